// The reference values, in one place for the server and the forms. They equal the enums of
// openapi.yaml (checked at compile time below against the generated types, and at test time against
// the yaml itself); the database's CHECK constraints are built from them (server/src/db/schema.ts).
import type { components } from '../schema';

type Schemas = components['schemas'];

export const AGAMA = ['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Konghucu', 'Kepercayaan'] as const;

export const STATUS_PERKAWINAN = ['Belum Kawin', 'Kawin', 'Cerai Hidup', 'Cerai Mati'] as const;

export const PENDIDIKAN_TERAKHIR = [
  'Tidak/Belum Sekolah',
  'Belum Tamat SD/Sederajat',
  'Tamat SD/Sederajat',
  'SLTP/Sederajat',
  'SLTA/Sederajat',
  'Diploma I/II',
  'Akademi/Diploma III/Sarjana Muda',
  'Diploma IV/Strata I',
  'Strata II',
  'Strata III',
] as const;

export const JENIS_KELAMIN = ['Laki laki', 'Perempuan'] as const;

export const POSISI_DALAM_KELUARGA = [
  'Kepala Keluarga',
  'Suami',
  'Istri',
  'Anak',
  'Menantu',
  'Cucu',
  'Orang Tua',
  'Mertua',
  'Famili Lain',
  'Pembantu',
  'Lainnya',
] as const;

/** Blood type as the KK form (F-1.01) lists it, in its order (issue 35). */
export const GOLONGAN_DARAH = ['A', 'B', 'AB', 'O', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Tidak Tahu'] as const;

export const KEWARGANEGARAAN = ['WNI', 'WNA'] as const;

/** Penyandang cacat, the KK form's codes (Permendagri 118/2017); a person without one has none (null). */
export const DISABILITAS = ['1', '2', '3', '4', '5', '6'] as const;

export const STATUS_PENDUDUK = ['', 'penduduk_masuk', 'penduduk_keluar', 'meninggal'] as const;

/** The statuses a new resident may start with. */
export const STATUS_PENDUDUK_AWAL = ['', 'penduduk_masuk'] as const;

/** Admin and Super Admin are a village's staff; the Admin Kabupaten runs the regency console. */
export const ROLE = ['Admin', 'Super Admin', 'Admin Kabupaten'] as const;

/** The roles of a village's staff (what a village's Super Admin can give; operations without x-roles). */
export const VILLAGE_ROLE = ['Admin', 'Super Admin'] as const;

export const SORT_ORDER = ['asc', 'desc'] as const;

/** Dukcapil's occupation list, offered by the forms; pekerjaan also accepts other text (max 100). */
export const PEKERJAAN = [
  'Belum/Tidak Bekerja',
  'Mengurus Rumah Tangga',
  'Pelajar/Mahasiswa',
  'Pensiunan',
  'Pegawai Negeri Sipil',
  'Tentara Nasional Indonesia',
  'Kepolisian RI',
  'Perdagangan',
  'Petani/Pekebun',
  'Peternak',
  'Nelayan/Perikanan',
  'Industri',
  'Konstruksi',
  'Transportasi',
  'Karyawan Swasta',
  'Karyawan BUMN',
  'Karyawan BUMD',
  'Karyawan Honorer',
  'Buruh Harian Lepas',
  'Buruh Tani/Perkebunan',
  'Buruh Nelayan/Perikanan',
  'Buruh Peternakan',
  'Pembantu Rumah Tangga',
  'Tukang Cukur',
  'Tukang Listrik',
  'Tukang Batu',
  'Tukang Kayu',
  'Tukang Sol Sepatu',
  'Tukang Las/Pandai Besi',
  'Tukang Jahit',
  'Tukang Gigi',
  'Penata Rias',
  'Penata Busana',
  'Penata Rambut',
  'Mekanik',
  'Seniman',
  'Tabib',
  'Paraji',
  'Perancang Busana',
  'Penterjemah',
  'Imam Masjid',
  'Pendeta',
  'Pastor',
  'Wartawan',
  'Ustadz/Mubaligh',
  'Juru Masak',
  'Promotor Acara',
  'Anggota DPR-RI',
  'Anggota DPD',
  'Anggota BPK',
  'Presiden',
  'Wakil Presiden',
  'Anggota Mahkamah Konstitusi',
  'Anggota Kabinet/Kementerian',
  'Duta Besar',
  'Gubernur',
  'Wakil Gubernur',
  'Bupati',
  'Wakil Bupati',
  'Walikota',
  'Wakil Walikota',
  'Anggota DPRD Provinsi',
  'Anggota DPRD Kabupaten/Kota',
  'Dosen',
  'Guru',
  'Pilot',
  'Pengacara',
  'Notaris',
  'Arsitek',
  'Akuntan',
  'Konsultan',
  'Dokter',
  'Bidan',
  'Perawat',
  'Apoteker',
  'Psikiater/Psikolog',
  'Penyiar Televisi',
  'Penyiar Radio',
  'Pelaut',
  'Peneliti',
  'Sopir',
  'Pialang',
  'Paranormal',
  'Pedagang',
  'Perangkat Desa',
  'Kepala Desa',
  'Biarawati',
  'Wiraswasta',
  'Lainnya',
] as const;

export type Agama = (typeof AGAMA)[number];
export type StatusPerkawinan = (typeof STATUS_PERKAWINAN)[number];
export type PendidikanTerakhir = (typeof PENDIDIKAN_TERAKHIR)[number];
export type JenisKelamin = (typeof JENIS_KELAMIN)[number];
export type PosisiDalamKeluarga = (typeof POSISI_DALAM_KELUARGA)[number];
export type StatusPenduduk = (typeof STATUS_PENDUDUK)[number];
export type GolonganDarah = (typeof GOLONGAN_DARAH)[number];
export type Kewarganegaraan = (typeof KEWARGANEGARAAN)[number];
export type Disabilitas = (typeof DISABILITAS)[number];
/** What a new resident may start as (a create body may ask for one of these and nothing else). */
export type StatusPendudukAwal = (typeof STATUS_PENDUDUK_AWAL)[number];
export type Role = (typeof ROLE)[number];

/** How a status is shown (spec §3). */
export const STATUS_PENDUDUK_LABEL: Record<StatusPenduduk, string> = {
  '': 'Hidup',
  penduduk_masuk: 'Penduduk Masuk Desa',
  penduduk_keluar: 'Penduduk Keluar Desa',
  meninggal: 'Meninggal',
};

/** The head of a family card: one per card (server-rules "Family cards"), and the default position (spec §9). */
export const KEPALA_KELUARGA = 'Kepala Keluarga' satisfies PosisiDalamKeluarga;
export const DEFAULT_POSISI_DALAM_KELUARGA: PosisiDalamKeluarga = KEPALA_KELUARGA;
/** Page sizes of every list and the default (spec §9). */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;
/** Upload limit: 10485760 bytes (spec §9). */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** Types accepted for entry documents and death archives (the proposer photo takes any image). */
export const DOCUMENT_IMAGE_TYPES = ['image/jpg', 'image/jpeg', 'image/png'] as const;
/**
 * Types accepted for an incoming family's entry documents (issue 40): offices scan the card and the
 * moving letter to PDF, so a PDF scan is taken beside a jpg/png photo. The server reads the type from
 * the bytes (file-type), never from the name; the client checks the type the browser reports.
 */
export const KETERANGAN_MASUK_TYPES = ['image/jpg', 'image/jpeg', 'image/png', 'application/pdf'] as const;

// ---- compile-time: each list equals the generated enum, both ways ---------------------------
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type EnumsMatchContract = [
  Assert<Same<Agama, Schemas['Agama']>>,
  Assert<Same<StatusPerkawinan, Schemas['StatusPerkawinan']>>,
  Assert<Same<PendidikanTerakhir, Schemas['PendidikanTerakhir']>>,
  Assert<Same<JenisKelamin, Schemas['JenisKelamin']>>,
  Assert<Same<PosisiDalamKeluarga, Schemas['PosisiDalamKeluarga']>>,
  Assert<Same<StatusPenduduk, Schemas['StatusPenduduk']>>,
  Assert<Same<GolonganDarah, Schemas['GolonganDarah']>>,
  Assert<Same<Kewarganegaraan, Schemas['Kewarganegaraan']>>,
  Assert<Same<Disabilitas, Schemas['Disabilitas']>>,
  Assert<Same<StatusPendudukAwal, Schemas['StatusPendudukAwal']>>,
  Assert<Same<Role, Schemas['Role']>>,
  Assert<Same<(typeof SORT_ORDER)[number], Schemas['SortOrder']>>,
];
