import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { actorOf } from '../plugins/auth.js';
import { kabupatenOf, villageOf } from '../plugins/scope.js';
import { jumlahPindahAntarDesa, pindahAntarDesaService } from '../services/pindah-antar-desa.js';
import { terimaPindahAntarDesaService } from '../services/pindah-antar-desa-terima.js';

/** A move between two villages of the regency (issue 38): each side's steps, and the console's counts. */
export function pindahAntarDesaRoutes() {
  const pindah = (request: FastifyRequest) => pindahAntarDesaService(villageOf(request));
  return {
    getDesaTujuanPindah: async (request) => ({
      success: true,
      data: (await pindah(request).desaTujuan()).map((d) => ({ _id: d.id, nama_desa: d.nama, kecamatan: d.kecamatan, kode_wilayah: d.kodeWilayah })),
    }),
    getDaftarPindahAntarDesa: async (request) => ({ success: true, data: await pindah(request).list(request.query) }),
    getPindahAntarDesa: async (request) => ({ success: true, data: await pindah(request).get(request.params.id) }),
    getDokumenPindahAntarDesa: async (request, reply) => {
      const d = await pindah(request).dokumen(request.params.id, request.params.jenis);
      return reply
        .header('content-type', d.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${d.nama}"`)
        .code(200)
        .send(d.bytes);
    },
    kirimPindahAntarDesa: async (request, reply) => {
      const data = await pindah(request).kirim(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: `Data pindah dikirim ke ${data.desa_tujuan.nama_desa}`, data };
    },
    terimaPindahAntarDesa: async (request) => ({
      success: true,
      message: 'Kedatangan diterima: penduduk sudah tercatat di desa ini',
      data: await terimaPindahAntarDesaService(villageOf(request)).terima(request.params.id, request.body, actorOf(request), request.log),
    }),
    tolakPindahAntarDesa: async (request) => ({
      success: true,
      message: 'Kedatangan ditolak',
      data: await pindah(request).tolak(request.params.id, request.body, actorOf(request), request.log),
    }),
    batalkanPindahAntarDesa: async (request) => ({
      success: true,
      message: 'Pindah dibatalkan',
      data: await pindah(request).batal(request.params.id, actorOf(request), request.log),
    }),
    getJumlahPindahAntarDesa: async (request) => ({ success: true, data: await jumlahPindahAntarDesa(kabupatenOf(request)) }),
  } satisfies Partial<Routes>;
}
