// The join key (kunci gabung, issue 38, docs/adr/0023-ekspor-gabung-desa.md): the Admin Kabupaten gives it
// to a village that ran alone; it signs and encrypts the village's export and is typed again at the join.
// At least 16 characters (it is a passphrase over every NIK and password hash of a village). The
// standalone Super Admin's export form and the console's join form check it before sending; the server
// refuses the same with these words.
import { minLengthMessage } from './format';

export const KUNCI_GABUNG_MIN_LENGTH = 16;
/** The header's limit (openapi.yaml, KunciGabung). */
export const KUNCI_GABUNG_MAX_LENGTH = 256;

const LABEL = 'Kunci gabung';

export const KUNCI_GABUNG_MESSAGES = {
  kosong: `${LABEL} wajib diisi: mintalah kepada Admin Kabupaten`,
  pendek: minLengthMessage(LABEL, KUNCI_GABUNG_MIN_LENGTH),
  panjang: `${LABEL} maksimal ${KUNCI_GABUNG_MAX_LENGTH} karakter`,
} as const;

/** What is wrong with a join key (as the server would refuse it), or undefined when it may be sent. */
export function periksaKunciGabung(kunci: string | undefined): string | undefined {
  const k = kunci ?? '';
  if (k === '') return KUNCI_GABUNG_MESSAGES.kosong;
  if (k.length < KUNCI_GABUNG_MIN_LENGTH) return KUNCI_GABUNG_MESSAGES.pendek;
  if (k.length > KUNCI_GABUNG_MAX_LENGTH) return KUNCI_GABUNG_MESSAGES.panjang;
  return undefined;
}

/** Said under the field before typing. */
export const KUNCI_GABUNG_PETUNJUK = `Kunci yang diberikan Admin Kabupaten, minimal ${KUNCI_GABUNG_MIN_LENGTH} karakter. Kunci yang sama dipakai saat desa digabungkan.`;
