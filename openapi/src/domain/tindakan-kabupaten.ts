// The regency's reach into a village (issue 33): a Super Admin the Admin Kabupaten creates in a village
// that already has one, or a village account's password it sets, says why. The reason's rule is the
// contract's `alasan_tindakan` (SuperAdminDesaInput, PasswordResetInput: trimmed, 10 to 500
// characters), said before typing and checked before sending by the console's forms; the server
// refuses the same (and its absence where it is required) with these words.
import { minLengthMessage } from './format';

export const ALASAN_TINDAKAN_MIN_LENGTH = 10;
export const ALASAN_TINDAKAN_MAX_LENGTH = 500;

const LABEL = 'Alasan';

export const ALASAN_TINDAKAN_MESSAGES = {
  kosong: `${LABEL} wajib diisi: desa akan membaca alasan ini`,
  pendek: minLengthMessage(LABEL, ALASAN_TINDAKAN_MIN_LENGTH),
  panjang: `${LABEL} maksimal ${ALASAN_TINDAKAN_MAX_LENGTH} karakter`,
} as const;

/** What is wrong with a reason (as the server would refuse it), or undefined when it may be sent. */
export function periksaAlasanTindakan(alasan: string | undefined): string | undefined {
  const text = (alasan ?? '').trim();
  if (text === '') return ALASAN_TINDAKAN_MESSAGES.kosong;
  if (text.length < ALASAN_TINDAKAN_MIN_LENGTH) return ALASAN_TINDAKAN_MESSAGES.pendek;
  if (text.length > ALASAN_TINDAKAN_MAX_LENGTH) return ALASAN_TINDAKAN_MESSAGES.panjang;
  return undefined;
}

/** Said under the field before typing. */
export const ALASAN_TINDAKAN_PETUNJUK = `Wajib diisi, minimal ${ALASAN_TINDAKAN_MIN_LENGTH} karakter. Dicatat di log aktivitas desa dan ditampilkan kepada Super Admin desa.`;
