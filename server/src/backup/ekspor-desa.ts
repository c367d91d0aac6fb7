/**
 * A village's export for joining a regency (issue 38, docs/adr/0023-ekspor-gabung-desa.md): the backup's archive
 * (archive.ts: gzipped tar, sha256 of every part in manifest.json, AES-256-GCM with a passphrase) holding
 * database/<table>.json (the village's rows), uploads/<stored name> and a manifest of its own format, signed:
 * tanda-tangan.json is the HMAC-SHA256 of manifest.json's bytes under the join key (kunci gabung) the Admin
 * Kabupaten gives the village, which also encrypts the archive.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KUNCI_GABUNG_MIN_LENGTH } from '@sid/openapi/domain';
import type { Db } from '../db/client.js';
import { bacaDesa, catatEkspor, type Baris, type TabelDesa } from '../db/gabung.js';
import type { SchemaVersion } from '../db/migrate.js';
import { filesDir } from '../lib/stored-files.js';
import { ArchiveError, openArchive, packArchive } from './archive.js';
import { DecryptError } from './crypto.js';
import { MANIFEST_NAME, productInfo, sha256File, type ManifestFile } from './manifest.js';
import { safeName } from './tree.js';

export const EKSPOR_FORMAT = 'sid-ekspor-desa';
export const EKSPOR_FORMAT_VERSION = 1;
export const TANDA_TANGAN = 'tanda-tangan.json';
/** The join key: at least 16 characters (it is both the signing key and the encryption's passphrase; @sid/openapi/domain's rule). */
export const KUNCI_MIN = KUNCI_GABUNG_MIN_LENGTH;

export interface EksporManifest {
  format: typeof EKSPOR_FORMAT;
  formatVersion: number;
  product: { name: string; version: string };
  createdAt: string;
  /** Recorded by the regency on import: the same export is never imported twice. */
  eksporId: string;
  /** The village as the standalone had it (its id only to remap the rows). */
  desa: Baris;
  schema: SchemaVersion;
  /** Rows per table, and `berkas`: the uploads. */
  counts: Record<string, number>;
  /** Each table's columns as written (the import checks they are the regency's). */
  tables: TabelDesa[];
  files: ManifestFile[];
}

export const tandaTangan = (kunci: string, manifestBytes: Buffer) => createHmac('sha256', kunci.normalize('NFC')).update(manifestBytes).digest('hex');

/**
 * Writes the export of `desaId` (default: the install's own village) to `file`: the one writer of both
 * `npm run ekspor-desa` (the server stopped) and the Super Admin's button (services/ekspor-desa.ts).
 * `pelaku`: who the village's log names (default the command, 'Sistem (ekspor-desa)').
 */
export async function tulisEkspor(opts: { db: Db; dataDir: string; file: string; kunci: string; desaId?: string | null; pelaku?: { id: string | null; name: string } }): Promise<{ file: string; size: number; manifest: EksporManifest; hilang: string[] }> {
  if (opts.kunci.length < KUNCI_MIN) throw new ArchiveError(`Kunci gabung minimal ${KUNCI_MIN} karakter`);
  const dir = path.dirname(path.resolve(opts.file));
  await mkdir(dir, { recursive: true });
  const work = await mkdtemp(path.join(dir, '.ekspor-desa-'));
  const tmp = path.join(dir, `.${path.basename(opts.file)}.${process.pid}.tmp`);
  try {
    const eksporId = randomUUID();
    // The village's own log says it was exported (and the entry travels with the export).
    await catatEkspor(opts.db, opts.desaId ?? null, eksporId, opts.pelaku);
    const isi = await bacaDesa(opts.db, opts.desaId ?? null);
    await mkdir(path.join(work, 'database'));
    await mkdir(path.join(work, 'uploads'));
    const files: ManifestFile[] = [];
    const describe = async (rel: string) => {
      const full = path.join(work, rel);
      files.push({ path: rel, size: (await stat(full)).size, sha256: await sha256File(full) });
    };
    const counts: Record<string, number> = {};
    for (const t of isi.tabel) {
      counts[t.def.nama] = t.baris.length;
      await writeFile(path.join(work, 'database', `${t.def.nama}.json`), JSON.stringify(t.baris), { mode: 0o600 });
      await describe(`database/${t.def.nama}.json`);
    }
    const hilang: string[] = [];
    for (const name of [...new Set(isi.berkas)].sort()) {
      if (!safeName(name)) continue;
      try {
        await copyFile(path.join(filesDir(opts.dataDir), name), path.join(work, 'uploads', name));
        await describe(`uploads/${name}`);
      } catch {
        hilang.push(name);
      }
    }
    counts.berkas = files.filter((f) => f.path.startsWith('uploads/')).length;
    const manifest: EksporManifest = {
      format: EKSPOR_FORMAT,
      formatVersion: EKSPOR_FORMAT_VERSION,
      product: productInfo(),
      createdAt: new Date().toISOString(),
      eksporId,
      desa: isi.desa,
      schema: isi.schema,
      counts,
      tables: isi.tabel.map((t) => t.def),
      files,
    };
    const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(path.join(work, MANIFEST_NAME), bytes, { mode: 0o600 });
    await writeFile(path.join(work, TANDA_TANGAN), JSON.stringify({ algoritma: 'HMAC-SHA256', hmac: tandaTangan(opts.kunci, bytes) }), { mode: 0o600 });
    await packArchive(work, [MANIFEST_NAME, TANDA_TANGAN, 'database', 'uploads'], tmp, opts.file, opts.kunci);
    return { file: opts.file, size: (await stat(opts.file)).size, manifest, hilang };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(tmp, { force: true });
    await rm(`${tmp}.enc`, { force: true });
  }
}

/** Why an export cannot be read: the signature (wrong key, or changed) or the checksums and format. */
export class EksporDitolak extends Error {
  constructor(
    readonly jenis: 'tanda_tangan' | 'checksum',
    message: string,
  ) {
    super(message);
  }
}

const TANDA_TANGAN_SALAH = 'Tanda tangan arsip tidak sah: kunci gabung salah, atau arsip telah diubah';

export interface EksporTerbuka {
  dir: string;
  manifest: EksporManifest;
  /** The rows of each table, in the manifest's order. */
  baca(def: TabelDesa): Promise<Baris[]>;
}

/** Opens and checks an export in `workDir`: decrypted with the key, the signature, every part's sha256. */
export async function bukaEkspor(file: string, workDir: string, kunci: string): Promise<EksporTerbuka> {
  let dir: string;
  try {
    ({ dir } = await openArchive(file, workDir, kunci, { format: EKSPOR_FORMAT, formatVersion: EKSPOR_FORMAT_VERSION, backup: false }));
  } catch (err) {
    if (err instanceof ArchiveError && err.cause instanceof DecryptError) throw new EksporDitolak('tanda_tangan', TANDA_TANGAN_SALAH);
    if (err instanceof ArchiveError) throw new EksporDitolak('checksum', err.message);
    throw err;
  }
  const bytes = await readFile(path.join(dir, MANIFEST_NAME));
  let hmac = '';
  try {
    hmac = String((JSON.parse(await readFile(path.join(dir, TANDA_TANGAN), 'utf8')) as { hmac?: unknown }).hmac ?? '');
  } catch {
    throw new EksporDitolak('tanda_tangan', 'Arsip tidak bertanda tangan (tanda-tangan.json tidak ada)');
  }
  const expected = Buffer.from(tandaTangan(kunci, bytes), 'hex');
  const given = Buffer.from(hmac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new EksporDitolak('tanda_tangan', TANDA_TANGAN_SALAH);
  const manifest = JSON.parse(bytes.toString('utf8')) as EksporManifest;
  if (!manifest.eksporId || !manifest.desa || !Array.isArray(manifest.tables) || !manifest.schema) throw new EksporDitolak('checksum', 'Bukan ekspor desa Sistem Kependudukan Desa (manifest tidak lengkap)');
  const listed = new Set(manifest.files.map((f) => f.path));
  return {
    dir,
    manifest,
    async baca(def) {
      const rel = `database/${def.nama}.json`;
      if (!safeName(`${def.nama}.json`) || !listed.has(rel)) throw new EksporDitolak('checksum', `Arsip rusak: tabel ${def.nama} tidak ada`);
      return JSON.parse(await readFile(path.join(dir, rel), 'utf8')) as Baris[];
    },
  };
}
