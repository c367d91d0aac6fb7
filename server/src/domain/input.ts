/** Input rules the contract cannot say: text that is blank once trimmed, a search term. */
import { badRequest } from '../lib/errors.js';

/** A search term: trimmed; blank is a 400 (the contract already refuses the empty string). */
export function searchTerm(value: string | undefined, field: string): string {
  const term = (value ?? '').trim();
  if (term === '') throw badRequest(`${field} tidak boleh kosong`);
  return term;
}

/** A resident's required free text (the contract checks its length, not whitespace). */
const TEXT_FIELDS = ['nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'pekerjaan', 'alamat_asal'] as const;

/** The resident fields of a body must not be blank once trimmed: 400 '<field> tidak boleh kosong'. */
export function requirePendudukText(body: Partial<Record<(typeof TEXT_FIELDS)[number], unknown>>): void {
  for (const f of TEXT_FIELDS) {
    const value = body[f];
    if (typeof value === 'string' && value.trim() === '') throw badRequest(`${f} tidak boleh kosong`);
  }
}
