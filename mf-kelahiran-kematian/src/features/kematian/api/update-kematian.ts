// PUT /api/kematian/{id}: edits a death record. Spec §5: death-record forms have no client validation.
import { api, callApi, type Kematian, type KematianInput } from '@sid/openapi';
import type { KematianFormValues } from '@sid/openapi/rules';

export function fromKematian(k: Kematian): KematianFormValues {
  return {
    tanggal_meninggal: k.tanggal_meninggal ?? '',
    hari_meninggal: k.hari_meninggal ?? '',
    tempat_meninggal: k.tempat_meninggal ?? '',
    penyebab_meninggal: k.penyebab_meninggal ?? '',
    nomor_surat_kematian: k.nomor_surat_kematian ?? '',
  };
}

/** Every field as typed (trimmed); the server's 400 explains a refusal (e.g. an empty date). */
export function toKematianBody(values: KematianFormValues): KematianInput {
  return {
    tanggal_meninggal: values.tanggal_meninggal.trim(),
    hari_meninggal: values.hari_meninggal.trim(),
    tempat_meninggal: values.tempat_meninggal.trim(),
    penyebab_meninggal: values.penyebab_meninggal.trim(),
    nomor_surat_kematian: values.nomor_surat_kematian.trim(),
  };
}

export function updateKematian(id: string, values: KematianFormValues) {
  return callApi(api.PUT('/api/kematian/{id}', { params: { path: { id } }, body: toKematianBody(values) }));
}

/** Spec §4 and §8: the text shown after a death update, word for word. */
export const KEMATIAN_UPDATED = 'Sukses memperbarui data kematian penduduk.';
