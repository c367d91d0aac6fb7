// The entry documents of an incoming card (spec §3 "keterangan masuk"): foto_kk and
// foto_surat_masuk, multipart. A jpg/jpeg/png photo or a PDF scan (issue 40) up to 10 MB: checked in
// the add dialog, and by the server from the bytes (413 / 415).
import {
  api,
  callApi,
  formBody,
  type KeteranganMasukCreateInput,
  type KeteranganMasukUpdateInput,
} from '@sid/openapi';

export interface KeteranganMasukFiles {
  foto_kk: File | null;
  foto_surat_masuk: File | null;
}

/** POST /api/penduduk_masuk/{idKK}/p: both photos. */
export function createKeteranganMasuk(idKK: string, files: { foto_kk: File; foto_surat_masuk: File }) {
  return callApi(api.POST('/api/penduduk_masuk/{idKK}/p', {
    params: { path: { idKK } },
    body: formBody<KeteranganMasukCreateInput>(files),
  }));
}

/** PUT /api/penduduk_masuk/{id} (id: the record): only the photos chosen are sent and replaced. */
export function updateKeteranganMasuk(idDocRecord: string, files: KeteranganMasukFiles) {
  return callApi(api.PUT('/api/penduduk_masuk/{id}', {
    params: { path: { id: idDocRecord } },
    body: formBody<KeteranganMasukUpdateInput>({
      foto_kk: files.foto_kk ?? undefined,
      foto_surat_masuk: files.foto_surat_masuk ?? undefined,
    }),
  }));
}

/** DELETE /api/penduduk_masuk/{idKK}/d/{idDocRecord}: the record and its files. */
export function deleteKeteranganMasuk(idKK: string, idDocRecord: string) {
  return callApi(api.DELETE('/api/penduduk_masuk/{idKK}/d/{idDocRecord}', { params: { path: { idKK, idDocRecord } } }));
}
