// The console's counts of moves between villages (GET /api/kabupaten/pindah_antar_desa: a row per
// month, kecamatan of origin and of destination, and status) folded into one row per month and pair
// of kecamatan, with a column per status: what the page shows. Pure, tested on its own.
import type { components } from '@sid/openapi';

export type JumlahPindah = components['schemas']['JumlahPindahAntarDesaResponse']['data'][number];
type Status = JumlahPindah['status'];

export interface BarisRekap {
  bulan: string;
  kecamatanAsal: string;
  kecamatanTujuan: string;
  /** Moves (and the people in them) per status. */
  jumlah: Record<Status, { pindah: number; orang: number }>;
}

const kosong = (): BarisRekap['jumlah'] => ({
  dikirim: { pindah: 0, orang: 0 },
  diterima: { pindah: 0, orang: 0 },
  ditolak: { pindah: 0, orang: 0 },
  dibatalkan: { pindah: 0, orang: 0 },
});

/** One row per month and pair of kecamatan, newest month first (the server's order kept within). */
export function rekapPindah(rows: readonly JumlahPindah[]): BarisRekap[] {
  const byKey = new Map<string, BarisRekap>();
  for (const r of rows) {
    const key = `${r.bulan}|${r.kecamatan_asal}|${r.kecamatan_tujuan}`;
    const baris = byKey.get(key) ?? { bulan: r.bulan, kecamatanAsal: r.kecamatan_asal, kecamatanTujuan: r.kecamatan_tujuan, jumlah: kosong() };
    baris.jumlah[r.status].pindah += r.jumlah;
    baris.jumlah[r.status].orang += r.orang;
    byKey.set(key, baris);
  }
  return [...byKey.values()].sort((x, y) => y.bulan.localeCompare(x.bulan) || x.kecamatanAsal.localeCompare(y.kecamatanAsal) || x.kecamatanTujuan.localeCompare(y.kecamatanTujuan));
}

/** "3 KK (8 orang)", or "-" for none. */
export const tampilJumlah = (j: { pindah: number; orang: number }): string => (j.pindah === 0 ? '-' : `${j.pindah} KK (${j.orang} orang)`);
