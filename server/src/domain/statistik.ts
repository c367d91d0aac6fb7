/**
 * Statistik Penduduk (issue 37): the tables of a village's or the regency's living residents from the
 * counts of sid_statistik_ringkas (migration 0034). Pure: every table is built from one dimension's
 * counts, each of which holds every living resident once, so each table adds up to the same total
 * (the dashboard's men + women). A value left empty is its own line ("Belum diisi"), never dropped.
 */
import { AGAMA, PENDIDIKAN_TERAKHIR, PEKERJAAN, STATUS_PERKAWINAN } from '@sid/openapi/domain';
import type { Schemas } from '../contract.js';

export type TabelStatistik = Schemas['TabelStatistik'];
export type BarisStatistik = Schemas['BarisStatistik'];
export type KunciStatistik = TabelStatistik['kunci'];

/** One row of the function: a dimension's category for one sex (and village), and its count. */
export interface JumlahStatistik {
  dimensi: string;
  kategori: string | null;
  jenis_kelamin: string;
  jumlah: number;
}

/** Five-year age groups (the pyramid's bars), the last open: 75 tahun ke atas. */
export const LEBAR_KELOMPOK_UMUR = 5;
export const KELOMPOK_UMUR_TERAKHIR = 75;
export const BELUM_DIISI = 'Belum diisi';
export const TANPA_LAHIR = 'Tanggal lahir belum diisi';
export const TANPA_RT = 'Belum tercatat di RT';

export function kelompokUmur(umur: number | null): string {
  if (umur === null || !Number.isFinite(umur)) return TANPA_LAHIR;
  if (umur >= KELOMPOK_UMUR_TERAKHIR) return `${KELOMPOK_UMUR_TERAKHIR} tahun ke atas`;
  const awal = Math.floor(umur / LEBAR_KELOMPOK_UMUR) * LEBAR_KELOMPOK_UMUR;
  return `${awal}–${awal + LEBAR_KELOMPOK_UMUR - 1} tahun`;
}

/** Every age group in order, youngest first (a table lists them all, empty ones too: the pyramid's axis). */
export const KELOMPOK_UMUR: readonly string[] = [
  ...Array.from({ length: KELOMPOK_UMUR_TERAKHIR / LEBAR_KELOMPOK_UMUR + 1 }, (_, i) => kelompokUmur(i * LEBAR_KELOMPOK_UMUR)),
];

export const JUDUL_STATISTIK: Record<KunciStatistik, string> = {
  umur: 'Kelompok Umur',
  agama: 'Agama',
  pendidikan: 'Pendidikan Terakhir',
  pekerjaan: 'Pekerjaan',
  status_perkawinan: 'Status Perkawinan',
  dusun: 'Dusun',
  rw: 'RW',
  rt: 'RT',
};

/** 'NNN/NNN/name' of the function: RW, RT, dusun. */
function wilayahDari(kategori: string | null): { dusun: string; rw: string; rt: string } | null {
  if (kategori === null) return null;
  return { rw: String(Number(kategori.slice(0, 3))).padStart(3, '0'), rt: String(Number(kategori.slice(4, 7))).padStart(3, '0'), dusun: kategori.slice(8) };
}

/** The category a row counts under in table `kunci`. */
function kategoriDi(kunci: KunciStatistik, kategori: string | null): string {
  if (kunci === 'umur') return kelompokUmur(kategori === null ? null : Number(kategori));
  if (kunci === 'dusun' || kunci === 'rw' || kunci === 'rt') {
    const w = wilayahDari(kategori);
    if (!w) return TANPA_RT;
    if (kunci === 'dusun') return w.dusun;
    return kunci === 'rw' ? `${w.dusun}, RW ${w.rw}` : `${w.dusun}, RW ${w.rw}, RT ${w.rt}`;
  }
  return kategori === null || kategori.trim() === '' ? BELUM_DIISI : kategori;
}

const DIMENSI: Record<KunciStatistik, string> = {
  umur: 'umur',
  agama: 'agama',
  pendidikan: 'pendidikan',
  pekerjaan: 'pekerjaan',
  status_perkawinan: 'status_perkawinan',
  dusun: 'wilayah',
  rw: 'wilayah',
  rt: 'wilayah',
};

const URUTAN: Partial<Record<KunciStatistik, readonly string[]>> = {
  umur: [...KELOMPOK_UMUR, TANPA_LAHIR],
  agama: AGAMA,
  pendidikan: PENDIDIKAN_TERAKHIR,
  pekerjaan: PEKERJAAN,
  status_perkawinan: STATUS_PERKAWINAN,
};

function urutkan(kunci: KunciStatistik, baris: BarisStatistik[]): BarisStatistik[] {
  const urutan = URUTAN[kunci] ?? [];
  const posisi = (k: string) => {
    if (k === BELUM_DIISI || k === TANPA_RT) return Number.MAX_SAFE_INTEGER;
    const i = urutan.indexOf(k);
    return i === -1 ? urutan.length : i;
  };
  return baris.sort((a, b) => posisi(a.kategori) - posisi(b.kategori) || a.kategori.localeCompare(b.kategori, 'id'));
}

/** One table: a line per category (each age group always, others as counted), in the domain's order. */
export function susunTabel(kunci: KunciStatistik, rows: readonly JumlahStatistik[]): TabelStatistik {
  const per = new Map<string, BarisStatistik>();
  if (kunci === 'umur') for (const k of KELOMPOK_UMUR) per.set(k, { kategori: k, laki_laki: 0, perempuan: 0, jumlah: 0 });
  for (const r of rows) {
    if (r.dimensi !== DIMENSI[kunci]) continue;
    const kategori = kategoriDi(kunci, r.kategori);
    const b = per.get(kategori) ?? { kategori, laki_laki: 0, perempuan: 0, jumlah: 0 };
    if (r.jenis_kelamin === 'Laki laki') b.laki_laki += r.jumlah;
    else if (r.jenis_kelamin === 'Perempuan') b.perempuan += r.jumlah;
    b.jumlah += r.jumlah;
    per.set(kategori, b);
  }
  return { kunci, judul: JUDUL_STATISTIK[kunci], baris: urutkan(kunci, [...per.values()]) };
}

/** The living total by sex (any one dimension holds everyone: age). */
export function jumlahDari(rows: readonly JumlahStatistik[]): Omit<BarisStatistik, 'kategori'> {
  const t = { laki_laki: 0, perempuan: 0, jumlah: 0 };
  for (const r of rows) {
    if (r.dimensi !== 'umur') continue;
    if (r.jenis_kelamin === 'Laki laki') t.laki_laki += r.jumlah;
    else if (r.jenis_kelamin === 'Perempuan') t.perempuan += r.jumlah;
    t.jumlah += r.jumlah;
  }
  return t;
}

export const TABEL_UMUM: readonly KunciStatistik[] = ['umur', 'agama', 'pendidikan', 'pekerjaan', 'status_perkawinan'];
export const TABEL_WILAYAH: readonly KunciStatistik[] = ['dusun', 'rw', 'rt'];

/** Every table of the given kinds. */
export const susunStatistik = (rows: readonly JumlahStatistik[], kunci: readonly KunciStatistik[]): TabelStatistik[] => kunci.map((k) => susunTabel(k, rows));
