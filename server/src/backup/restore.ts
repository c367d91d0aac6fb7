/**
 * Restore of an archive onto an empty target: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL), with
 * the uploads into DATA_DIR/uploads and the module releases into DATA_DIR/modul. In this order: the
 * archive is checked (decrypted, every file against its sha256, the schema not newer than this build),
 * then the target (empty, or --force: the old PGlite folder, uploads and module store are moved aside,
 * an old PostgreSQL schema dropped), then the database is restored, its rows counted against the
 * manifest, migrated forward, and the files put in place (the module store in one rename: whole or
 * not at all).
 * The DATA_DIR lock is held throughout: a running server refuses it, and is refused.
 */
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { fromPglite, fromPgPool, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { acquireDataDirLock } from '../lib/data-dir-lock.js';
import { filesDir } from '../lib/stored-files.js';
import { ArchiveError, modulDir, openArchive } from './archive.js';
import { isNewerSchema, localJournal, type Manifest } from './manifest.js';
import { connectionEnv, dropSchemas, ensureAppRole, findPgTool, hasTables, readDbStateOf, runPgTool } from '../db/snapshot.js';

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  force?: boolean;
  passphrase?: string | undefined;
  pgDump?: string | undefined;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  counts: Record<string, number>;
  files: number;
  /** Module releases put into DATA_DIR/modul (0 for an archive of format 1, which has none). */
  modul: number;
  /** Migrations applied after the restore (the archive's schema was older). */
  migrated: number;
  /** Where --force moved the old data (PGlite folder, uploads, module store), if anything. */
  movedAside: string | null;
}

async function nonEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

export async function restoreArchive(opts: RestoreOptions): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  await mkdir(opts.dataDir, { recursive: true });
  const lock = acquireDataDirLock(opts.dataDir);
  const work = await mkdtemp(path.join(opts.dataDir, '.pemulihan-'));
  let database: Database | undefined;
  try {
    log(`Memeriksa arsip ${opts.archive} ...`);
    const { dir, manifest } = await openArchive(opts.archive, work, opts.passphrase);
    if (isNewerSchema(manifest.schema)) {
      const known = localJournal().length;
      throw new ArchiveError(
        `Arsip berasal dari versi aplikasi yang lebih baru (${manifest.product.version}, skema ${manifest.schema.migrations} migrasi; versi ini mengenal ${known}). Perbarui aplikasi ini dulu, lalu pulihkan lagi.`,
      );
    }
    const target = opts.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== target) {
      throw new ArchiveError(
        manifest.database.kind === 'pglite'
          ? 'Arsip ini dari basis data bawaan (PGlite): pulihkan tanpa DATABASE_URL, ke DATA_DIR.'
          : 'Arsip ini dari server PostgreSQL: pulihkan dengan DATABASE_URL menunjuk ke basis data PostgreSQL yang kosong.',
      );
    }
    log(`Arsip utuh: ${manifest.files.length} berkas sesuai checksum, dibuat ${manifest.createdAt} oleh versi ${manifest.product.version}.`);

    const pgliteDir = path.join(opts.dataDir, 'pglite');
    const uploads = filesDir(opts.dataDir);
    const pool = opts.databaseUrl ? new pg.Pool({ connectionString: opts.databaseUrl, max: 2 }) : undefined;
    pool?.on('error', () => {});
    if (pool) database = fromPgPool(pool);
    const dbTaken = pool
      ? await hasTables(pool)
      : await nonEmptyDir(pgliteDir);
    const filesTaken = await nonEmptyDir(uploads);
    const store = modulDir(opts.dataDir);
    const storeTaken = await nonEmptyDir(store);
    let movedAside: string | null = null;
    if (dbTaken || filesTaken || storeTaken) {
      const what = [
        dbTaken ? (pool ? 'basis data PostgreSQL berisi tabel' : `${pgliteDir} berisi data`) : null,
        filesTaken ? `${uploads} berisi berkas` : null,
        storeTaken ? `${store} berisi rilis modul` : null,
      ]
        .filter(Boolean)
        .join(' dan ');
      if (!opts.force) throw new RestoreRefused(`Target tidak kosong: ${what}. Pemulihan tidak menimpa data tanpa --force.`);
      movedAside = path.join(opts.dataDir, `sebelum-pemulihan-${stamp()}`);
      await mkdir(movedAside, { recursive: true });
      if (!pool && dbTaken) await rename(pgliteDir, path.join(movedAside, 'pglite'));
      if (filesTaken) await rename(uploads, path.join(movedAside, 'uploads'));
      if (storeTaken) await rename(store, path.join(movedAside, 'modul'));
      if (pool && dbTaken) {
        log('--force: skema lama basis data PostgreSQL dihapus.');
        await dropSchemas(pool);
      }
      log(`--force: data lama dipindahkan ke ${movedAside}`);
    }

    const dump = path.join(dir, manifest.database.file);
    if (pool) {
      await ensureAppRole(pool);
      log('Memulihkan basis data (pg_restore) ...');
      await runPgTool(findPgTool('pg_restore', opts.pgDump), ['--no-owner', '--exit-on-error', '--single-transaction', '--no-password', '--dbname', connectionEnv(opts.databaseUrl as string).PGDATABASE as string, dump], connectionEnv(opts.databaseUrl as string));
    } else {
      log('Memulihkan basis data (PGlite) ...');
      await mkdir(pgliteDir, { recursive: true });
      const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([await readFile(dump)]), extensions: { pg_trgm } });
      database = fromPglite(client);
    }
    const db = database as Database;
    const state = await readDbStateOf(db);
    for (const [table, n] of Object.entries(manifest.counts)) {
      if (state.counts[table] !== n) throw new ArchiveError(`Pemulihan tidak lengkap: tabel ${table} berisi ${state.counts[table] ?? 0} baris, manifest ${n}`);
    }
    await migrate(db);
    const after = await readDbStateOf(db);
    const migrated = after.schema.migrations - state.schema.migrations;
    if (migrated > 0) log(`Skema dimigrasikan maju: ${migrated} migrasi diterapkan.`);

    await mkdir(uploads, { recursive: true, mode: 0o700 });
    let files = 0;
    for (const name of await readdir(path.join(dir, 'uploads')).catch(() => [] as string[])) {
      const from = path.join(dir, 'uploads', name);
      const to = path.join(uploads, name);
      await rename(from, to).catch(() => copyFile(from, to));
      files++;
    }

    // The module store, whole: one rename of the checked tree (the work folder is in DATA_DIR), so a restore that
    // stops before leaves no half store. An archive of format 1 has no modul/: the store stays empty.
    let modul = 0;
    const fromStore = path.join(dir, 'modul');
    for (const id of await readdir(fromStore).catch(() => [] as string[])) modul += (await readdir(path.join(fromStore, id)).catch(() => [] as string[])).length;
    if (modul > 0) {
      await rmdir(store).catch(() => {}); // empty here (checked above, or moved aside)
      try {
        await rename(fromStore, store);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        const tmp = path.join(opts.dataDir, `.modul-pemulihan-${process.pid}`);
        await rm(tmp, { recursive: true, force: true });
        try {
          await cp(fromStore, tmp, { recursive: true });
          await rename(tmp, store);
        } catch (copyErr) {
          await rm(tmp, { recursive: true, force: true });
          throw copyErr;
        }
      }
      log(`Rilis modul dipulihkan ke ${store}: ${modul}.`);
    }
    return { manifest, counts: state.counts, files, modul, migrated, movedAside };
  } finally {
    await database?.close().catch(() => {});
    await rm(work, { recursive: true, force: true, maxRetries: 5 }).catch(() => {});
    lock.release();
  }
}
