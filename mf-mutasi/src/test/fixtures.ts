// Records as the API returns them, for the component tests of mf-mutasi. Each feature adds its own
// exports below its heading; shared helpers keep their names.
import type { KeteranganKeluar, Penduduk, PendudukKeluar, Signature } from '@sid/openapi';
import type { KartuKeluarga, KeteranganMasuk } from '@sid/openapi';
import { DATA_KK_KOSONG } from '@sid/openapi/domain';

// ---------------------------------------------------------------------------------------------
// Outgoing residents (features/penduduk-keluar)

const KELUAR_STAMP = '2026-01-05T02:00:00.000Z';

/** A resident who moved out; `overrides` change any field. */
export function wargaKeluar(overrides: Partial<Penduduk> = {}): Penduduk {
  return {
    _id: 'pk-kepala',
    nik: '3507010101800001',
    nama_lengkap: 'Hartono Wijaya',
    tempat_tanggal_lahir: 'Malang, 01 Januari 1980',
    umur: '46',
    tempat_lahir: 'Malang',
    tanggal_lahir: '1980-01-01',
    perlu_dilengkapi: [],
    alamat_asal: 'Dusun Krajan RT 02 RW 01, Watugede',
    agama: 'Islam',
    pekerjaan: 'Wiraswasta',
    pendidikan_terakhir: 'SLTA/Sederajat',
    status_perkawinan: 'Kawin',
    jenis_kelamin: 'Laki laki',
    posisi_dalam_keluarga: 'Kepala Keluarga',
    ...DATA_KK_KOSONG,
    status_penduduk: 'penduduk_keluar',
    keluarga_dari: { _id: 'kk-keluar', no_kk: '3507010101800100' },
    data_kelahiran: null,
    data_kematian: null,
    data_penduduk_keluar: 'keluar-1',
    createdAt: KELUAR_STAMP,
    updatedAt: KELUAR_STAMP,
    ...overrides,
  };
}

/** The proposer (first person of a moved-out record) and two followers. */
export const pengusulKeluar = wargaKeluar();
export const pengikutKeluar: readonly Penduduk[] = [
  wargaKeluar({
    _id: 'pk-istri',
    nik: '3507014101830002',
    nama_lengkap: 'Sri Wahyuni',
    tempat_tanggal_lahir: 'Malang, 01 Januari 1983',
    umur: '43',
    pekerjaan: 'Mengurus Rumah Tangga',
    jenis_kelamin: 'Perempuan',
    posisi_dalam_keluarga: 'Istri',
  }),
  wargaKeluar({
    _id: 'pk-anak',
    nik: '3507010101100003',
    nama_lengkap: 'Rizky Wijaya',
    tempat_tanggal_lahir: 'Malang, 01 Januari 2010',
    umur: '16',
    pekerjaan: 'Pelajar/Mahasiswa',
    pendidikan_terakhir: 'SLTP/Sederajat',
    status_perkawinan: 'Belum Kawin',
    posisi_dalam_keluarga: 'Anak',
  }),
];

export const FOTO_PENGUSUL_URL = '/files/9a7b6c5d.png?exp=1767600000&sig=foto_PENGUSUL-1';

export function keteranganKeluar(overrides: Partial<KeteranganKeluar> = {}): KeteranganKeluar {
  return {
    _id: 'ket-1',
    nomor_surat: '474.4/021/35.07.01/2026',
    alamat_pindah: 'Jl. Melati No. 5, Kota Batu',
    alasan_pindah: 'Pekerjaan',
    pengikut: 2,
    tanggal_ktp: '2020-03-15',
    meninggalkan_desa_pada: '2026-01-10',
    catatan: 'Pindah bersama keluarga',
    kewarganegaraan: 'Indonesia',
    foto_pengusul: FOTO_PENGUSUL_URL,
    createdAt: KELUAR_STAMP,
    updatedAt: KELUAR_STAMP,
    ...overrides,
  };
}

export const penandaTanganKeluar: Signature = {
  _id: 'sig-keluar',
  nama_lengkap: 'Slamet Riyadi',
  nama_jabatan: 'Kepala Desa',
  createdAt: KELUAR_STAMP,
  updatedAt: KELUAR_STAMP,
};

/** A moved-out record: by default the proposer, two followers, a statement and no signer. */
export function pendudukKeluar(overrides: Partial<PendudukKeluar> = {}): PendudukKeluar {
  return {
    _id: 'keluar-1',
    penduduk_keluar_desa: [pengusulKeluar, ...pengikutKeluar],
    keterangan_keluar_desa: keteranganKeluar(),
    signatures: null,
    createdAt: KELUAR_STAMP,
    updatedAt: KELUAR_STAMP,
    ...overrides,
  };
}

/** A File of a given type; its size can be faked without allocating it. */
export function berkasGambar(name: string, type: string, size?: number): File {
  const file = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

// ---------------------------------------------------------------------------------------------
// Incoming residents (features/penduduk-masuk)

const MASUK_STAMP = '2026-01-06T03:00:00.000Z';

/** A resident of an incoming family (status penduduk_masuk); `overrides` change any field. */
export function wargaMasuk(overrides: Partial<Penduduk> = {}): Penduduk {
  return {
    _id: 'pm-kepala',
    nik: '3507010202850001',
    nama_lengkap: 'Agus Prasetyo',
    tempat_tanggal_lahir: 'Blitar, 02 Februari 1985',
    umur: '40',
    tempat_lahir: 'Blitar',
    tanggal_lahir: '1985-02-02',
    perlu_dilengkapi: [],
    alamat_asal: 'Jl. Merdeka No. 7, Blitar',
    agama: 'Islam',
    pekerjaan: 'Karyawan Swasta',
    pendidikan_terakhir: 'Diploma IV/Strata I',
    status_perkawinan: 'Kawin',
    jenis_kelamin: 'Laki laki',
    posisi_dalam_keluarga: 'Kepala Keluarga',
    ...DATA_KK_KOSONG,
    status_penduduk: 'penduduk_masuk',
    keluarga_dari: { _id: 'kk-masuk', no_kk: '3507010202850100' },
    data_kelahiran: null,
    data_kematian: null,
    data_penduduk_keluar: null,
    createdAt: MASUK_STAMP,
    updatedAt: MASUK_STAMP,
    ...overrides,
  };
}

export const kepalaMasuk = wargaMasuk();
export const istriMasuk = wargaMasuk({
  _id: 'pm-istri',
  nik: '3507014202870002',
  nama_lengkap: 'Dewi Lestari',
  tempat_tanggal_lahir: 'Blitar, 02 Februari 1987',
  umur: '38',
  tempat_lahir: 'Blitar',
  tanggal_lahir: '1987-02-02',
  pekerjaan: 'Guru',
  jenis_kelamin: 'Perempuan',
  posisi_dalam_keluarga: 'Istri',
});

export const FOTO_KK_URL = '/files/1a2b3c4d.jpg?exp=1767700000&sig=foto_KK-1';
export const FOTO_SURAT_MASUK_URL = '/files/5e6f7a8b.png?exp=1767700000&sig=surat_MASUK-1';

export function keteranganMasuk(overrides: Partial<KeteranganMasuk> = {}): KeteranganMasuk {
  return {
    _id: 'ket-masuk-1',
    foto_kk: FOTO_KK_URL,
    foto_surat_masuk: FOTO_SURAT_MASUK_URL,
    createdAt: MASUK_STAMP,
    updatedAt: MASUK_STAMP,
    ...overrides,
  };
}

/** An incoming family card: by default the head and his wife, without entry documents. */
export function kartuKeluargaMasuk(overrides: Partial<KartuKeluarga> = {}): KartuKeluarga {
  return {
    _id: 'kk-masuk',
    no_kk: '3507010202850100',
    anggota_keluarga: [kepalaMasuk, istriMasuk],
    data_penduduk_masuk: null,
    tanggal_datang: '2025-11-03',
    createdAt: MASUK_STAMP,
    updatedAt: MASUK_STAMP,
    ...overrides,
  };
}


