// The activity log's kinds (issue 40): what a clerk filters the log by, each a label and the log
// entities it gathers. The server filters on the entities, the screen lists the labels: one table.
// An entity named by no kind is still listed without a kind filter.

export const JENIS_AKTIVITAS = {
  penduduk: { label: 'Penduduk', entitas: ['penduduk'] },
  kartu_keluarga: { label: 'Kartu Keluarga', entitas: ['kartu_keluarga'] },
  penduduk_masuk: { label: 'Penduduk Masuk', entitas: ['keterangan_masuk'] },
  penduduk_keluar: { label: 'Penduduk Keluar', entitas: ['penduduk_keluar', 'keterangan_keluar'] },
  kelahiran: { label: 'Kelahiran', entitas: ['kelahiran'] },
  kematian: { label: 'Kematian', entitas: ['kematian', 'arsip_kematian'] },
  penanda_tangan: { label: 'Penanda Tangan Surat', entitas: ['signatures'] },
  surat: { label: 'Layanan Surat', entitas: ['surat', 'surat_jenis', 'surat_jenis_desa', 'surat_logo', 'surat_pejabat', 'surat_penomoran'] },
  sesi: { label: 'Masuk dan Keluar Aplikasi', entitas: ['session'] },
  pengguna: { label: 'Pengguna', entitas: ['user', 'tindakan_kabupaten'] },
  data_terhapus: { label: 'Data Terhapus', entitas: ['data_terhapus'] },
  impor: { label: 'Impor Penduduk', entitas: ['impor_penduduk'] },
  desa: { label: 'Identitas dan Wilayah Desa', entitas: ['desa', 'wilayah_desa'] },
  laporan: { label: 'Laporan Bulanan', entitas: ['laporan_bulanan'] },
  cadangan: { label: 'Cadangan Data', entitas: ['cadangan'] },
  modul: { label: 'Modul', entitas: ['modul_desa', 'modul_kabupaten', 'modul_rilis'] },
} as const satisfies Record<string, { label: string; entitas: readonly string[] }>;

export type JenisAktivitas = keyof typeof JENIS_AKTIVITAS;

export const JENIS_AKTIVITAS_NILAI = Object.keys(JENIS_AKTIVITAS) as JenisAktivitas[];

export function isJenisAktivitas(value: unknown): value is JenisAktivitas {
  return typeof value === 'string' && Object.hasOwn(JENIS_AKTIVITAS, value);
}

/** The log entities of a kind. */
export function entitasJenisAktivitas(jenis: JenisAktivitas): readonly string[] {
  return JENIS_AKTIVITAS[jenis].entitas;
}
