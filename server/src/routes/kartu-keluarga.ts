import type { FastifyRequest } from 'fastify';
import { downloadOf, villageOf } from '../plugins/scope.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { actorOf } from '../plugins/auth.js';
import { eksporKartuKeluarga, kartuKeluargaService } from '../services/kartu-keluarga.js';

/** Family cards: list, search by No. KK, a card with its head (ordinary or incoming), detail, CSVs. */
export function kartuKeluargaRoutes() {
  const kartu = (request: FastifyRequest) => kartuKeluargaService(villageOf(request));
  return {
    listKartuKeluarga: async (request) => pageAnswer(await kartu(request).list(request.query)),
    searchKartuKeluargaByNoKk: async (request) => pageAnswer(await kartu(request).searchByNoKk(request.query)),
    createKartuKeluarga: async (request, reply) => {
      const data = await kartu(request).create(request.body, false, actorOf(request));
      reply.code(201);
      return ({ success: true, message: 'Kartu keluarga berhasil ditambahkan', data });
    },
    createKartuKeluargaMasuk: async (request, reply) => {
      const data = await kartu(request).create(request.body, true, actorOf(request));
      reply.code(201);
      return ({ success: true, message: 'Kartu keluarga penduduk masuk berhasil ditambahkan', data });
    },
    updateAlamatKartuKeluarga: async (request) => ({
      success: true,
      message: 'Alamat kartu keluarga berhasil diperbarui',
      data: await kartu(request).updateAlamat(request.params.id, request.body, actorOf(request)),
    }),
    updateTanggalDatang: async (request) => ({
      success: true,
      message: 'Tanggal datang berhasil diperbarui',
      data: await kartu(request).updateTanggalDatang(request.params.id, request.body, actorOf(request)),
    }),
    listKartuTanpaKepala: async (request) => pageAnswer(await kartu(request).tanpaKepala(request.query)),
    setKepalaKeluarga: async (request) => ({
      success: true,
      message: 'Kepala Keluarga berhasil ditetapkan',
      data: await kartu(request).setKepala(request.params.id, request.body, actorOf(request)),
    }),
    getKartuKeluarga: async (request) => ({ success: true, data: await kartu(request).get(request.params.id) }),
    exportKartuKeluargaCsv: async (request, reply) => kirimEkspor(reply, eksporKartuKeluarga(downloadOf(request), request.query)),
    exportAnggotaKeluargaCsv: async (request, reply) => kirimEkspor(reply, await kartu(request).membersCsv(request.params.id)),
  } satisfies Partial<Routes>;
}
