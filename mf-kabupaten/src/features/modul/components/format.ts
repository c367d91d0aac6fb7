// How versions, sizes and times of module releases read on screen.
import { formatTanggalWaktu } from '@sid/ui/format';
import type { ModulKabupaten, VersiBawaan } from '../api/list-modul-kabupaten';

/** 'Bawaan server (0.1.0)', or 'Bawaan server' when the built-in build says no version. */
export function labelBawaan(bawaan: VersiBawaan | null): string {
  return bawaan?.versi ? `Bawaan server (${bawaan.versi})` : 'Bawaan server';
}

/** A version as the regency sees it: a release's, or the built-in build for null. */
export function labelVersi(versi: string | null, bawaan: VersiBawaan | null): string {
  return versi ?? labelBawaan(bawaan);
}

/** The versions a default or a pin may be set to: compatible releases (newest first), then the built-in build. */
export interface PilihanVersi {
  value: string;
  versi: string | null;
  label: string;
  /** Why it cannot be chosen here (an incompatible build), else null. */
  alasan: string | null;
}

/** Value of the built-in build in a <select> (an option's value cannot be null). */
export const NILAI_BAWAAN = '__bawaan__';

export function pilihanVersi(modul: ModulKabupaten, denganBawaan: boolean): PilihanVersi[] {
  const rilis = modul.rilis.map((r) => ({
    value: r.versi,
    versi: r.versi as string | null,
    label: r.cocok ? r.versi : `${r.versi} (tidak cocok)`,
    alasan: r.cocok ? null : r.alasan ?? 'Tidak cocok dengan server ini',
  }));
  if (!denganBawaan || !modul.bawaan) return rilis;
  const bawaan = modul.bawaan;
  return [...rilis, {
    value: NILAI_BAWAAN,
    versi: null,
    label: bawaan.cocok ? labelBawaan(bawaan) : `${labelBawaan(bawaan)} (tidak cocok)`,
    alasan: bawaan.cocok ? null : bawaan.alasan ?? 'Tidak cocok dengan server ini',
  }];
}

export { ukuranBerkas as ukuran } from '@sid/ui/pilih-berkas';

export const angka = (n: number): string => n.toLocaleString('id-ID');

const MENIT = 60_000;
const JAM = 60 * MENIT;
const HARI = 24 * JAM;

/** 'baru saja', '5 menit lalu', '3 jam lalu', '2 hari lalu'; the date and time after a week. */
export function waktuRelatif(pada: string, now: number = Date.now()): string {
  const selisih = now - new Date(pada).getTime();
  if (Number.isNaN(selisih)) return '';
  if (selisih < MENIT) return 'baru saja';
  if (selisih < JAM) return `${Math.floor(selisih / MENIT)} menit lalu`;
  if (selisih < HARI) return `${Math.floor(selisih / JAM)} jam lalu`;
  if (selisih < 7 * HARI) return `${Math.floor(selisih / HARI)} hari lalu`;
  return formatTanggalWaktu(pada);
}
