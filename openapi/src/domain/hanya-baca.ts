// A village left read-only after its export to join the regency (issue 38, docs/adr/0023-ekspor-gabung-desa.md):
// the regency server's address its Super Admin may give when turning it on, shown to the staff on every
// page. Checked by the Cadangan Data form before sending and by the server with these words.

/** The contract's limit (openapi.yaml, HanyaBacaInput.alamat_kabupaten). */
export const ALAMAT_KABUPATEN_MAX_LENGTH = 300;

export const ALAMAT_KABUPATEN_MESSAGES = {
  bukanAlamat: 'Alamat server kabupaten harus diawali http:// atau https://, misalnya https://sid.kabupaten.go.id',
  panjang: `Alamat server kabupaten maksimal ${ALAMAT_KABUPATEN_MAX_LENGTH} karakter`,
} as const;

/** What is wrong with the address (trimmed; empty is allowed), or undefined when it may be sent. */
export function periksaAlamatKabupaten(alamat: string | undefined | null): string | undefined {
  const a = (alamat ?? '').trim();
  if (a === '') return undefined;
  if (a.length > ALAMAT_KABUPATEN_MAX_LENGTH) return ALAMAT_KABUPATEN_MESSAGES.panjang;
  if (!/^https?:\/\/[^\s/]+\S*$/i.test(a)) return ALAMAT_KABUPATEN_MESSAGES.bukanAlamat;
  return undefined;
}
