import type { FastifyRequest } from 'fastify';
import { downloadOf, villageOf } from '../plugins/scope.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { kirimEkspor } from '../lib/ekspor/alir.js';
import { badRequest } from '../lib/errors.js';
import { acceptUpload, JPG_PNG_PDF, optionalUpload, type AcceptedUpload } from '../lib/files.js';
import { actorOf } from '../plugins/auth.js';
import { eksporPendudukMasuk, pendudukMasukService, type FotoMasuk } from '../services/penduduk-masuk.js';

const MINIMAL_SATU_FOTO = 'Kirim minimal satu berkas: foto_kk atau foto_surat_masuk';

/** Incoming cards (list, detail, CSVs) and their entry documents (both photos, jpg/jpeg/png by their bytes). */
export function pendudukMasukRoutes() {
  const masuk = (request: FastifyRequest) => pendudukMasukService(villageOf(request));
  return {
    listPendudukMasuk: async (request) => pageAnswer(await masuk(request).list(request.query)),
    exportPendudukMasukCsv: async (request, reply) => kirimEkspor(reply, eksporPendudukMasuk(downloadOf(request), request.query)),
    getPendudukMasuk: async (request) => ({ success: true, data: await masuk(request).get(request.params.id) }),
    exportAnggotaPendudukMasukCsv: async (request, reply) => kirimEkspor(reply, await masuk(request).membersCsv(request.params.idKK)),
    createKeteranganMasuk: async (request, reply) => {
      const uploads: Record<FotoMasuk, AcceptedUpload> = {
        foto_kk: await acceptUpload(request.uploads?.foto_kk, JPG_PNG_PDF),
        foto_surat_masuk: await acceptUpload(request.uploads?.foto_surat_masuk, JPG_PNG_PDF),
      };
      const data = await masuk(request).createKeterangan(request.params.idKK, uploads, actorOf(request), request.log);
      reply.code(201);
      return ({ success: true, message: 'Sukses menambahkan data keterangan masuk', data });
    },
    // The photos sent replace the stored ones; at least one must be sent (an empty file part is not sent).
    updateKeteranganMasuk: async (request) => {
      const uploads: Partial<Record<FotoMasuk, AcceptedUpload>> = {};
      const fotoKk = await optionalUpload(request.uploads?.foto_kk, JPG_PNG_PDF);
      const fotoSurat = await optionalUpload(request.uploads?.foto_surat_masuk, JPG_PNG_PDF);
      if (fotoKk) uploads.foto_kk = fotoKk;
      if (fotoSurat) uploads.foto_surat_masuk = fotoSurat;
      if (!fotoKk && !fotoSurat) throw badRequest(MINIMAL_SATU_FOTO);
      const data = await masuk(request).updateKeterangan(request.params.id, uploads, actorOf(request), request.log);
      return { success: true, message: 'Sukses memperbarui data keterangan masuk', data };
    },
    deleteKeteranganMasuk: async (request) => {
      await masuk(request).deleteKeterangan(request.params.idKK, request.params.idDocRecord, actorOf(request), request.log);
      return { success: true, message: 'Sukses menghapus data keterangan masuk' };
    },
  } satisfies Partial<Routes>;
}
