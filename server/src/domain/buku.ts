/**
 * The population books (issue 37), pure: B.2's labels of the ledger's kinds and B.3's sums by area,
 * sex and age group from the residents who count at the end of a month (data/buku.ts).
 */
import type { Schemas } from '../contract.js';

export type BarisRekap = Schemas['BukuRekapitulasiBaris'];

/** B.3's age groups (years at the end of the month): under-fives, children, youth, adults, elderly, and no birth date. */
export const KELOMPOK_UMUR = ['0–4', '5–14', '15–24', '25–59', '60+', 'Tanpa tanggal lahir'] as const;
const BATAS = [5, 15, 25, 60];

export function kelompokUmur(umur: number | null): number {
  if (umur === null) return KELOMPOK_UMUR.length - 1;
  const i = BATAS.findIndex((b) => umur < b);
  return i === -1 ? BATAS.length : i;
}

export const LABEL_MUTASI = {
  lahir: 'Lahir',
  datang: 'Datang',
  mati: 'Meninggal',
  pindah: 'Pindah',
  batal_mati: 'Pembatalan kematian',
  batal_pindah: 'Pembatalan pindah',
} as const;

export const TANPA_WILAYAH = 'Tanpa wilayah';
const nomor = (n: number | null) => (n === null ? '' : String(n).padStart(3, '0'));

/** B.3's raw material, one row a resident who counts at the end of the month (data/buku.ts reads them). */
export interface RekapRow {
  dusun: string | null;
  rw: number | null;
  rt: number | null;
  jenis_kelamin: string;
  /** Age in whole years at the end of the month, null without a birth date. */
  umur: number | null;
  kk_id: string;
}

/** One row per dusun / RW / RT that has a resident (those without an RT on one row of their own, last), and the total. */
export function susunRekap(rows: readonly RekapRow[]): { baris: BarisRekap[]; jumlah: BarisRekap } {
  type Acc = BarisRekap & { kks: Set<string>; urut: string };
  const baru = (dusun: string, rw: string, rt: string, urut: string): Acc => ({
    dusun, rw, rt, laki_laki: 0, perempuan: 0, jumlah: 0, kk: 0, umur: KELOMPOK_UMUR.map(() => ({ laki_laki: 0, perempuan: 0 })), kks: new Set(), urut,
  });
  const per = new Map<string, Acc>();
  const total = baru('Jumlah', '', '', '');
  for (const r of rows) {
    const ada = r.rt !== null;
    const kunci = ada ? `${r.dusun}|${r.rw}|${r.rt}` : '~';
    const urut = ada ? `0|${r.dusun}|${nomor(r.rw)}|${nomor(r.rt)}` : '1';
    const acc = per.get(kunci) ?? baru(ada ? (r.dusun ?? '') : TANPA_WILAYAH, nomor(r.rw), nomor(r.rt), urut);
    per.set(kunci, acc);
    for (const a of [acc, total]) {
      const laki = r.jenis_kelamin === 'Laki laki';
      const g = a.umur[kelompokUmur(r.umur)] as { laki_laki: number; perempuan: number };
      if (laki) {
        a.laki_laki += 1;
        g.laki_laki += 1;
      } else {
        a.perempuan += 1;
        g.perempuan += 1;
      }
      a.jumlah += 1;
      a.kks.add(r.kk_id);
    }
  }
  const keluar = ({ kks, urut: _u, ...a }: Acc): BarisRekap => ({ ...a, kk: kks.size });
  const baris = [...per.values()].sort((a, b) => a.urut.localeCompare(b.urut, 'id')).map(keluar);
  return { baris, jumlah: keluar(total) };
}
