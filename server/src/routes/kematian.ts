import type { AppContext } from '../context.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { sendCsvExport } from '../lib/csv.js';
import { acceptUpload, JPG_PNG } from '../lib/files.js';
import { actorOf } from '../plugins/auth.js';
import { kematianService } from '../services/kematian.js';

/** Deaths (recording one is a status transition of the resident) and their archive photo (jpg/jpeg/png). */
export function kematianRoutes(ctx: AppContext) {
  const kematian = kematianService(ctx);
  return {
    createKematian: async (request, reply) => {
      const data = await kematian.create(request.params.id, request.body, actorOf(request));
      return reply.code(201).send({ success: true, message: 'Sukses menambahkan data kematian penduduk', data });
    },
    listKematian: async (request) => pageAnswer(await kematian.list(request.query)),
    exportKematianCsv: async (request, reply) => sendCsvExport(reply, kematian.csv(request.query)),
    getKematian: async (request) => ({ success: true, data: await kematian.get(request.params.id) }),
    updateKematian: async (request) => ({
      success: true,
      message: 'Sukses memperbarui data kematian penduduk.',
      data: await kematian.update(request.params.id, request.body, actorOf(request)),
    }),
    deleteKematian: async (request) => {
      await kematian.remove(request.params.id, actorOf(request), request.log);
      return { success: true, message: 'Sukses menghapus data kematian penduduk' };
    },
    createArsipKematian: async (request, reply) => {
      const upload = await acceptUpload(request.uploads?.arsip_kematian, JPG_PNG);
      const data = await kematian.createArsip(request.params.id, upload, actorOf(request), request.log);
      return reply.code(201).send({ success: true, message: 'Sukses menambahkan arsip kematian', data });
    },
    updateArsipKematian: async (request) => {
      const upload = await acceptUpload(request.uploads?.arsip_kematian, JPG_PNG);
      const data = await kematian.updateArsip(request.params.id, upload, actorOf(request), request.log);
      return { success: true, message: 'Sukses memperbarui arsip kematian', data };
    },
    deleteArsipKematian: async (request) => {
      await kematian.removeArsip(request.params.id, actorOf(request), request.log);
      return { success: true, message: 'Sukses menghapus arsip kematian' };
    },
  } satisfies Partial<Routes>;
}
