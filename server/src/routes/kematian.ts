import type { FastifyRequest } from 'fastify';
import { downloadOf, villageOf } from '../plugins/scope.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { acceptUpload, JPG_PNG } from '../lib/files.js';
import { actorOf } from '../plugins/auth.js';
import { eksporKematian, kematianService } from '../services/kematian.js';

/** Deaths (recording one is a status transition of the resident) and their archive photo (jpg/jpeg/png). */
export function kematianRoutes() {
  const kematian = (request: FastifyRequest) => kematianService(villageOf(request));
  return {
    createKematian: async (request, reply) => {
      const data = await kematian(request).create(request.params.id, request.body, actorOf(request));
      reply.code(201);
      return ({ success: true, message: 'Sukses menambahkan data kematian penduduk', data });
    },
    listKematian: async (request) => pageAnswer(await kematian(request).list(request.query)),
    exportKematianCsv: async (request, reply) => kirimEkspor(reply, eksporKematian(downloadOf(request), request.query)),
    getKematian: async (request) => ({ success: true, data: await kematian(request).get(request.params.id) }),
    updateKematian: async (request) => ({
      success: true,
      message: 'Sukses memperbarui data kematian penduduk.',
      data: await kematian(request).update(request.params.id, request.body, actorOf(request)),
    }),
    deleteKematian: async (request) => {
      await kematian(request).remove(request.params.id, request.body, actorOf(request));
      return { success: true, message: 'Sukses menghapus data kematian penduduk' };
    },
    createArsipKematian: async (request, reply) => {
      const upload = await acceptUpload(request.uploads?.arsip_kematian, JPG_PNG);
      const data = await kematian(request).createArsip(request.params.id, upload, actorOf(request), request.log);
      reply.code(201);
      return ({ success: true, message: 'Sukses menambahkan arsip kematian', data });
    },
    updateArsipKematian: async (request) => {
      const upload = await acceptUpload(request.uploads?.arsip_kematian, JPG_PNG);
      const data = await kematian(request).updateArsip(request.params.id, upload, actorOf(request), request.log);
      return { success: true, message: 'Sukses memperbarui arsip kematian', data };
    },
    deleteArsipKematian: async (request) => {
      await kematian(request).removeArsip(request.params.id, actorOf(request), request.log);
      return { success: true, message: 'Sukses menghapus arsip kematian' };
    },
  } satisfies Partial<Routes>;
}
