import type { AppContext } from '../context.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { sendCsvExport } from '../lib/csv.js';
import { actorOf } from '../plugins/auth.js';
import { kelahiranService } from '../services/kelahiran.js';

/** Births: list, CSV, detail, add (parents by NIK), edit, delete. */
export function kelahiranRoutes(ctx: AppContext) {
  const kelahiran = kelahiranService(ctx);
  return {
    listKelahiran: async (request) => pageAnswer(await kelahiran.list(request.query)),
    exportKelahiranCsv: async (request, reply) => sendCsvExport(reply, kelahiran.csv(request.query)),
    getKelahiran: async (request) => ({ success: true, data: await kelahiran.get(request.params.id) }),
    createKelahiran: async (request, reply) => {
      const data = await kelahiran.create(request.body, actorOf(request));
      return reply.code(201).send({ success: true, message: 'Sukses menambahkan data kelahiran', data });
    },
    updateKelahiran: async (request) => ({
      success: true,
      message: 'Sukses memperbarui data kelahiran',
      data: await kelahiran.update(request.params.id, request.body, actorOf(request)),
    }),
    deleteKelahiran: async (request) => {
      await kelahiran.remove(request.params.id, actorOf(request));
      return { success: true, message: 'Sukses menghapus data kelahiran' };
    },
  } satisfies Partial<Routes>;
}
