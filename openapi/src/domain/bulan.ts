// Months of the monthly report (issue 37): 'YYYY-MM', their order, their neighbours and their
// Indonesian names. Pure: the server's report and the screens' month picker both use these.

/** A month as the API takes it: 'YYYY-MM'. */
export const BULAN_POLA = '^[0-9]{4}-(0[1-9]|1[0-2])$';
const BULAN = new RegExp(BULAN_POLA);

export const NAMA_BULAN_LAPORAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'] as const;

export const BULAN_SALAH = 'Bulan harus berformat TTTT-BB, misalnya 2026-03';
export const BULAN_BELUM_BERJALAN = 'Bulan tersebut belum berjalan';

export function isBulan(value: unknown): value is string {
  return typeof value === 'string' && BULAN.test(value);
}

function pecah(bulan: string): [number, number] {
  return [Number(bulan.slice(0, 4)), Number(bulan.slice(5, 7))];
}

function susun(tahun: number, bulan: number): string {
  return `${String(tahun).padStart(4, '0')}-${String(bulan).padStart(2, '0')}`;
}

/** The month `n` months after `bulan` (before it when n < 0). */
export function tambahBulan(bulan: string, n: number): string {
  const [tahun, b] = pecah(bulan);
  const indeks = tahun * 12 + (b - 1) + n;
  return susun(Math.floor(indeks / 12), (indeks % 12) + 1);
}

export const bulanBerikut = (bulan: string): string => tambahBulan(bulan, 1);
export const bulanSebelum = (bulan: string): string => tambahBulan(bulan, -1);

/** The month of a date 'YYYY-MM-DD'. */
export const bulanDari = (tanggal: string): string => tanggal.slice(0, 7);

/** The first day of the month, 'YYYY-MM-01'. */
export const awalBulan = (bulan: string): string => `${bulan}-01`;

/** 'Maret 2026'. */
export function labelBulan(bulan: string): string {
  const [tahun, b] = pecah(bulan);
  return `${NAMA_BULAN_LAPORAN[b - 1] ?? ''} ${tahun}`;
}

/** The months from `dari` to `sampai`, both included, oldest first (empty when dari > sampai). */
export function daftarBulan(dari: string, sampai: string): string[] {
  const hasil: string[] = [];
  for (let b = dari; b <= sampai; b = bulanBerikut(b)) hasil.push(b);
  return hasil;
}

/**
 * Whether a village owes the report of month `bulan`: a month from its first month on (the month of
 * its first ledger record or of its creation, whichever is earlier). A village installed today owes
 * nothing for last month.
 */
export const bulanWajibLapor = (bulan: string, bulanPertama: string): boolean => bulan >= bulanPertama;

/**
 * The month the village is reminded to close, or null: last month, when it is over, owed (from the
 * village's first month on) and not closed yet. One rule for the Laporan Bulanan screen, the
 * dashboard's reminder and the regency's list of villages that have not closed.
 */
export function bulanPerluDitutup(laporan: { bulan_berjalan: string; tutup_terakhir: string | null; bulan_pertama: string }): string | null {
  const lalu = bulanSebelum(laporan.bulan_berjalan);
  if (!bulanWajibLapor(lalu, laporan.bulan_pertama)) return null;
  if (laporan.tutup_terakhir !== null && laporan.tutup_terakhir >= lalu) return null;
  return lalu;
}
