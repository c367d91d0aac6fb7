// The death forms' values, shared by the form that records a death (mf-kependudukan, the resident's
// page: POST /api/kematian/{id}) and the one that edits it (mf-kelahiran-kematian: PUT
// /api/kematian/{id}). Both send the contract's KematianInput; each module builds its own body (a new
// record leaves empty fields out, an edit sends them so that a field can be cleared).

/** What the death forms hold: every field as text, as the inputs give it (the date as 'YYYY-MM-DD'). */
export interface KematianFormValues {
  tanggal_meninggal: string;
  hari_meninggal: string;
  tempat_meninggal: string;
  penyebab_meninggal: string;
  nomor_surat_kematian: string;
}
