// The field formats and their messages, written once: the server's validation messages
// (server/src/lib/validation.ts) and the forms' yup rules (../rules/schemas.ts) both read them.
// The contract (openapi.yaml `Nik`, `NoKk`) and the database (the CHECKs of server/src/db/schema.ts)
// keep their own copy of the pattern as their guards; tests hold both equal to NOMOR_16_DIGIT.

/** NIK and No. KK: exactly 16 ASCII digits. */
export const NOMOR_16_DIGIT = { pattern: '^[0-9]{16}$', length: 16 } as const;
export const DIGITS_16 = new RegExp(NOMOR_16_DIGIT.pattern);

/** The 16-digit fields of the contract's bodies, and what a wrong value gets (each names its field). */
export const FORMAT_16_DIGIT_MESSAGES = {
  nik: 'NIK harus 16 digit angka',
  nik_ayah: 'NIK Ayah harus 16 digit angka',
  nik_ibu: 'NIK Ibu harus 16 digit angka',
  no_kk: 'Nomor KK harus 16 digit angka',
} as const;
export type Field16Digit = keyof typeof FORMAT_16_DIGIT_MESSAGES;

/** The same fields as search parameters: a whole number or its first digits (the contract's NumberPrefix). */
export const SEARCH_NUMBER_MESSAGES = {
  nik: 'NIK pencarian hanya boleh berisi angka, paling banyak 16 digit',
  no_kk: 'Nomor KK pencarian hanya boleh berisi angka, paling banyak 16 digit',
} as const;

/** Uploads (spec §5, word for word): entry documents, death archive, the proposer's photo. */
export const UPLOAD_MESSAGES = {
  fileRequired: 'A file is Required',
  fileTooLarge: 'Maximum size is 10mb',
  fileFormat: 'Unsupported Format, We just Support : jpg/jpeg/png',
  /** The entry documents take a PDF scan too (issue 40): the spec's message would no longer be true. */
  fileFormatMasuk: 'Format berkas tidak didukung, gunakan foto jpg/jpeg/png atau hasil pindai pdf',
} as const;

/** A count typed as text that is not a whole number of 0 or more (spec §5, the statement's pengikut). */
export const NOT_A_NUMBER_MESSAGE = 'Input harus berupa angka';

/** The message of a 16-digit field, or undefined for any other field. */
export function format16DigitMessage(field: string): string | undefined {
  return Object.hasOwn(FORMAT_16_DIGIT_MESSAGES, field) ? FORMAT_16_DIGIT_MESSAGES[field as Field16Digit] : undefined;
}

/** The message of a 16-digit search parameter, or undefined for any other parameter. */
export function searchNumberMessage(param: string): string | undefined {
  return Object.hasOwn(SEARCH_NUMBER_MESSAGES, param) ? SEARCH_NUMBER_MESSAGES[param as keyof typeof SEARCH_NUMBER_MESSAGES] : undefined;
}

/** A village's Kemendagri code (the contract's KodeWilayah) and a postal code, with their messages. */
export const KODE_WILAYAH = { pattern: '^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$', contoh: '35.07.01.2001' } as const;
export const KODE_POS = { pattern: '^[0-9]{5}$' } as const;
export const REGION_FORMAT_MESSAGES = {
  kode_wilayah: 'Kode wilayah harus berformat NN.NN.NN.NNNN (10 digit), mis. 35.07.01.2001',
  kode: 'Kode wilayah harus berformat NN.NN.NN.NNNN (10 digit), mis. 35.07.01.2001',
  kode_pos: 'Kode pos harus 5 digit angka',
} as const;

/** The message of a region field's format, or undefined for any other field. */
export function regionFormatMessage(field: string): string | undefined {
  return Object.hasOwn(REGION_FORMAT_MESSAGES, field) ? REGION_FORMAT_MESSAGES[field as keyof typeof REGION_FORMAT_MESSAGES] : undefined;
}

/** Every password (users, the first Super Admin of a village, one's own): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The server's words for a too-short text field ('password minimal 8 karakter'): the forms say the same. */
/**
 * A new password must differ from the current one (issue 40): a password someone else set stays known to
 * them until its owner picks another.
 */
export const PASSWORD_BARU_SAMA_MESSAGE = 'Password baru harus berbeda dari password lama';
export const minLengthMessage = (field: string, limit: number): string => `${field} minimal ${limit} karakter`;
