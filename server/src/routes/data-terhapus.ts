import type { FastifyRequest } from 'fastify';
import { villageOf } from '../plugins/scope.js';
import type { Routes } from '../contract.js';
import { pageAnswer } from '../lib/paging.js';
import { actorOf } from '../plugins/auth.js';
import { dampakHapusService } from '../services/dampak-hapus.js';
import { dataTerhapusService } from '../services/data-terhapus.js';

const JENIS_PULIH: Record<string, string> = {
  penduduk: 'Data penduduk berhasil dipulihkan',
  kartu_keluarga: 'Kartu keluarga beserta anggotanya berhasil dipulihkan',
  kelahiran: 'Data kelahiran berhasil dipulihkan',
  kematian: 'Data kematian berhasil dipulihkan',
};

/** Data Terhapus: what a delete would take (asked first), the kept records, restore and purge. */
export function dataTerhapusRoutes() {
  const dampak = (request: FastifyRequest) => dampakHapusService(villageOf(request));
  const terhapus = (request: FastifyRequest) => dataTerhapusService(villageOf(request));
  return {
    getDampakHapusAnggota: async (request) => ({
      success: true,
      data: await dampak(request).anggota(request.params.idPenduduk, request.params.idKK, actorOf(request)),
    }),
    getDampakHapusKelahiran: async (request) => ({ success: true, data: await dampak(request).kelahiran(request.params.id, actorOf(request)) }),
    getDampakHapusKematian: async (request) => ({ success: true, data: await dampak(request).kematian(request.params.id, actorOf(request)) }),
    listDataTerhapus: async (request) => pageAnswer(await terhapus(request).list(request.query)),
    restoreDataTerhapus: async (request) => {
      const data = await terhapus(request).restore(request.params.id, actorOf(request));
      return { success: true, code: 'DATA_DIPULIHKAN', message: JENIS_PULIH[data.jenis] ?? 'Data berhasil dipulihkan', data };
    },
    purgeDataTerhapus: async (request) => {
      await terhapus(request).purge(request.params.id, actorOf(request), request.log);
      return { success: true, message: 'Data berhasil dihapus permanen' };
    },
  } satisfies Partial<Routes>;
}
