import type { FastifyRequest } from 'fastify';
import { downloadOf, kabupatenOf, villageOf } from '../plugins/scope.js';
import type { Routes } from '../contract.js';
import { actorOf } from '../plugins/auth.js';
import { acceptUpload, JPG_PNG } from '../lib/files.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { todayIn } from '../lib/validation.js';
import { forbidden } from '../lib/errors.js';
import { eksporSurat, suratService } from '../services/surat.js';
import { jenisSuratDesaService, jenisSuratKabupatenService } from '../services/surat-jenis.js';
import { logoKabupaten, pengaturanSuratService, simpanLogoKabupaten } from '../services/surat-pengaturan.js';
import { rekapSuratKabupaten } from '../services/surat-rekap.js';

/** Layanan Surat (issue 36): kinds, officials, numbering, letters for the village; publish, logo and counts for the regency. */
export function suratRoutes() {
  const surat = (r: FastifyRequest) => suratService(villageOf(r));
  const jenis = (r: FastifyRequest) => jenisSuratDesaService(villageOf(r));
  const pengaturan = (r: FastifyRequest) => pengaturanSuratService(villageOf(r));
  const hariIni = (r: FastifyRequest) => todayIn(villageOf(r).config.timeZone);
  return {
    getJenisSurat: async (request) => ({ success: true, data: await jenis(request).daftar() }),
    simpanTeksJenisSurat: async (request) => ({
      success: true,
      message: 'Teks surat desa berhasil disimpan',
      data: await jenis(request).simpanTeks(request.params.jenisId, request.body, actorOf(request)),
    }),
    resetTeksJenisSurat: async (request) => ({
      success: true,
      message: 'Teks surat dikembalikan ke teks kabupaten',
      data: await jenis(request).resetTeks(request.params.jenisId, actorOf(request)),
    }),
    getPejabatSurat: async (request) => ({ success: true, data: await pengaturan(request).daftar() }),
    createPejabatSurat: async (request, reply) => {
      const data = await pengaturan(request).tambah(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: 'Pejabat penandatangan berhasil ditambahkan', data };
    },
    updatePejabatSurat: async (request) => ({
      success: true,
      message: 'Pejabat penandatangan berhasil diperbarui',
      data: await pengaturan(request).ubah(request.params.id, request.body, actorOf(request)),
    }),
    getPenomoranSurat: async (request) => ({ success: true, data: await pengaturan(request).penomoran(hariIni(request)) }),
    simpanPenomoranSurat: async (request) => ({
      success: true,
      message: 'Penomoran surat berhasil disimpan',
      data: await pengaturan(request).simpanPenomoran(request.body, hariIni(request), actorOf(request)),
    }),
    pratinjauSurat: async (request) => ({ success: true, data: await surat(request).pratinjau(request.body) }),
    terbitkanSurat: async (request, reply) => {
      const data = await surat(request).terbitkan(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: `Surat nomor ${data.nomor} berhasil diterbitkan`, data };
    },
    listSurat: async (request) => {
      const { rows, total } = await surat(request).list(request.query);
      return { success: true, data: rows, total };
    },
    exportSuratCsv: async (request, reply) => kirimEkspor(reply, eksporSurat(downloadOf(request), request.query)),
    getSurat: async (request) => ({ success: true, data: await surat(request).get(request.params.id) }),
    cetakUlangSurat: async (request) => ({ success: true, data: await surat(request).cetakUlang(request.params.id, actorOf(request)) }),
    cabutSurat: async (request) => ({
      success: true,
      message: 'Surat berhasil dicabut',
      data: await surat(request).cabut(request.params.id, request.body, actorOf(request)),
    }),
    getLogoKabupaten: async (request, reply) => {
      const scope = request.scope;
      if (!scope || scope.kind === 'download') throw forbidden();
      const logo = await logoKabupaten(scope.db);
      return reply.header('content-type', logo.tipe).header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').code(200).send(logo.isi);
    },
    uploadLogoKabupaten: async (request) => {
      const upload = await acceptUpload(request.uploads?.logo, JPG_PNG);
      await simpanLogoKabupaten(kabupatenOf(request), upload, actorOf(request));
      return { success: true, message: 'Logo kabupaten berhasil disimpan' };
    },
    getJenisSuratKabupaten: async (request) => ({ success: true, data: await jenisSuratKabupatenService(kabupatenOf(request)).daftar() }),
    buatJenisSurat: async (request, reply) => {
      const data = await jenisSuratKabupatenService(kabupatenOf(request)).buat(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: 'Jenis surat baru berhasil diterbitkan ke semua desa', data };
    },
    terbitkanJenisSurat: async (request) => ({
      success: true,
      message: 'Jenis surat berhasil diterbitkan ke semua desa',
      data: await jenisSuratKabupatenService(kabupatenOf(request)).terbitkan(request.params.jenisId, request.body, actorOf(request)),
    }),
    rekapSuratKabupaten: async (request) => ({ success: true, data: await rekapSuratKabupaten(kabupatenOf(request), request.query.tahun) }),
  } satisfies Partial<Routes>;
}
