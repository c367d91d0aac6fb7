import type { ErrorCode } from '../contract.js';
import { AppError } from '../lib/errors.js';

/**
 * The database's unique and foreign-key constraints as the 409 each one means: the one place a
 * duplicate becomes an answer. A rule of the registry, so it lives in the domain; the error plugin only
 * maps a violated constraint through it (plugins/errors.ts), and test/layers.test.ts holds every name
 * here to a constraint the migrated database has. Services insert and let the constraint decide (also when two requests
 * race); a rule checked before the write (a second death record) throws `constraintConflict(name)`,
 * so the words stay here. A constraint not named here answers the generic CONFLICT.
 */
export const CONSTRAINT_CONFLICTS = {
  // Usernames are unique across the regency (a sign-in names no village): the answer says only that the
  // name cannot be had, never where it is used (docs/decisions.md, issue 33).
  users_username_uq: { code: 'USERNAME_TAKEN', message: 'Username tidak tersedia. Silakan pilih username lain.' },
  penduduk_desa_nik_uq: { code: 'NIK_TAKEN', message: 'NIK sudah terdaftar' },
  // Two villages registering one NIK at the same moment: the service names the village when it can.
  penduduk_nik_aktif_uq: { code: 'NIK_TAKEN', message: 'NIK sudah terdaftar sebagai penduduk aktif di desa lain' },
  kartu_keluarga_desa_no_kk_uq: { code: 'NO_KK_TAKEN', message: 'Nomor KK sudah terdaftar' },
  desa_kode_wilayah_uq: { code: 'KODE_WILAYAH_TAKEN', message: 'Desa dengan kode wilayah ini sudah terdaftar' },
  desa_kode_unique: { code: 'KODE_WILAYAH_TAKEN', message: 'Desa dengan kode wilayah ini sudah terdaftar' },
  penduduk_one_kepala_per_kk_uq: { code: 'KEPALA_EXISTS', message: 'Kartu keluarga ini sudah memiliki Kepala Keluarga' },
  kematian_penduduk_uq: { code: 'KEMATIAN_EXISTS', message: 'Data kematian penduduk ini sudah ada' },
  arsip_kematian_kematian_uq: { code: 'ARSIP_KEMATIAN_EXISTS', message: 'Arsip kematian untuk data ini sudah ada' },
  keterangan_masuk_kk_uq: { code: 'KETERANGAN_MASUK_EXISTS', message: 'Data keterangan masuk untuk kartu keluarga ini sudah ada' },
  keterangan_keluar_penduduk_keluar_uq: { code: 'KETERANGAN_KELUAR_EXISTS', message: 'Data penduduk keluar ini sudah memiliki keterangan keluar' },
  signatures_kelahiran_uq: { code: 'SIGNATURE_EXISTS', message: 'Nama penandatangan untuk surat ini sudah ada' },
  signatures_kematian_uq: { code: 'SIGNATURE_EXISTS', message: 'Nama penandatangan untuk surat ini sudah ada' },
  signatures_penduduk_keluar_uq: { code: 'SIGNATURE_EXISTS', message: 'Nama penandatangan untuk surat ini sudah ada' },
  // The village's areas (issue 35): a name or number taken (the form puts it on its field, nama), and an RT
  // given to a card or person while it is deleted (services/wilayah-desa.ts checks first; this is the race).
  dusun_desa_nama_uq: { code: 'CONFLICT', message: 'Nama dusun sudah ada di desa ini' },
  rw_dusun_nomor_uq: { code: 'CONFLICT', message: 'Nomor RW sudah ada di dusun ini' },
  rt_rw_nomor_uq: { code: 'CONFLICT', message: 'Nomor RT sudah ada di RW ini' },
  kartu_keluarga_rt_id_rt_id_fk: { code: 'DATA_MASIH_DIPAKAI', message: 'Wilayah masih dipakai sebagai alamat kartu keluarga' },
  penduduk_rt_id_rt_id_fk: { code: 'DATA_MASIH_DIPAKAI', message: 'Wilayah masih dipakai sebagai alamat penduduk' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

export type ConflictConstraint = keyof typeof CONSTRAINT_CONFLICTS;

/** The 409 of a constraint, for a rule a service checks before it writes. */
export function constraintConflict(constraint: ConflictConstraint): AppError {
  const { code, message } = CONSTRAINT_CONFLICTS[constraint];
  return new AppError(409, code, message);
}

/** The code and message of a violated constraint named in the table, else undefined (the generic CONFLICT). */
export function conflictOfConstraint(name: string | undefined): { code: ErrorCode; message: string } | undefined {
  return name !== undefined && Object.hasOwn(CONSTRAINT_CONFLICTS, name) ? CONSTRAINT_CONFLICTS[name as ConflictConstraint] : undefined;
}
