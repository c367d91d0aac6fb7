/**
 * The manifest of a module release (sid-rilis.json) and the build identity of a module's dist
 * (sid-modul.json): their fields read and checked, and the paths a release may hold. The archive
 * itself is read in arsip.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { AppError } from '../lib/errors.js';

/** What a release may be. */
export const BATAS_RILIS = {
  /** The archive as uploaded. */
  bytes: 50 * 1024 * 1024,
  /** Every file inside, unpacked. */
  terurai: 300 * 1024 * 1024,
  /** Files inside (directories not counted). */
  berkas: 5000,
};

/** The most sid-rilis.json may be (5000 files listed take about 600 KB). */
export const BATAS_MANIFEST = 4 * 1024 * 1024;

export interface ManifestRilis {
  id: string;
  versi: string;
  versi_kontrak: string;
  rentang_kontrak: string;
  rentang_shell: string;
  dibuat_pada?: string;
  berkas: Record<string, { ukuran: number; sha256: string }>;
}

/** A release archive that cannot be installed: 400 RILIS_TIDAK_VALID, the message shown as is. */
export class RilisTidakValid extends AppError {
  constructor(pesan: string) {
    super(400, 'RILIS_TIDAK_VALID', pesan);
    this.name = 'RilisTidakValid';
  }
}

/** The manifest's name at the archive's root. */
export const NAMA_MANIFEST = 'sid-rilis.json';
/** The build identity every module's dist holds (tooling/rspack/identitas-modul-plugin.mjs). */
export const NAMA_IDENTITAS = 'sid-modul.json';
export const tidakValid = (alasan: string) => new RilisTidakValid(`Berkas rilis tidak valid: ${alasan}`);

/**
 * A path inside a release: relative, '/'-separated, no '.', '..' or empty segment, no backslash or
 * NUL. Returns the path without a leading './' and a directory's trailing '/', or the reason it is
 * refused.
 */
export function periksaJalur(jalur: string): { jalur: string } | { alasan: string } {
  if (jalur.includes('\0')) return { alasan: `nama berkas berisi karakter NUL: ${JSON.stringify(jalur)}` };
  if (jalur.includes('\\')) return { alasan: `nama berkas berisi garis miring terbalik (\\): ${jalur}` };
  if (jalur.startsWith('/') || /^[A-Za-z]:/.test(jalur)) return { alasan: `jalur absolut tidak diizinkan: ${jalur}` };
  const bersih = jalur.replace(/^(\.\/)+/, '').replace(/\/$/, '');
  const bagian = bersih.split('/');
  if (bagian.includes('..')) return { alasan: `jalur keluar dari arsip ('..') tidak diizinkan: ${jalur}` };
  if (bersih === '' || bagian.some((b) => b === '' || b === '.')) return { alasan: `nama berkas tidak valid: ${JSON.stringify(jalur)}` };
  return { jalur: bersih };
}

/** sid-rilis.json read and its module known. */
export function periksaManifest(mentah: Buffer, modulDikenal: ReadonlySet<string>): ManifestRilis {
  const manifest = bacaManifest(mentah);
  if (!modulDikenal.has(manifest.id)) throw new RilisTidakValid(`Modul tidak dikenal: ${manifest.id}`);
  return manifest;
}

function bacaManifest(mentah: Buffer): ManifestRilis {
  let data: unknown;
  try {
    data = JSON.parse(mentah.toString('utf8'));
  } catch {
    throw tidakValid(`${NAMA_MANIFEST} bukan JSON yang valid`);
  }
  const identitas = bacaIdentitas(data, (alasan) => {
    throw tidakValid(`${NAMA_MANIFEST}: ${alasan}`);
  });
  const berkas = (data as { berkas?: unknown }).berkas;
  if (typeof berkas !== 'object' || berkas === null || Array.isArray(berkas)) throw tidakValid(`${NAMA_MANIFEST}: "berkas" harus berupa objek`);
  const hasil: ManifestRilis['berkas'] = {};
  for (const [nama, isi] of Object.entries(berkas as Record<string, unknown>)) {
    const cek = periksaJalur(nama);
    if ('alasan' in cek || cek.jalur !== nama) throw tidakValid(`${NAMA_MANIFEST}: nama berkas tidak valid: ${JSON.stringify(nama)}`);
    if (nama === NAMA_MANIFEST) throw tidakValid(`${NAMA_MANIFEST} tidak boleh mencantumkan dirinya sendiri`);
    const { ukuran, sha256: hash } = (isi ?? {}) as { ukuran?: unknown; sha256?: unknown };
    if (typeof ukuran !== 'number' || !Number.isSafeInteger(ukuran) || ukuran < 0 || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
      throw tidakValid(`${NAMA_MANIFEST}: berkas ${nama} harus punya "ukuran" (byte) dan "sha256" (64 digit heksadesimal)`);
    }
    hasil[nama] = { ukuran, sha256: hash };
  }
  return { ...identitas, berkas: hasil };
}

/** The identity fields of sid-rilis.json or sid-modul.json; `salah` is called with the first problem. */
function bacaIdentitas(data: unknown, salah: (alasan: string) => never): Omit<ManifestRilis, 'berkas'> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return salah('harus berupa objek JSON');
  const d = data as Record<string, unknown>;
  for (const kunci of ['id', 'versi', 'versi_kontrak', 'rentang_kontrak', 'rentang_shell'] as const) {
    if (typeof d[kunci] !== 'string' || d[kunci] === '') salah(`"${kunci}" harus berupa teks`);
  }
  const { id, versi, versi_kontrak, rentang_kontrak, rentang_shell, dibuat_pada } = d as Record<string, string>;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id!)) salah(`"id" tidak valid: ${JSON.stringify(id)}`);
  if (semver.valid(versi!) !== versi) salah(`"versi" bukan versi semver yang valid: ${JSON.stringify(versi)}`);
  if (semver.valid(versi_kontrak!) !== versi_kontrak) salah(`"versi_kontrak" bukan versi semver yang valid: ${JSON.stringify(versi_kontrak)}`);
  if (semver.validRange(rentang_kontrak!) === null) salah(`"rentang_kontrak" bukan rentang semver yang valid: ${JSON.stringify(rentang_kontrak)}`);
  if (semver.validRange(rentang_shell!) === null) salah(`"rentang_shell" bukan rentang semver yang valid: ${JSON.stringify(rentang_shell)}`);
  if (dibuat_pada !== undefined && (typeof dibuat_pada !== 'string' || Number.isNaN(Date.parse(dibuat_pada)))) salah('"dibuat_pada" harus berupa waktu ISO 8601');
  return {
    id: id!,
    versi: versi!,
    versi_kontrak: versi_kontrak!,
    rentang_kontrak: rentang_kontrak!,
    rentang_shell: rentang_shell!,
    ...(dibuat_pada !== undefined ? { dibuat_pada } : {}),
  };
}

/** The build identity of a module's dist (its sid-modul.json), or null when it has none or it is invalid. */
export async function bacaIdentitasBawaan(distDir: string): Promise<Omit<ManifestRilis, 'berkas'> | null> {
  let teks: string;
  try {
    teks = await readFile(join(distDir, NAMA_IDENTITAS), 'utf8');
  } catch {
    return null;
  }
  try {
    return bacaIdentitas(JSON.parse(teks), (alasan) => {
      throw new Error(alasan);
    });
  } catch {
    return null;
  }
}
