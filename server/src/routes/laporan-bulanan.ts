import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { actorOf } from '../plugins/auth.js';
import { downloadOf, villageOf } from '../plugins/scope.js';
import { eksporLaporanBulanan, laporanBulananService } from '../services/laporan-bulanan.js';

/** Laporan Bulanan Penduduk (issue 37): a month's report, its download, and closing a month (Super Admin). */
export function laporanBulananRoutes() {
  const laporan = (request: FastifyRequest) => laporanBulananService(villageOf(request));
  return {
    getLaporanBulanan: async (request) => ({ success: true, data: await laporan(request).get(request.query.bulan) }),
    getPengingatLaporanBulanan: async (request) => ({ success: true, data: await laporan(request).pengingat() }),
    exportLaporanBulanan: async (request, reply) => kirimEkspor(reply, await eksporLaporanBulanan(downloadOf(request), request.query)),
    tutupLaporanBulanan: async (request, reply) => {
      const data = await laporan(request).tutup(request.body.bulan, actorOf(request));
      reply.code(201);
      return { success: true, message: `Laporan ${data.label_bulan} sudah ditutup dan disimpan sebagaimana diterbitkan`, data };
    },
  } satisfies Partial<Routes>;
}
