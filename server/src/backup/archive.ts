/**
 * One archive: manifest.json, database/<dump>, uploads/<stored name>..., modul/<id>/<versi>/... (the
 * module store's releases the database names), as a gzipped tar, encrypted as a whole when a
 * passphrase is given (crypto.ts). Written under a temporary name and renamed, so a
 * half-written archive never carries an archive's name.
 */
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../db/client.js';
import { filesDir } from '../lib/stored-files.js';
import { filesUnder, linkOrCopy, linkTree, modulDir, safeName, storeReleases } from './tree.js';
export { modulDir };
import { decryptFile, DecryptError, encryptFile, isEncrypted } from './crypto.js';
import { FORMAT, FORMAT_VERSION, MANIFEST_NAME, productInfo, sha256File, type Manifest, type ManifestFile } from './manifest.js';
import { BackupError, snapshotDatabase } from '../db/snapshot.js';

export interface CreatedArchive {
  file: string;
  size: number;
  manifest: Manifest;
  /** Files rows whose bytes were not in the uploads folder (already missing before the backup). */
  missing: string[];
  /** Module releases recorded (modul_rilis) whose folder was not in the module store: `<id> <versi>`. */
  missingReleases: string[];
}

export async function createArchive(opts: {
  database: Database;
  dataDir: string;
  backupDir: string;
  fileName: string;
  passphrase?: string | undefined;
  pgDump?: string | undefined;
}): Promise<CreatedArchive> {
  await mkdir(opts.dataDir, { recursive: true });
  await mkdir(opts.backupDir, { recursive: true });
  // Beside the uploads, so their bytes are hard links (a file deleted meanwhile keeps its bytes here).
  const work = await mkdtemp(path.join(opts.dataDir, '.cadangan-'));
  const tmp = path.join(opts.backupDir, `.${opts.fileName}.${process.pid}.tmp`);
  try {
    const uploads = filesDir(opts.dataDir);
    const staged = path.join(work, 'uploads');
    await mkdir(path.join(work, 'database'), { recursive: true });
    await mkdir(staged, { recursive: true });
    const present = await readdir(uploads).catch(() => [] as string[]);
    for (const name of present.filter(safeName)) await linkOrCopy(path.join(uploads, name), path.join(staged, name));
    // The module store likewise: releases never change while recorded, but a release deleted after the snapshot keeps its bytes here.
    const store = modulDir(opts.dataDir);
    const early = path.join(work, 'modul-awal');
    for (const r of await storeReleases(store)) await linkTree(path.join(store, r.id, r.versi), path.join(early, r.id, r.versi));

    const snap = await snapshotDatabase(opts.database, path.join(work, 'database'), { pgDump: opts.pgDump });

    // The files the snapshot's rows name: those written since the first pass are linked now; any other staged file
    // (an upload whose transaction had not committed, or was rolled back) stays out.
    const wanted = new Set(snap.storedNames.filter(safeName));
    const missing: string[] = [];
    for (const name of wanted) if (!(await linkOrCopy(path.join(uploads, name), path.join(staged, name)))) missing.push(name);
    for (const name of await readdir(staged)) if (!wanted.has(name)) await rm(path.join(staged, name), { force: true });

    // The releases the snapshot's rows name, as the store has them now (a release is renamed into place whole before
    // its row commits), else as the first pass found them; a folder left by an install that never committed stays out.
    const stagedModul = path.join(work, 'modul');
    await mkdir(stagedModul, { recursive: true });
    const releases: Array<{ id: string; versi: string }> = [];
    const missingReleases: string[] = [];
    for (const r of snap.releases) {
      if (!safeName(r.id) || !safeName(r.versi)) {
        missingReleases.push(`${r.id} ${r.versi}`);
        continue;
      }
      const to = path.join(stagedModul, r.id, r.versi);
      let ok = await linkTree(path.join(store, r.id, r.versi), to);
      if (!ok) {
        try {
          await mkdir(path.dirname(to), { recursive: true });
          await rename(path.join(early, r.id, r.versi), to);
          ok = true;
        } catch {
          ok = false;
        }
      }
      if (ok) releases.push({ id: r.id, versi: r.versi });
      else missingReleases.push(`${r.id} ${r.versi}`);
    }
    await rm(early, { recursive: true, force: true });

    const files: ManifestFile[] = [];
    const describe = async (rel: string) => {
      const full = path.join(work, rel);
      files.push({ path: rel, size: (await stat(full)).size, sha256: await sha256File(full) });
    };
    await describe(`database/${snap.fileName}`);
    for (const name of (await readdir(staged)).sort()) await describe(`uploads/${name}`);
    for (const rel of await filesUnder(stagedModul)) await describe(`modul/${rel}`);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      product: productInfo(),
      createdAt: new Date().toISOString(),
      database: { kind: snap.kind, file: `database/${snap.fileName}`, server: snap.server, serverVersionNum: snap.serverVersionNum },
      schema: snap.schema,
      counts: snap.counts,
      modul: releases,
      files,
    };
    await writeFile(path.join(work, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    const file = path.join(opts.backupDir, opts.fileName);
    await packArchive(work, [MANIFEST_NAME, 'database', 'uploads', 'modul'], tmp, file, opts.passphrase);
    return { file, size: (await stat(file)).size, manifest, missing, missingReleases };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(tmp, { force: true });
    await rm(`${tmp}.enc`, { force: true });
  }
}

/**
 * Packs `entries` of `work` as a gzipped tar at `tmp`, encrypts it when a passphrase is given, and renames it
 * to `file` (a half-written archive never carries an archive's name). The caller removes `tmp` and `tmp.enc`.
 */
export async function packArchive(work: string, entries: string[], tmp: string, file: string, passphrase: string | undefined): Promise<void> {
  await tar.c({ gzip: { level: 6 }, file: tmp, cwd: work, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesAsyncFile, entries);
  if (passphrase) {
    const enc = `${tmp}.enc`;
    await encryptFile(tmp, enc, passphrase);
    await rename(enc, file);
  } else {
    await rename(tmp, file);
  }
}

export class ArchiveError extends Error {}

/** Which archive openArchive expects: a backup (the default) or another format written the same way (a village's export). */
export interface ArchiveKind {
  format: string;
  formatVersion: number;
  /** A backup's manifest also names its database dump and schema. */
  backup: boolean;
}
const BACKUP_KIND: ArchiveKind = { format: FORMAT, formatVersion: FORMAT_VERSION, backup: true };

/**
 * Opens an archive into `workDir` (decrypting it first when it is encrypted) and checks it: the manifest
 * is ours, every file it lists is there with its size and sha256, nothing else is (database/ and uploads/
 * flat, modul/<id>/<versi>/ with folders; an archive of format 1 has no modul/). Throws ArchiveError
 * with the reason otherwise.
 */
export async function openArchive(file: string, workDir: string, passphrase: string | undefined, kind: ArchiveKind = BACKUP_KIND): Promise<{ dir: string; manifest: Manifest }> {
  try {
    await stat(file);
  } catch {
    throw new ArchiveError(`Arsip tidak ditemukan: ${file}`);
  }
  let tarball = file;
  if (await isEncrypted(file)) {
    if (!passphrase) throw new ArchiveError('Arsip ini terenkripsi: atur BACKUP_PASSPHRASE dengan kata sandi cadangannya');
    tarball = path.join(workDir, 'arsip.tar.gz');
    try {
      await decryptFile(file, tarball, passphrase);
    } catch (err) {
      throw new ArchiveError(err instanceof DecryptError ? err.message : `Arsip tidak dapat didekripsi: ${(err as Error).message}`, { cause: err });
    }
  }
  const dir = path.join(workDir, 'isi');
  await mkdir(dir, { recursive: true });
  try {
    // Read through once before writing anything: a damaged or truncated tarball fails here, with no extraction
    // half done (tar.x rejects at the first error while its pending writes still land in `dir`).
    await tar.t({ file: tarball, strict: true } as tar.TarOptionsWithAliasesAsyncFile);
    await tar.x({ file: tarball, cwd: dir, strict: true, preservePaths: false } as tar.TarOptionsWithAliasesAsyncFile);
  } catch (err) {
    throw new ArchiveError(`Arsip rusak, tidak dapat dibuka (${(err as Error).message}) / damaged archive`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), 'utf8')) as Manifest;
  } catch {
    throw new ArchiveError('Arsip rusak atau bukan cadangan Sistem Kependudukan Desa: manifest.json tidak ada atau tidak terbaca');
  }
  if (manifest.format !== kind.format || !Array.isArray(manifest.files) || (kind.backup && (!manifest.database || !manifest.schema))) {
    throw new ArchiveError(kind.backup ? 'Bukan cadangan Sistem Kependudukan Desa (manifest tidak dikenal)' : 'Bukan ekspor desa Sistem Kependudukan Desa (manifest tidak dikenal)');
  }
  if (manifest.formatVersion > kind.formatVersion) {
    throw new ArchiveError(`Format arsip ${manifest.formatVersion} lebih baru dari yang dikenal versi ini (${kind.formatVersion}): perbarui aplikasinya dulu`);
  }
  const listed = new Set<string>();
  for (const f of manifest.files) {
    const full = path.join(dir, f.path);
    const rel = path.relative(dir, full);
    const parts = rel.split(path.sep);
    const shaped =
      typeof f.path === 'string' &&
      !rel.startsWith('..') &&
      !path.isAbsolute(rel) &&
      (((parts[0] === 'database' || parts[0] === 'uploads') && parts.length === 2) || (parts[0] === 'modul' && parts.length >= 4));
    if (!shaped) throw new ArchiveError(`Arsip rusak: jalur berkas tidak sah (${f.path})`);
    listed.add(rel);
    let info;
    try {
      info = await lstat(full);
    } catch {
      throw new ArchiveError(`Arsip rusak: berkas ${f.path} hilang`);
    }
    if (!info.isFile() || info.size !== f.size || (await sha256File(full)) !== f.sha256) throw new ArchiveError(`Arsip rusak: isi berkas ${f.path} tidak sesuai checksum`);
  }
  // Nothing unlisted: database/ and uploads/ hold files only, modul/ folders and files (walked to the bottom).
  const unlisted = (rel: string) => new ArchiveError(`Arsip rusak: berkas ${rel.split(path.sep).join('/')} tidak tercatat di manifest`);
  const walk = async (rel: string, folders: boolean) => {
    for (const e of await readdir(path.join(dir, rel), { withFileTypes: true }).catch(() => [])) {
      const r = path.join(rel, e.name);
      if (folders && e.isDirectory()) await walk(r, true);
      else if (!listed.has(r)) throw unlisted(r);
    }
  };
  await walk('database', false);
  await walk('uploads', false);
  await walk('modul', true);
  return { dir, manifest };
}

export { BackupError };
