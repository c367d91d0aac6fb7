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
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { alasanJenisDitolak, BATAS_SVG, jenisBerkas, svgAktif } from './jenis-berkas.js';
import { BATAS_MANIFEST, BATAS_RILIS, NAMA_MANIFEST, periksaJalur, periksaManifest, tidakValid, type ManifestRilis } from './manifest-rilis.js';

export { BATAS_RILIS, bacaIdentitasBawaan, NAMA_IDENTITAS, NAMA_MANIFEST, periksaJalur, RilisTidakValid, type ManifestRilis } from './manifest-rilis.js';

/** What the tar stream may hold beyond the files' bytes: a header and padding per entry, pax headers. */
const LEBIH_TAR = (berkas: number) => (berkas * 2 + 64) * 2048;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

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
