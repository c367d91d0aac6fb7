import type { Kelahiran } from '@sid/openapi';

/** The birth's own fields, as the add form and the edit dialog hold them (all text). */
export interface KelahiranFields {
  nik: string;
  nama: string;
  jenis_kelamin: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  hari_kelahiran: string;
  jam_lahir: string;
  agama: string;
  nomor_surat_kelahiran: string;
  hubungan_pelapor: string;
}

/** The add form: the birth plus the parents' NIK, by which the server finds them. */
export interface KelahiranCreateValues extends KelahiranFields {
  nik_ayah: string;
  nik_ibu: string;
}

/** The edit dialog: the same, the parents' NIK starting as the parents on record (a correction changes them). */
export type KelahiranEditValues = KelahiranCreateValues;

export const EMPTY_KELAHIRAN: KelahiranFields = {
  nik: '',
  nama: '',
  jenis_kelamin: '',
  tempat_lahir: '',
  tanggal_lahir: '',
  hari_kelahiran: '',
  jam_lahir: '',
  agama: '',
  nomor_surat_kelahiran: '',
  hubungan_pelapor: '',
};

export const EMPTY_KELAHIRAN_CREATE: KelahiranCreateValues = { nik_ayah: '', nik_ibu: '', ...EMPTY_KELAHIRAN };

/** The edit dialog starts from the record (nulls become empty fields; a parent whose record is gone, too). */
export function fromKelahiran(k: Kelahiran): KelahiranEditValues {
  return {
    nik_ayah: k.data_ayah?.nik ?? '',
    nik_ibu: k.data_ibu?.nik ?? '',
    nik: k.nik ?? '',
    nama: k.nama ?? '',
    jenis_kelamin: k.jenis_kelamin ?? '',
    tempat_lahir: k.tempat_lahir ?? '',
    tanggal_lahir: k.tanggal_lahir ?? '',
    hari_kelahiran: k.hari_kelahiran ?? '',
    jam_lahir: k.jam_lahir ?? '',
    agama: k.agama ?? '',
    nomor_surat_kelahiran: k.nomor_surat_kelahiran ?? '',
    hubungan_pelapor: k.hubungan_pelapor ?? '',
  };
}

/** Every value trimmed. */
export function trimmed<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[key] = typeof value === 'string' ? value.trim() : value;
  return out as T;
}
