import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { actorOf } from '../plugins/auth.js';
import { downloadOf, villageOf } from '../plugins/scope.js';
import { bukuService, eksporBukuInduk, eksporBukuMutasi, eksporBukuRekapitulasi } from '../services/buku.js';

/** The population books B.1–B.3 of a month (issue 37) and what their printed page carries. */
export function bukuRoutes() {
  const buku = (request: FastifyRequest) => bukuService(villageOf(request));
  return {
    getKopLaporan: async (request) => ({ success: true, data: await buku(request).kop() }),
    createPejabatLaporan: async (request, reply) => {
      const data = await buku(request).tambahPejabat(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: 'Pejabat penandatangan berhasil ditambahkan', data };
    },
    getBukuInduk: async (request) => buku(request).induk(request.query),
    exportBukuInduk: async (request, reply) => kirimEkspor(reply, eksporBukuInduk(downloadOf(request), request.query)),
    getBukuMutasi: async (request) => ({ success: true, data: await buku(request).mutasi(request.query) }),
    exportBukuMutasi: async (request, reply) => kirimEkspor(reply, await eksporBukuMutasi(downloadOf(request), request.query)),
    getBukuRekapitulasi: async (request) => ({ success: true, data: await buku(request).rekapitulasi(request.query) }),
    exportBukuRekapitulasi: async (request, reply) => kirimEkspor(reply, await eksporBukuRekapitulasi(downloadOf(request), request.query)),
  } satisfies Partial<Routes>;
}
