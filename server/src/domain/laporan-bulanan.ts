/**
 * Laporan Bulanan Penduduk (issue 37): the report's rows from the ledger's sums of one month. Pure: the
 * sums come from data/peristiwa.ts, one per group of the month's events:
 * - 'awal': every event recorded before the month (the start of the month);
 * - 'lahir', 'datang', 'mati', 'pindah': events recorded in the month that happened in it (or later, or
 *   on no day of their own), their cancellations in the month included;
 * - 'koreksi:YYYY-MM': events recorded in the month that happened in an earlier month (a late entry, or
 *   the cancellation of an earlier month's event), one line per month they belong to;
 * - 'data': residents entered or imported (existing residents, not arrivals), records deleted to and
 *   restored from Data Terhapus, a living resident's sex or family card edited.
 * Each sum is signed (+1 a person starts to count, -1 stops): the deaths' and departures' rows show the
 * people who left as a positive number; the correction lines keep their sign. The end of the month is
 * the start plus every signed sum, so it is the next month's start by construction.
 */
import { labelBulan } from '@sid/openapi/domain';
import type { Schemas } from '../contract.js';

export type BarisLaporan = Schemas['LaporanBulananBaris'];
export type KunciBaris = BarisLaporan['kunci'];

/** One group's signed sums: men, women, everyone, families (a family counts while it has a resident). */
export interface JumlahKelompok {
  kelompok: string;
  laki_laki: number;
  perempuan: number;
  jumlah: number;
  kk: number;
}

type Angka = Pick<BarisLaporan, 'laki_laki' | 'perempuan' | 'jumlah' | 'kk'>;

const NOL: Angka = { laki_laki: 0, perempuan: 0, jumlah: 0, kk: 0 };

export const LABEL_BARIS = {
  awal: 'Penduduk awal bulan',
  lahir: 'Lahir',
  mati: 'Meninggal',
  datang: 'Pendatang',
  pindah: 'Pindah',
  koreksi_data: 'Koreksi data (penduduk lama dicatat, data dihapus atau dipulihkan, jenis kelamin atau KK diubah)',
  akhir: 'Penduduk akhir bulan',
} as const;

export const labelKoreksi = (bulan: string): string => `Koreksi / terlambat: ${labelBulan(bulan)}`;

const tambah = (a: Angka, b: Angka, tanda = 1): Angka => ({
  laki_laki: a.laki_laki + tanda * b.laki_laki,
  perempuan: a.perempuan + tanda * b.perempuan,
  jumlah: a.jumlah + tanda * b.jumlah,
  kk: a.kk + tanda * b.kk,
});

const angkaDari = (j: JumlahKelompok | undefined): Angka =>
  j ? { laki_laki: j.laki_laki, perempuan: j.perempuan, jumlah: j.jumlah, kk: j.kk } : NOL;

/** The report's rows, in the regulation's order, the correction lines before the end of the month. */
export function susunLaporan(jumlah: readonly JumlahKelompok[]): BarisLaporan[] {
  const per = new Map(jumlah.map((j) => [j.kelompok, j]));
  const baris = (kunci: KunciBaris, label: string, angka: Angka, bulanPeristiwa: string | null = null): BarisLaporan => ({
    kunci,
    label,
    bulan_peristiwa: bulanPeristiwa,
    ...angka,
  });
  const awal = angkaDari(per.get('awal'));
  let akhir = awal;
  const hasil = [baris('awal', LABEL_BARIS.awal, awal)];
  for (const kunci of ['lahir', 'mati', 'datang', 'pindah'] as const) {
    const angka = angkaDari(per.get(kunci));
    akhir = tambah(akhir, angka);
    // The people who left show as a positive number.
    hasil.push(baris(kunci, LABEL_BARIS[kunci], kunci === 'mati' || kunci === 'pindah' ? tambah(NOL, angka, -1) : angka));
  }
  const koreksi = jumlah.filter((j) => j.kelompok.startsWith('koreksi:')).sort((a, b) => a.kelompok.localeCompare(b.kelompok));
  for (const j of koreksi) {
    const bulan = j.kelompok.slice('koreksi:'.length);
    akhir = tambah(akhir, angkaDari(j));
    hasil.push(baris('koreksi', labelKoreksi(bulan), angkaDari(j), bulan));
  }
  const data = per.get('data');
  if (data) {
    akhir = tambah(akhir, angkaDari(data));
    hasil.push(baris('koreksi_data', LABEL_BARIS.koreksi_data, angkaDari(data)));
  }
  hasil.push(baris('akhir', LABEL_BARIS.akhir, akhir));
  return hasil;
}

/** The start or end of a report's rows. */
export const barisDari = (rows: readonly BarisLaporan[], kunci: 'awal' | 'akhir'): BarisLaporan => rows.find((r) => r.kunci === kunci) as BarisLaporan;
