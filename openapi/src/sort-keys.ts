// The sortable columns of every list, as the contract's `*Sort` enums (openapi.yaml) give them, so a
// module never writes a list's sort keys by hand: `SORT_KEYS.KematianSort` is what
// `useTableState(..., { sortKeys })` accepts from a URL, and `sortKeyOf` narrows a table's column to
// another list's enum (the card search sorts by the card's head). Checked both ways at compile time
// against the generated types below, and in order against the yaml by sort-keys.test.ts, which also
// fails when the yaml gains a `*Sort` enum that is not listed here.
import type { components } from './schema';

type Schemas = components['schemas'];
/** The names of the contract's sort enums: `PendudukSort`, `KematianSort`, ... (not `SortOrder`). */
export type SortSchema = Exclude<Extract<keyof Schemas, `${string}Sort`>, 'SortOrder'>;

export const SORT_KEYS = {
  PendudukSort: ['no_kk', 'nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'posisi_dalam_keluarga', 'status_penduduk', 'createdAt'],
  KartuKeluargaSort: ['no_kk', 'nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'jumlah_anggota', 'createdAt'],
  PendudukMasukSort: ['no_kk', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'jumlah_anggota', 'data_lengkap', 'tanggal_datang', 'createdAt'],
  PendudukKeluarSort: ['no_kk', 'nama_lengkap', 'jenis_kelamin', 'tempat_tanggal_lahir', 'alamat_asal', 'umur', 'jumlah_pengikut', 'data_lengkap', 'createdAt'],
  KelahiranSort: ['nama', 'jenis_kelamin', 'tempat_lahir', 'tanggal_lahir', 'agama', 'hubungan_pelapor', 'createdAt'],
  KematianSort: ['nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'data_lengkap', 'tanggal_meninggal', 'createdAt'],
  UserSort: ['nama_lengkap', 'username', 'role', 'createdAt'],
  ActivitySort: ['createdAt', 'activity_name', 'activity_by'],
  TindakanKabupatenSort: ['createdAt'],
  DataTerhapusSort: ['dihapus_pada', 'jenis'],
  DesaSort: ['nama_desa', 'kecamatan', 'kode_wilayah', 'penduduk', 'kartu_keluarga', 'penduduk_masuk', 'penduduk_keluar', 'meninggal', 'belum_lengkap'],
  ModulDesaSort: ['nama_desa', 'kecamatan', 'kode_wilayah'],
  CadanganSort: ['mulai', 'ukuran', 'status'],
  SuratSort: ['createdAt', 'tanggal', 'nomor', 'nama_penduduk', 'jenis'],
} as const satisfies { [K in SortSchema]: readonly Schemas[K][] };

/** `value` when it is a sort key of list `schema`, else undefined (a table's column another list cannot sort by). */
export function sortKeyOf<K extends SortSchema>(schema: K, value: string | undefined): Schemas[K] | undefined {
  return value !== undefined && (SORT_KEYS[schema] as readonly string[]).includes(value) ? (value as Schemas[K]) : undefined;
}

// ---- compile-time: each list holds every value of its enum (`satisfies` above: nothing else) ----------
type Missing<K extends SortSchema> = Exclude<Schemas[K], (typeof SORT_KEYS)[K][number]>;
type Assert<T extends true> = T;
export type SortKeysMatchContract = Assert<[{ [K in SortSchema]: Missing<K> }[SortSchema]] extends [never] ? true : false>;
