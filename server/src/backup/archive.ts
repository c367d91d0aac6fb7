/**
 * One archive: manifest.json, database/<dump>, uploads/<stored name>..., as a gzipped tar, encrypted
 * as a whole when a passphrase is given (crypto.ts). Written under a temporary name and renamed, so a
 * half-written archive never carries an archive's name.
 */
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../db/client.js';
import { filesDir } from '../lib/stored-files.js';
import { decryptFile, DecryptError, encryptFile, isEncrypted } from './crypto.js';
import { FORMAT, FORMAT_VERSION, MANIFEST_NAME, productInfo, sha256File, type Manifest, type ManifestFile } from './manifest.js';
import { BackupError, snapshotDatabase } from './snapshot.js';

export interface CreatedArchive {
  file: string;
  size: number;
  manifest: Manifest;
  /** Files rows whose bytes were not in the uploads folder (already missing before the backup). */
  missing: string[];
}

const safeName = (name: string) => name === path.basename(name) && !name.startsWith('.') && name.length > 0;

async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return true;
    if (code === 'ENOENT') return false;
    if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') {
      await copyFile(from, to);
      return true;
    }
    throw err;
  }
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

    const snap = await snapshotDatabase(opts.database, path.join(work, 'database'), { pgDump: opts.pgDump });

    // The files the snapshot's rows name: those written since the first pass are linked now; any other staged file
    // (an upload whose transaction had not committed, or was rolled back) stays out.
    const wanted = new Set(snap.storedNames.filter(safeName));
    const missing: string[] = [];
    for (const name of wanted) if (!(await linkOrCopy(path.join(uploads, name), path.join(staged, name)))) missing.push(name);
    for (const name of await readdir(staged)) if (!wanted.has(name)) await rm(path.join(staged, name), { force: true });

    const files: ManifestFile[] = [];
    const describe = async (rel: string) => {
      const full = path.join(work, rel);
      files.push({ path: rel, size: (await stat(full)).size, sha256: await sha256File(full) });
    };
    await describe(`database/${snap.fileName}`);
    for (const name of (await readdir(staged)).sort()) await describe(`uploads/${name}`);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      product: productInfo(),
      createdAt: new Date().toISOString(),
      database: { kind: snap.kind, file: `database/${snap.fileName}`, server: snap.server, serverVersionNum: snap.serverVersionNum },
      schema: snap.schema,
      counts: snap.counts,
      files,
    };
    await writeFile(path.join(work, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    await tar.c({ gzip: { level: 6 }, file: tmp, cwd: work, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesAsyncFile, [MANIFEST_NAME, 'database', 'uploads']);
    const file = path.join(opts.backupDir, opts.fileName);
    if (opts.passphrase) {
      const enc = `${tmp}.enc`;
      await encryptFile(tmp, enc, opts.passphrase);
      await rename(enc, file);
    } else {
      await rename(tmp, file);
    }
    return { file, size: (await stat(file)).size, manifest, missing };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(tmp, { force: true });
    await rm(`${tmp}.enc`, { force: true });
  }
}

export class ArchiveError extends Error {}

/**
 * Opens an archive into `workDir` (decrypting it first when it is encrypted) and checks it: the manifest
 * is ours, every file it lists is there with its size and sha256, nothing else is. Throws ArchiveError
 * with the reason otherwise.
 */
export async function openArchive(file: string, workDir: string, passphrase: string | undefined): Promise<{ dir: string; manifest: Manifest }> {
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
      throw new ArchiveError(err instanceof DecryptError ? err.message : `Arsip tidak dapat didekripsi: ${(err as Error).message}`);
    }
  }
  const dir = path.join(workDir, 'isi');
  await mkdir(dir, { recursive: true });
  try {
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
  if (manifest.format !== FORMAT || !Array.isArray(manifest.files) || !manifest.database || !manifest.schema) {
    throw new ArchiveError('Bukan cadangan Sistem Kependudukan Desa (manifest tidak dikenal)');
  }
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new ArchiveError(`Format arsip ${manifest.formatVersion} lebih baru dari yang dikenal versi ini (${FORMAT_VERSION}): perbarui aplikasinya dulu`);
  }
  const listed = new Set<string>();
  for (const f of manifest.files) {
    const full = path.join(dir, f.path);
    if (path.relative(dir, full).startsWith('..')) throw new ArchiveError(`Arsip rusak: jalur berkas tidak sah (${f.path})`);
    listed.add(path.normalize(f.path));
    let size: number;
    try {
      size = (await stat(full)).size;
    } catch {
      throw new ArchiveError(`Arsip rusak: berkas ${f.path} hilang`);
    }
    if (size !== f.size || (await sha256File(full)) !== f.sha256) throw new ArchiveError(`Arsip rusak: isi berkas ${f.path} tidak sesuai checksum`);
  }
  for (const sub of ['database', 'uploads']) {
    for (const name of await readdir(path.join(dir, sub)).catch(() => [] as string[])) {
      if (!listed.has(path.join(sub, name))) throw new ArchiveError(`Arsip rusak: berkas ${sub}/${name} tidak tercatat di manifest`);
    }
  }
  return { dir, manifest };
}

export { BackupError };
