import type { FastifyRequest } from 'fastify';
import { downloadOf, villageOf } from '../plugins/scope.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { keteranganInvalid, keteranganValues } from '../domain/keterangan-keluar.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { FOTO_WEB, optionalUpload } from '../lib/files.js';
import { actorOf } from '../plugins/auth.js';
import { keteranganKeluarService } from '../services/keterangan-keluar.js';
import { eksporPendudukKeluar, pendudukKeluarService } from '../services/penduduk-keluar.js';

/**
 * Moving out (one person, a whole family), the moved-out records (list, detail, CSV, cancels) and
 * their statements. The statement form takes `attachValidation`: a failed check reaches the route,
 * which answers with the form's own messages (domain/keterangan-keluar.ts).
 */
export function pendudukKeluarRoutes() {
  const keluar = (request: FastifyRequest) => pendudukKeluarService(villageOf(request));
  const keterangan = (request: FastifyRequest) => keteranganKeluarService(villageOf(request));
  return {
    createPendudukKeluarSingle: async (request, reply) => {
      const data = await keluar(request).moveOne(request.params.id, request.body, actorOf(request));
      reply.code(201);
      return ({ success: true, code: 'POST_PENDUDUK_KELUAR_SUCCESS', message: 'Penduduk berhasil dipindahkan keluar desa', data });
    },
    createPendudukKeluarKeluarga: async (request, reply) => {
      const data = await keluar(request).moveFamily(request.params.idKK, request.body, actorOf(request));
      reply.code(201);
      return ({ success: true, code: 'POST_MANY_PENDUDUK_KELUAR_SUCCESS', message: 'Seluruh anggota keluarga berhasil dipindahkan keluar desa', data });
    },
    listPendudukKeluar: async (request) => pageAnswer(await keluar(request).list(request.query)),
    exportPendudukKeluarCsv: async (request, reply) => kirimEkspor(reply, eksporPendudukKeluar(downloadOf(request), request.query)),
    getPendudukKeluar: async (request) => ({ success: true, data: await keluar(request).get(request.params.id) }),
    deletePendudukKeluar: async (request) => {
      await keluar(request).removeRecord(request.params.id, actorOf(request), request.log);
      return { success: true, message: 'Sukses menghapus seluruh data penduduk keluar' };
    },
    deletePengikutKeluar: async (request) => {
      await keluar(request).removeFollower(request.params.id, request.params.followerId, actorOf(request));
      return { success: true, message: 'Sukses menghapus pengikut dari data penduduk keluar' };
    },
    createKeteranganKeluar: {
      attachValidation: true,
      handler: async (request, reply) => {
        if (request.validationError) throw keteranganInvalid(request.validationError);
        const values = keteranganValues(request.body, true);
        const foto = await optionalUpload(request.uploads?.foto_pengusul, FOTO_WEB);
        const data = await keterangan(request).create(request.params.id, values, foto, actorOf(request), request.log);
        reply.code(201);
      return ({ success: true, message: 'Sukses Menambahkan Keterangan Keluar', data });
      },
    },
    updateKeteranganKeluar: {
      attachValidation: true,
      handler: async (request) => {
        if (request.validationError) throw keteranganInvalid(request.validationError);
        const values = keteranganValues(request.body, false);
        const foto = await optionalUpload(request.uploads?.foto_pengusul, FOTO_WEB);
        const data = await keterangan(request).update(request.params.id, values, foto, actorOf(request), request.log);
        return { success: true, message: 'Sukses Memperbarui Keterangan Keluar', data };
      },
    },
    deleteKeteranganKeluar: async (request) => {
      await keterangan(request).remove(request.params.id, request.params.statementId, actorOf(request), request.log);
      return { success: true, message: 'Sukses Menghapus Keterangan Keluar' };
    },
  } satisfies Partial<Routes>;
}
