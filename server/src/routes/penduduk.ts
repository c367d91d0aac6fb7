import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { sendCsvExport } from '../lib/csv.js';
import { pageAnswer } from '../lib/paging.js';
import { actorOf } from '../plugins/auth.js';
import { pendudukService } from '../services/penduduk.js';

/** Residents: list, searches, detail, CSV, and the members of a card (add, edit, delete). */
export function pendudukRoutes(ctx: AppContext) {
  const penduduk = pendudukService(ctx);
  return {
    listPenduduk: async (request) => pageAnswer(await penduduk.list(request.query)),
    exportPendudukCsv: async (request, reply) => sendCsvExport(reply, penduduk.csv(request.query)),
    searchPendudukByName: async (request) => pageAnswer(await penduduk.searchByName(request.query, false)),
    searchKepalaKeluargaByName: async (request) => pageAnswer(await penduduk.searchByName(request.query, true)),
    searchPendudukByNik: async (request) => pageAnswer(await penduduk.searchByNik(request.query)),
    getPenduduk: async (request) => ({ success: true, data: await penduduk.get(request.params.id) }),
    createAnggotaKeluarga: async (request, reply) => {
      const data = await penduduk.addMember(request.params.id, request.body, actorOf(request));
      return reply.code(201).send({ success: true, message: 'Anggota keluarga berhasil ditambahkan', data });
    },
    updatePenduduk: async (request) => ({
      success: true,
      message: 'Data penduduk berhasil diperbarui',
      data: await penduduk.update(request.params.id, request.body, actorOf(request)),
    }),
    deleteAnggotaKeluarga: async (request) => {
      const { kartuDihapus } = await penduduk.removeMember(request.params.idPenduduk, request.params.idKK, actorOf(request), request.log);
      return kartuDihapus
        ? {
            success: true,
            code: 'KARTU_KELUARGA_DIHAPUS',
            message: 'Anggota keluarga berhasil dihapus. Kartu keluarga tidak lagi memiliki anggota sehingga ikut dihapus.',
          }
        : { success: true, code: 'DELETE_ANGGOTA_SUCCESS', message: 'Anggota keluarga berhasil dihapus' };
    },
  } satisfies Partial<Routes>;
}
