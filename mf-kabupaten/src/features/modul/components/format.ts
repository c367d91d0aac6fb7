// How versions, sizes and times of module releases read on screen.
import { formatTanggalWaktu } from '@sid/ui/format';
import type { ModulKabupaten, VersiBawaan } from '../api/list-modul-kabupaten';
import type { ModulDesa } from '../api/list-modul-desa';

/** 'Versi bawaan (0.1.0)', or 'Versi bawaan' when the built-in build says no version. */
export function labelBawaan(bawaan: VersiBawaan | null): string {
  return bawaan?.versi ? `Versi bawaan (${bawaan.versi})` : 'Versi bawaan';
}

/** A version as the regency sees it in a cell: a release's ('0.1.1'), or the built-in build for null. */
export function labelVersi(versi: string | null, bawaan: VersiBawaan | null): string {
  return versi ?? labelBawaan(bawaan);
}

/** A version in a sentence: 'versi 0.1.1', 'versi bawaan (0.1.0)'. */
export function sebutVersi(versi: string | null, bawaan: VersiBawaan | null): string {
  return versi ? `versi ${versi}` : labelBawaan(bawaan).toLowerCase();
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?/;

/** Semver precedence of two versions (negative, 0, positive); null when either is unknown. */
export function bandingkanVersi(a: string | null, b: string | null): number | null {
  const x = a ? SEMVER.exec(a) : null;
  const y = b ? SEMVER.exec(b) : null;
  if (!x || !y) return null;
  for (const i of [1, 2, 3]) {
    const d = Number(x[i]) - Number(y[i]);
    if (d !== 0) return d;
  }
  if (x[4] === y[4]) return 0;
  if (!x[4]) return 1;
  if (!y[4]) return -1;
  return x[4] < y[4] ? -1 : 1;
}

/**
 * A move from one version to another named for what it does: 'Naikkan ke versi 0.1.1' (newer),
 * 'Turunkan ke versi bawaan (0.1.0)' (older), 'Pindah ke …' when the versions cannot be compared.
 * null stands for the built-in build, whose version `bawaan` says.
 */
export function labelPindah(dari: string | null, ke: string | null, bawaan: VersiBawaan | null): string {
  const arah = bandingkanVersi(ke ?? bawaan?.versi ?? null, dari ?? bawaan?.versi ?? null);
  const kata = arah === null || arah === 0 ? 'Pindah' : arah > 0 ? 'Naikkan' : 'Turunkan';
  return `${kata} ke ${sebutVersi(ke, bawaan)}`;
}

/**
 * Whether the running server can serve a build, in the officer's words; the server's own reason
 * (ranges and contract versions) stays in the technical details.
 */
export function kecocokanPolos(cocok: boolean, alasan: string | null | undefined): string {
  if (cocok) return 'Cocok dengan server ini';
  // The server's reasons (services/modul-penugasan.ts): the shell's module contract, or the API's.
  if (alasan && /shell|kontrak modul/i.test(alasan)) return 'Tidak cocok: memerlukan versi aplikasi yang lain';
  if (alasan && /kontrak/i.test(alasan)) return 'Tidak cocok: dibuat untuk versi server yang lain';
  return 'Tidak cocok dengan server ini';
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

/** A village's rollback: from the version it runs to its previous pin (null: the regency's version again). */
export function kembaliDesa(modul: ModulKabupaten, d: Pick<ModulDesa, 'versi_berlaku' | 'versi_sebelumnya'>): string {
  if (d.versi_sebelumnya === null) {
    const kata = labelPindah(d.versi_berlaku, modul.versi_default, modul.bawaan).split(' ')[0];
    return `${kata} ke versi kabupaten`;
  }
  return labelPindah(d.versi_berlaku, d.versi_sebelumnya, modul.bawaan);
}

/**
 * The rollback button for chosen villages, named for what it does when they all go the same way
 * ('Turunkan ke versi 0.1.0'); villages with no previous version are left as they are.
 */
export function labelKembaliDesa(modul: ModulKabupaten, desa: readonly Pick<ModulDesa, 'versi_berlaku' | 'versi_sebelumnya' | 'ada_versi_sebelumnya'>[]): string {
  const labels = new Set(desa.filter((d) => d.ada_versi_sebelumnya).map((d) => kembaliDesa(modul, d)));
  const [satu] = [...labels];
  return labels.size === 1 && satu ? satu : 'Kembalikan versi sebelumnya tiap desa';
}
