import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { downloadOf, kabupatenOf, villageOf } from '../plugins/scope.js';
import { eksporLaporanBulananKabupaten, eksporStatistikKabupaten, kabupatenStatistikService } from '../services/kabupaten-statistik.js';
import { eksporStatistik, statistikService } from '../services/statistik.js';

/** Statistik Penduduk (issue 37): the village's, and the regency's statistics and monthly report (counts only). */
export function statistikRoutes() {
  const kabupaten = (request: FastifyRequest) => kabupatenStatistikService(kabupatenOf(request));
  return {
    getStatistikPenduduk: async (request) => ({ success: true, data: await statistikService(villageOf(request)).get(request.query.dusun) }),
    exportStatistikPenduduk: async (request, reply) => kirimEkspor(reply, await eksporStatistik(downloadOf(request), request.query)),
    getStatistikKabupaten: async (request) => ({ success: true, data: await kabupaten(request).statistik(request.query) }),
    exportStatistikKabupaten: async (request, reply) => kirimEkspor(reply, await eksporStatistikKabupaten(kabupatenOf(request), request.query)),
    getLaporanBulananKabupaten: async (request) => ({ success: true, data: await kabupaten(request).laporanBulanan(request.query) }),
    exportLaporanBulananKabupaten: async (request, reply) => kirimEkspor(reply, await eksporLaporanBulananKabupaten(kabupatenOf(request), request.query)),
    getLaporanBulananDesaKabupaten: async (request) => ({ success: true, data: await kabupaten(request).laporanDesa(request.params.id, request.query.bulan) }),
  } satisfies Partial<Routes>;
}
