import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { pageAnswer } from '../lib/paging.js';
import { actorOf } from '../plugins/auth.js';
import { berkasMentahOf } from '../plugins/request-body.js';
import { kabupatenOf, villageOf } from '../plugins/scope.js';
import { modulService } from '../services/modul.js';
import { laporanModulService, modulDesaService } from '../services/modul-desa.js';
import { versiModulService } from '../services/versi-modul.js';

/** Module releases and rollout (the regency console), and the shells' load reports. */
export function modulRoutes() {
  const modul = (request: FastifyRequest) => modulService(kabupatenOf(request));
  const desa = (request: FastifyRequest) => modulDesaService(kabupatenOf(request));
  return {
    getModulKabupaten: async (request) => ({ success: true, data: await modul(request).daftar() }),
    pasangRilisModul: async (request, reply) => {
      const data = await modul(request).pasang(berkasMentahOf(request), actorOf(request));
      reply.code(201);
      const judul = kabupatenOf(request).modules.modules.find((m) => m.id === data.modul_id)?.title ?? data.modul_id;
      return { success: true, message: `Rilis modul ${judul} versi ${data.versi} berhasil dipasang`, data };
    },
    setVersiDefaultModul: async (request) => {
      const data = await modul(request).setDefault(request.params.modulId, request.body.versi ?? null, actorOf(request));
      return { success: true, message: `Versi kabupaten modul ${data.judul} berhasil diubah`, data };
    },
    kembalikanVersiDefaultModul: async (request) => {
      const data = await modul(request).kembalikanDefault(request.params.modulId, actorOf(request));
      return { success: true, message: `Versi kabupaten modul ${data.judul} berhasil dikembalikan`, data };
    },
    listModulDesa: async (request) => {
      const { q, kecamatan, ...page } = request.query;
      return pageAnswer(await desa(request).daftarDesa(request.params.modulId, page, { q, kecamatan }));
    },
    listVersiModulDesa: async (request) => {
      const { q, kecamatan, ...page } = request.query;
      return pageAnswer(await versiModulService(kabupatenOf(request)).daftar(page, { q, kecamatan }));
    },
    getVersiModulDesa: async (request) => ({ success: true, data: await versiModulService(kabupatenOf(request)).satu(request.params.id) }),
    aturModulDesa: async (request) => {
      const { jumlah, pesan } = await desa(request).aturDesa(request.params.modulId, request.body, actorOf(request));
      return { success: true, message: pesan, data: { jumlah } };
    },
    laporMuatModul: async (request) => {
      // The Admin Kabupaten has no village: nothing to count.
      if (request.scope?.kind === 'desa') await laporanModulService(villageOf(request)).catat(request.body);
      return { success: true, message: 'Tercatat' };
    },
  } satisfies Partial<Routes>;
}
