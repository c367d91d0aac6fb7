import type { FastifyRequest } from 'fastify';
import { downloadOf, villageOf } from '../plugins/scope.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { actorOf } from '../plugins/auth.js';
import { eksporKelahiran, kelahiranService } from '../services/kelahiran.js';

/** Births: list, CSV, detail, add (parents by NIK), edit, delete. */
export function kelahiranRoutes() {
  const kelahiran = (request: FastifyRequest) => kelahiranService(villageOf(request));
  return {
    listKelahiran: async (request) => pageAnswer(await kelahiran(request).list(request.query)),
    exportKelahiranCsv: async (request, reply) => kirimEkspor(reply, eksporKelahiran(downloadOf(request), request.query)),
    getKelahiran: async (request) => ({ success: true, data: await kelahiran(request).get(request.params.id) }),
    createKelahiran: async (request, reply) => {
      const data = await kelahiran(request).create(request.body, actorOf(request));
      reply.code(201);
      return ({ success: true, message: 'Sukses menambahkan data kelahiran', data });
    },
    updateKelahiran: async (request) => ({
      success: true,
      message: 'Sukses memperbarui data kelahiran',
      data: await kelahiran(request).update(request.params.id, request.body, actorOf(request)),
    }),
    deleteKelahiran: async (request) => {
      await kelahiran(request).remove(request.params.id, request.body, actorOf(request));
      return { success: true, message: 'Sukses menghapus data kelahiran' };
    },
  } satisfies Partial<Routes>;
}
