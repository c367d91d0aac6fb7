// Records as the API returns them, for the component tests.
import type { Kelahiran, Kematian, Penduduk, Signature } from '@sid/openapi';
import { DATA_KK_KOSONG } from '@sid/openapi/domain';

const STAMP = '2026-01-05T02:00:00.000Z';

export function penduduk(overrides: Partial<Penduduk> = {}): Penduduk {
  return {
    _id: 'p-ayah',
    nik: '3507010101900001',
    nama_lengkap: 'Budi Santoso',
    tempat_tanggal_lahir: 'Malang, 01 Januari 1990',
    umur: '36',
    tempat_lahir: 'Malang',
    tanggal_lahir: '1990-01-01',
    perlu_dilengkapi: [],
    alamat_asal: 'Dusun Krajan RT 01 RW 02, Watugede',
    agama: 'Islam',
    pekerjaan: 'Petani/Pekebun',
    pendidikan_terakhir: 'SLTA/Sederajat',
    status_perkawinan: 'Kawin',
    jenis_kelamin: 'Laki laki',
    posisi_dalam_keluarga: 'Kepala Keluarga',
    ...DATA_KK_KOSONG,
    status_penduduk: '',
    keluarga_dari: { _id: 'kk-1', no_kk: '3507010101900100' },
    data_kelahiran: null,
    data_kematian: null,
    data_penduduk_keluar: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export const ayah = penduduk();
export const ibu = penduduk({
  _id: 'p-ibu',
  nik: '3507014101920002',
  nama_lengkap: 'Siti Aminah',
  tempat_tanggal_lahir: 'Malang, 01 Januari 1992',
  umur: '34',
  jenis_kelamin: 'Perempuan',
  pekerjaan: 'Mengurus Rumah Tangga',
  posisi_dalam_keluarga: 'Istri',
});

export const signer: Signature = { _id: 'sig-1', nama_lengkap: 'Slamet Riyadi', nama_jabatan: 'Kepala Desa', createdAt: STAMP, updatedAt: STAMP };

export function kelahiran(overrides: Partial<Kelahiran> = {}): Kelahiran {
  return {
    _id: 'k1',
    nik: '3507010501260003',
    nama: 'Ahmad Fauzi',
    jenis_kelamin: 'Laki laki',
    tempat_lahir: 'Malang',
    tanggal_lahir: '2026-01-05',
    agama: 'Islam',
    hari_kelahiran: 'Senin',
    jam_lahir: '08:30',
    nomor_surat_kelahiran: '474.1/012/35.07.01/2026',
    hubungan_pelapor: 'Ayah',
    data_ayah: ayah,
    data_ibu: ibu,
    signatures: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function kematian(overrides: Partial<Kematian> = {}): Kematian {
  return {
    _id: 'm1',
    pemilik_data: penduduk({ _id: 'p-mati', nik: '3507010101500009', nama_lengkap: 'Sukardi', umur: '76', status_penduduk: 'meninggal', tempat_tanggal_lahir: 'Malang, 01 Januari 1950' }),
    arsip_kematian: null,
    tanggal_meninggal: '2026-01-04',
    hari_meninggal: 'Minggu',
    tempat_meninggal: 'Rumah duka, Watugede',
    nomor_surat_kematian: '474.3/005/35.07.01/2026',
    penyebab_meninggal: 'Sakit tua',
    signatures: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export const ARSIP_URL = '/files/3f1c2b7a.jpg?exp=1767600000&sig=abc_DEF-123';

/** A File of a given type; its size can be faked without allocating it. */
export function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
