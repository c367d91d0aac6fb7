// What a form does with a refusal is decided by its code (openapi.yaml `ErrorCode`), never by its
// message: each conflict has a code of its own and the field it is about.
import type { components } from '../schema';

export type ErrorCode = components['schemas']['ErrorCode'];

/** The form field each coded refusal is about (the yaml's ErrorCode description names the same pairs). */
export const ERROR_CODE_FIELD = {
  NIK_TAKEN: 'nik',
  NO_KK_TAKEN: 'no_kk',
  USERNAME_TAKEN: 'username',
  KEPALA_EXISTS: 'posisi_dalam_keluarga',
  KODE_WILAYAH_TAKEN: 'kode_wilayah',
  PASSWORD_LAMA_SALAH: 'password_lama',
  AYAH_TIDAK_DITEMUKAN: 'nik_ayah',
  IBU_TIDAK_DITEMUKAN: 'nik_ibu',
  AYAH_BUKAN_LAKI_LAKI: 'nik_ayah',
  IBU_BUKAN_PEREMPUAN: 'nik_ibu',
  NIK_ORANG_TUA_SAMA: 'nik_ibu',
  NIK_BAYI_SAMA_ORANG_TUA: 'nik',
  NIK_TANGGAL_TIDAK_VALID: 'nik',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The field a refusal is about, or undefined when its code names none (the form's banner says it). */
export function fieldOfError(error: { code?: string }): string | undefined {
  const { code } = error;
  return code !== undefined && Object.hasOwn(ERROR_CODE_FIELD, code) ? ERROR_CODE_FIELD[code as keyof typeof ERROR_CODE_FIELD] : undefined;
}
