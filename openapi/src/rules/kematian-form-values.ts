// The death form's values and body, one for both of its places: recording a death (mf-kependudukan,
// the resident's page: POST /api/kematian/{id}) and editing it (mf-kelahiran-kematian: PUT
// /api/kematian/{id}). Both send the contract's KematianInput; the form is KematianFormDialog of
// @sid/ui/kematian-form, its rule kematianSchema (./schemas).
import type { components } from '../schema';

type KematianInput = components['schemas']['KematianInput'];
type Kematian = components['schemas']['Kematian'];

/** What the death form holds: every field as text, as the inputs give it (the date as 'YYYY-MM-DD'). */
export interface KematianFormValues {
  tanggal_meninggal: string;
  hari_meninggal: string;
  tempat_meninggal: string;
  penyebab_meninggal: string;
  nomor_surat_kematian: string;
}

/** A record's values in the edit form ('' for what it does not have). */
export function fromKematian(k: Kematian): KematianFormValues {
  return {
    tanggal_meninggal: k.tanggal_meninggal ?? '',
    hari_meninggal: k.hari_meninggal ?? '',
    tempat_meninggal: k.tempat_meninggal ?? '',
    penyebab_meninggal: k.penyebab_meninggal ?? '',
    nomor_surat_kematian: k.nomor_surat_kematian ?? '',
  };
}

/**
 * The body of a new record and of an edit: every field trimmed and sent, an empty one as '' (the
 * server stores an absent field and '' alike, so an edit can clear a field). Spec §5: no other
 * client-side rule; the server's 400 explains a refusal (e.g. an empty date).
 */
export function toKematianBody(values: KematianFormValues): KematianInput {
  return {
    tanggal_meninggal: values.tanggal_meninggal.trim(),
    hari_meninggal: values.hari_meninggal.trim(),
    tempat_meninggal: values.tempat_meninggal.trim(),
    penyebab_meninggal: values.penyebab_meninggal.trim(),
    nomor_surat_kematian: values.nomor_surat_kematian.trim(),
  };
}
