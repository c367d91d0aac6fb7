/**
 * Reading a module release (the .tgz that `pnpm release <modul>` packs, docs/modul-rilis-format.md)
 * before anything of it is kept: a gzip'd tar of regular files and directories only, with
 * `sid-rilis.json` at its root naming a module the server knows, its semver version, the ranges of
 * contract and shell it supports, and the size and SHA-256 of every other file, which must match
 * exactly (none missing, none extra).
 *
 * A hostile archive cannot take the server down: the gzip is inflated here as a stream, counting, and
 * refused as soon as it passes BATAS_RILIS.terurai (plus the tar headers' share), so a gzip bomb costs
 * at most that much work; no file is kept in memory (each is hashed as it streams by, and copied out
 * to the store the same way), so memory stays bounded whatever the archive holds. A file whose header
 * declares more than what is left is refused before its bytes are read. Only the types a module needs
 * (modul/jenis-berkas.ts) pass, and an SVG only without anything active in it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import semver from 'semver';
import { Parser, type ReadEntry } from 'tar';
import { AppError } from '../lib/errors.js';
import { alasanJenisDitolak, BATAS_SVG, jenisBerkas, svgAktif } from './jenis-berkas.js';

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

export const BATAS_RILIS = {
  /** The archive as uploaded. */
  bytes: 50 * 1024 * 1024,
  /** Every file inside, unpacked. */
  terurai: 300 * 1024 * 1024,
  /** Files inside (directories not counted). */
  berkas: 5000,
};

/** The manifest's name at the archive's root. */
export const NAMA_MANIFEST = 'sid-rilis.json';
/** The build identity every module's dist holds (tooling/rspack/identitas-modul-plugin.mjs). */
export const NAMA_IDENTITAS = 'sid-modul.json';
const tidakValid = (alasan: string) => new RilisTidakValid(`Berkas rilis tidak valid: ${alasan}`);
/** What the tar stream may hold beyond the files' bytes: a header and padding per entry, pax headers. */
const LEBIH_TAR = (berkas: number) => (berkas * 2 + 64) * 2048;

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

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The most sid-rilis.json may be (5000 files listed take about 600 KB). */
const BATAS_MANIFEST = 4 * 1024 * 1024;

/**
 * The files of a checked release, handed out one at a time as streams (never all in memory): `tulis`
 * is called for each file in the archive's order and its promise awaited before the next.
 */
export type SalinBerkas = (tulis: (nama: string, isi: Readable) => Promise<void>) => Promise<void>;

export interface ArsipRilis {
  manifest: ManifestRilis;
  /** Streams the files (sid-rilis.json not among them) again from the archive, with every check. */
  salin: SalinBerkas;
  /** Their names, in the archive's order. */
  nama: string[];
  /** SHA-256 of the archive as uploaded. */
  sha256: string;
  /** Bytes of every file, unpacked. */
  ukuran: number;
}

/**
 * Checks the release archive and returns its manifest and a way to copy its files out
 * (sid-rilis.json not among them). The archive is read as a stream twice: once to check every
 * file's type, size and SHA-256 against the manifest (nothing kept but the manifest and each SVG while
 * it is checked), then, when the store writes it, to copy the files out one by one. So memory stays
 * bounded whatever the archive holds: a gzip bomb or thousands of entries cost CPU up to the limits,
 * not memory.
 */
export async function bacaArsipRilis(
  bytes: Buffer,
  opsi: { modulDikenal: ReadonlySet<string>; /** Tests lower the limits. */ batas?: Partial<typeof BATAS_RILIS> },
): Promise<ArsipRilis> {
  const batas = { ...BATAS_RILIS, ...opsi.batas };
  if (bytes.length > batas.bytes) throw tidakValid(`arsip lebih dari ${Math.round(batas.bytes / 1024 / 1024)} MB`);
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw tidakValid('bukan arsip .tgz (tar yang dikompresi gzip)');

  const terbaca = new Map<string, { ukuran: number; sha256: string }>();
  let mentah: Buffer | undefined;
  // sid-rilis.json comes first in what `pnpm release` packs: then every later file is held to it as
  // soon as its header is read (one not listed, or of another size, is refused before its bytes).
  let manifestAwal: ManifestRilis | undefined;
  await jelajahiTar(bytes, batas, (jalur, entry) => {
    if (manifestAwal && jalur !== NAMA_MANIFEST) {
      const tercantum = Object.hasOwn(manifestAwal.berkas, jalur) ? manifestAwal.berkas[jalur] : undefined;
      if (!tercantum) throw tidakValid(`berkas ${jalur} tidak tercantum di ${NAMA_MANIFEST}`);
      if (tercantum.ukuran !== entry.size) throw tidakValid(`ukuran ${jalur} tidak cocok (${entry.size ?? 0} byte, tercantum ${tercantum.ukuran})`);
    }
    const hash = createHash('sha256');
    let ukuran = 0;
    // Kept whole only while it is checked: the manifest, and an SVG (both bounded).
    const simpan = jalur === NAMA_MANIFEST || jenisBerkas(jalur)?.ekstensi === 'svg';
    const batasSimpan = jalur === NAMA_MANIFEST ? BATAS_MANIFEST : BATAS_SVG;
    if (simpan && (entry.size ?? 0) > batasSimpan) {
      throw tidakValid(`${jalur} lebih dari ${Math.round(batasSimpan / 1024 / 1024)} MB`);
    }
    const potongan: Buffer[] = [];
    return new Promise<void>((resolve, reject) => {
      entry.on('data', (c: Buffer) => {
        ukuran += c.length;
        hash.update(c);
        if (simpan) potongan.push(c);
      });
      entry.on('end', () => {
        if (jalur === NAMA_MANIFEST) {
          mentah = Buffer.concat(potongan);
          if (terbaca.size === 0) {
            try {
              manifestAwal = periksaManifest(mentah, opsi.modulDikenal);
            } catch (err) {
              return reject(err);
            }
          }
          return resolve();
        }
        terbaca.set(jalur, { ukuran, sha256: hash.digest('hex') });
        if (simpan) {
          const aktif = svgAktif(Buffer.concat(potongan), jenisBerkas(jalur)?.encoding ?? null);
          if (aktif) return reject(tidakValid(`${jalur} berisi ${aktif}; SVG di rilis modul tidak boleh memuat skrip, penangan kejadian, tautan javascript: atau foreignObject`));
        }
        resolve();
      });
    });
  });
  if (!mentah) throw tidakValid(`${NAMA_MANIFEST} tidak ada di akar arsip`);
  const manifest = manifestAwal ?? periksaManifest(mentah, opsi.modulDikenal);

  for (const [nama, isi] of [...terbaca].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const tercantum = Object.hasOwn(manifest.berkas, nama) ? manifest.berkas[nama] : undefined;
    if (!tercantum) throw tidakValid(`berkas ${nama} tidak tercantum di ${NAMA_MANIFEST}`);
    if (tercantum.ukuran !== isi.ukuran) throw tidakValid(`ukuran ${nama} tidak cocok (${isi.ukuran} byte, tercantum ${tercantum.ukuran})`);
    if (tercantum.sha256 !== isi.sha256) throw tidakValid(`SHA-256 ${nama} tidak cocok dengan ${NAMA_MANIFEST}`);
  }
  for (const nama of Object.keys(manifest.berkas).sort()) {
    if (!terbaca.has(nama)) throw tidakValid(`berkas ${nama} tercantum di ${NAMA_MANIFEST} tetapi tidak ada di arsip`);
  }
  if (!terbaca.has('mf-manifest.json')) throw tidakValid('mf-manifest.json tidak ada di akar arsip (bukan build modul)');

  let ukuran = 0;
  for (const isi of terbaca.values()) ukuran += isi.ukuran;
  const salin: SalinBerkas = (tulis) =>
    jelajahiTar(bytes, batas, (jalur, entry) => {
      if (jalur === NAMA_MANIFEST) {
        entry.resume();
        return undefined;
      }
      return tulis(jalur, entry as unknown as Readable);
    });
  return { manifest, salin, nama: [...terbaca.keys()], sha256: sha256(bytes), ukuran };
}

/**
 * Inflates and reads the tar as a stream, counting, and hands every regular file (its checked path)
 * to `berkas` with its entry; the next entry waits for the promise it returns. Refuses, as soon as it
 * is met: a damaged gzip or tar, a link or device, a path that escapes, a duplicate (a file and a
 * directory of one name too), a type a release may not hold, too many files or too many bytes.
 */
function jelajahiTar(
  bytes: Buffer,
  batas: typeof BATAS_RILIS,
  berkas: (jalur: string, entry: ReadEntry) => Promise<void> | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const namaBerkas = new Set<string>();
    const direktori = new Set<string>();
    let selesai = false;
    let jumlahBerkas = 0;
    let terurai = 0;
    let tarBytes = 0;
    const batasTar = batas.terurai + LEBIH_TAR(batas.berkas);
    const gunzip = createGunzip();
    // The files' own work (hashing, writing), one after another.
    let antrian: Promise<void> = Promise.resolve();

    const gagal = (err: unknown) => {
      if (selesai) return;
      selesai = true;
      akhirTar = true;
      gunzip.destroy();
      reject(err);
    };

    /** Every directory above a file: a file of one of those names (or the reverse) is a clash. */
    const catatInduk = (jalur: string): string | null => {
      const bagian = jalur.split('/');
      for (let i = 1; i < bagian.length; i++) {
        const induk = bagian.slice(0, i).join('/');
        if (namaBerkas.has(induk)) return induk;
        direktori.add(induk);
      }
      return null;
    };

    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        if (selesai) return entry.resume();
        // The archive's root itself ('./' of `tar -C dist .`) holds nothing.
        if (entry.type === 'Directory' && /^\.\/?$/.test(entry.path)) return entry.resume();
        const cek = periksaJalur(entry.path);
        if ('alasan' in cek) return gagal(tidakValid(cek.alasan));
        const jalur = cek.jalur;
        if (namaBerkas.has(jalur)) return gagal(tidakValid(`entri ganda di arsip: ${jalur}`));
        if (entry.type === 'Directory') {
          direktori.add(jalur);
          const bentrok = catatInduk(jalur);
          if (bentrok) return gagal(tidakValid(`${bentrok} adalah berkas sekaligus direktori di arsip`));
          return entry.resume();
        }
        if (entry.type !== 'File' && entry.type !== 'OldFile') {
          return gagal(tidakValid(`${jalur} bukan berkas biasa (${entry.type}); hanya berkas dan direktori yang diizinkan`));
        }
        if (direktori.has(jalur)) return gagal(tidakValid(`${jalur} adalah berkas sekaligus direktori di arsip`));
        const bentrok = catatInduk(jalur);
        if (bentrok) return gagal(tidakValid(`${bentrok} adalah berkas sekaligus direktori di arsip`));
        if (jalur !== NAMA_MANIFEST && !jenisBerkas(jalur)) return gagal(tidakValid(alasanJenisDitolak(jalur)));
        jumlahBerkas++;
        if (jumlahBerkas > batas.berkas) return gagal(tidakValid(`lebih dari ${batas.berkas} berkas di dalam arsip`));
        const ukuran = entry.size ?? 0;
        if (terurai + ukuran > batas.terurai) return gagal(terlaluBesar(batas));
        terurai += ukuran;
        namaBerkas.add(jalur);
        let kerja: Promise<void> | undefined;
        try {
          kerja = berkas(jalur, entry);
        } catch (err) {
          return gagal(err);
        }
        if (!kerja) return undefined;
        // A failure refuses at once (gagal); the queue itself never rejects.
        const tertangani = kerja.catch(gagal);
        antrian = antrian.then(() => tertangani);
        return undefined;
      },
    });
    // The tar ends at two zero blocks: what follows is padding, never read (the parser crawls
    // through it block by block, and a gzip bomb of zeros would be nothing else).
    let akhirTar = false;
    const akhiri = () => {
      if (akhirTar) return;
      akhirTar = true;
      gunzip.destroy();
      parser.end();
    };
    parser.on('eof', () => queueMicrotask(akhiri));
    parser.on('error', (err: Error) => gagal(tidakValid(`arsip tar rusak atau terpotong (${err.message})`)));
    parser.on('end', () => {
      if (selesai) return;
      void antrian.then(() => {
        if (selesai) return;
        selesai = true;
        resolve();
      });
    });
    // A file's reader (the store writing it to disk) slows the inflating down rather than let
    // inflated bytes pile up in memory.
    parser.on('drain', () => gunzip.resume());

    gunzip.on('data', (chunk: Buffer) => {
      if (selesai || akhirTar) return;
      tarBytes += chunk.length;
      if (tarBytes > batasTar) return gagal(terlaluBesar(batas));
      if (!parser.write(chunk)) gunzip.pause();
    });
    gunzip.on('error', () => gagal(tidakValid('kompresi gzip rusak atau arsip terpotong')));
    gunzip.on('end', () => {
      if (!selesai) akhiri();
    });
    gunzip.end(bytes);
  });
}

const terlaluBesar = (batas: typeof BATAS_RILIS) =>
  tidakValid(`isi arsip lebih dari ${Math.round(batas.terurai / 1024 / 1024)} MB setelah diekstrak (kemungkinan gzip bomb)`);

/** sid-rilis.json read and its module known. */
function periksaManifest(mentah: Buffer, modulDikenal: ReadonlySet<string>): ManifestRilis {
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
