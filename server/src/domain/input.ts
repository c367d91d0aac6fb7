/** Input rules the contract cannot say: text that is blank once trimmed, a search term, a NIK's date. */
import { nikError, nikPerluDiperiksa } from '@sid/openapi/domain';
import { badRequest } from '../lib/errors.js';

/** A search term: trimmed; blank is a 400 (the contract already refuses the empty string). */
export function searchTerm(value: string | undefined, field: string): string {
  const term = (value ?? '').trim();
  if (term === '') throw badRequest(`${field} tidak boleh kosong`);
  return term;
}

/** A resident's required free text (the contract checks its length, not whitespace). */
const TEXT_FIELDS = ['nama_lengkap', 'tempat_lahir', 'tempat_tanggal_lahir', 'umur', 'pekerjaan', 'alamat_asal'] as const;

/** The resident fields of a body must not be blank once trimmed: 400 '<field> tidak boleh kosong'. */
export function requirePendudukText(body: Partial<Record<(typeof TEXT_FIELDS)[number], unknown>>): void {
  for (const f of TEXT_FIELDS) {
    const value = body[f];
    if (typeof value === 'string' && value.trim() === '') throw badRequest(`${f} tidak boleh kosong`);
  }
}

/**
 * A NIK whose date part (digits 7-12) is no date of the calendar: 400 NIK_TANGGAL_TIDAK_VALID on nik,
 * with the shared domain's message (the forms say the same, @sid/openapi/rules). On an edit
 * (`nikTersimpan` given) only a changed NIK is checked: a record saved before the check stays editable.
 */
export function requireNikTanggal(nik: string | null | undefined, nikTersimpan?: string | null): void {
  if (nik === undefined || nik === null || !nikPerluDiperiksa(nik, nikTersimpan)) return;
  const error = nikError(nik);
  if (error) throw badRequest(error.pesan, 'NIK_TANGGAL_TIDAK_VALID');
}
