// The resident fields the detail shows, for the proposer and (in its dialog) for a follower.
import type { Penduduk } from '@sid/openapi';
import { tampil } from '@sid/ui/format';
import type { DetailItem } from '@sid/ui/page';

/** Spec: NIK, name, age, education, family position, job, religion, marital status, birth place and date. */
export function pendudukItems(p: Penduduk): DetailItem[] {
  return [
    { label: 'NIK', value: tampil(p.nik) },
    { label: 'Nama Lengkap', value: tampil(p.nama_lengkap) },
    { label: 'Umur', value: tampil(p.umur) },
    { label: 'Pendidikan Terakhir', value: tampil(p.pendidikan_terakhir) },
    { label: 'Posisi dalam Keluarga', value: tampil(p.posisi_dalam_keluarga) },
    { label: 'Pekerjaan', value: tampil(p.pekerjaan) },
    { label: 'Agama', value: tampil(p.agama) },
    { label: 'Status Perkawinan', value: tampil(p.status_perkawinan) },
    { label: 'Tempat Tgl. Lahir', value: tampil(p.tempat_tanggal_lahir) },
  ];
}
