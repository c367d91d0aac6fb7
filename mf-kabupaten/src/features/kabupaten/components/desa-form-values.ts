import type { DesaRingkasan } from '@sid/openapi';

/** What the village dialogs hold (the code only when adding). */
export interface DesaFormValues {
  kode_wilayah: string;
  nama_desa: string;
  alamat_kantor: string;
  kode_pos: string;
  jabatan_kepala: string;
}

export const DESA_BARU: DesaFormValues = { kode_wilayah: '', nama_desa: '', alamat_kantor: '', kode_pos: '', jabatan_kepala: 'Kepala Desa' };

export function fromDesa(d: DesaRingkasan): DesaFormValues {
  return { kode_wilayah: d.kode_wilayah ?? '', nama_desa: d.nama_desa, alamat_kantor: d.alamat_kantor, kode_pos: d.kode_pos, jabatan_kepala: d.jabatan_kepala };
}
