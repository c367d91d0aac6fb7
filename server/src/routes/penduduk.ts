import type { FastifyRequest } from 'fastify';
import { downloadOf, villageOf } from '../plugins/scope.js';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { pageAnswer } from '../lib/paging.js';
import { actorOf } from '../plugins/auth.js';
import { eksporPenduduk, pendudukService } from '../services/penduduk.js';

/** Residents: list, searches, detail, CSV, and the members of a card (add, edit, delete). */
export function pendudukRoutes() {
  const penduduk = (request: FastifyRequest) => pendudukService(villageOf(request));
  return {
    listPenduduk: async (request) => pageAnswer(await penduduk(request).list(request.query)),
    listPerluDilengkapi: async (request) => pageAnswer(await penduduk(request).perluDilengkapi(request.query)),
    exportPendudukCsv: async (request, reply) => kirimEkspor(reply, eksporPenduduk(downloadOf(request), request.query)),
    searchPendudukByName: async (request) => pageAnswer(await penduduk(request).searchByName(request.query, false)),
    searchAnggotaKeluargaByName: async (request) => pageAnswer(await penduduk(request).searchByName(request.query, true)),
    searchPendudukByNik: async (request) => pageAnswer(await penduduk(request).searchByNik(request.query)),
    getPenduduk: async (request) => ({ success: true, data: await penduduk(request).get(request.params.id) }),
    createAnggotaKeluarga: async (request, reply) => {
      const data = await penduduk(request).addMember(request.params.id, request.body, actorOf(request));
      reply.code(201);
      return ({ success: true, message: 'Anggota keluarga berhasil ditambahkan', data });
    },
    updatePenduduk: async (request) => ({
      success: true,
      message: 'Data penduduk berhasil diperbarui',
      data: await penduduk(request).update(request.params.id, request.body, actorOf(request)),
    }),
    deleteAnggotaKeluarga: async (request) => {
      const { kartuDihapus } = await penduduk(request).removeMember(request.params.idPenduduk, request.params.idKK, request.body, actorOf(request));
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
