// Data Terhapus (the contract's tag data_terhapus): a delete says why. The reason's rule is the
// contract's `HapusInput.alasan` (trimmed, 3 to 500 characters), said before typing and checked
// before sending by the delete dialog (HapusDialog of @sid/ui/dialogs), which takes it as a prop.
import { minLengthMessage } from './format';

export const ALASAN_HAPUS_MIN_LENGTH = 3;
export const ALASAN_HAPUS_MAX_LENGTH = 500;

const LABEL = 'Alasan penghapusan';

export const ALASAN_HAPUS_MESSAGES = {
  kosong: `${LABEL} tidak boleh kosong`,
  pendek: minLengthMessage(LABEL, ALASAN_HAPUS_MIN_LENGTH),
  panjang: `${LABEL} maksimal ${ALASAN_HAPUS_MAX_LENGTH} karakter`,
} as const;

/** What is wrong with a reason (as the server would refuse it), or undefined when it may be sent. */
export function periksaAlasanHapus(alasan: string): string | undefined {
  const text = alasan.trim();
  if (text === '') return ALASAN_HAPUS_MESSAGES.kosong;
  if (text.length < ALASAN_HAPUS_MIN_LENGTH) return ALASAN_HAPUS_MESSAGES.pendek;
  if (text.length > ALASAN_HAPUS_MAX_LENGTH) return ALASAN_HAPUS_MESSAGES.panjang;
  return undefined;
}

/** The reason's rule as the delete dialog takes it: said beforehand, checked before sending. */
export const ATURAN_ALASAN_HAPUS = {
  petunjuk: `Wajib diisi, minimal ${ALASAN_HAPUS_MIN_LENGTH} karakter.`,
  maxLength: ALASAN_HAPUS_MAX_LENGTH,
  periksa: periksaAlasanHapus,
} as const;
