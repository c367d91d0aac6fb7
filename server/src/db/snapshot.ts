/**
 * The database as its owner, for backups (src/backup/) and restores: whole-database work beside the
 * migrations, not an aggregate's queries, so it lives in db/ (docs/adr/0005-layered-server.md).
 *
 * A consistent snapshot of the database, as its owner, with what the manifest needs read from the
 * same snapshot: the rows per table, the stored names of the uploaded files, the module releases
 * recorded (their files are in DATA_DIR/modul), the schema version.
 *
 * - PGlite: `dumpDataDir()` (the data directory as a tar, what PGlite's own clone() uses), taken while
 *   holding PGlite's transaction lock: no request's transaction is half done in it, and the counts
 *   and file names read just before in that transaction describe exactly it. The product waits for
 *   it (~0.2 s for 40 MB of data), never longer.
 * - PostgreSQL: `pg_dump --format=custom` on a snapshot exported by a REPEATABLE READ transaction in
 *   which the counts and file names are read: the same moment, no lock but ACCESS SHARE (which only
 *   a migration waits for).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { schemaVersionOf, type SchemaVersion } from './migrate.js';

export interface DbState {
  counts: Record<string, number>;
  storedNames: string[];
  /** The module releases recorded (modul_rilis), whose files the archive carries under modul/<id>/<versi>/. */
  releases: Array<{ id: string; versi: string }>;
  schema: SchemaVersion;
  server: string;
  serverVersionNum: number;
}

export interface DbSnapshot extends DbState {
  kind: 'pglite' | 'postgres';
  /** The dump's file name inside the archive's database/ folder. */
  fileName: string;
}

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

export class BackupError extends Error {}

/** Reads the state through `query` (in the snapshot's transaction). */
export async function readDbState(query: Query): Promise<DbState> {
  const tables = (await query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((r) => String(r.tablename));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await query(`select count(*)::int as n from "public"."${table.replace(/"/g, '""')}"`);
    counts[table] = Number(row?.n ?? 0);
  }
  const storedNames = tables.includes('files') ? (await query('select stored_name from files')).map((r) => String(r.stored_name)) : [];
  const releases = tables.includes('modul_rilis')
    ? (await query('select modul_id, versi from modul_rilis order by modul_id, versi')).map((r) => ({ id: String(r.modul_id), versi: String(r.versi) }))
    : [];
  const hasJournal = (await query(`select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`)).length > 0;
  const createdAts = hasJournal ? (await query('select created_at from drizzle.__drizzle_migrations')).map((r) => Number(r.created_at)) : [];
  const [v] = await query(`select version() as v, current_setting('server_version_num')::int as n`);
  return { counts, storedNames, releases, schema: schemaVersionOf(createdAts), server: String(v?.v ?? ''), serverVersionNum: Number(v?.n ?? 0) };
}

/** The state of `database` read through drizzle (after a restore, and after its migrations). */
export function readDbStateOf(database: Database): Promise<DbState> {
  return readDbState(async (text) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows);
}

/** A restore's PostgreSQL target: does it hold our tables already? */
export async function hasTables(pool: pg.Pool): Promise<boolean> {
  return Number((await pool.query(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`)).rows[0].n) > 0;
}

/** A forced restore's PostgreSQL target: the old schema goes. */
export async function dropSchemas(pool: pg.Pool): Promise<void> {
  await pool.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
}

/** The application's role (sid_app, row-level security holds it), before pg_restore grants to it. */
export async function ensureAppRole(pool: pg.Pool): Promise<void> {
  await pool.query(`DO $$ BEGIN CREATE ROLE "sid_app" NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  await pool.query(`DO $$ BEGIN EXECUTE format('GRANT "sid_app" TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation OR duplicate_object THEN NULL; END $$`);
}

export async function snapshotDatabase(database: Database, outDir: string, opts: { pgDump?: string | undefined }): Promise<DbSnapshot> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { state, dump } = await client.transaction(async (tx) => {
      const state = await readDbState(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
      return { state, dump: await client.dumpDataDir('none') };
    });
    const fileName = 'pglite.tar';
    await writeFile(path.join(outDir, fileName), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return { kind: 'pglite', fileName, ...state };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const program = findPgTool('pg_dump', opts.pgDump);
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows as [{ snapshot: string }];
    const state = await readDbState(async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>);
    const fileName = 'postgres.dump';
    await runPgTool(program, ['--format=custom', '--compress=6', `--snapshot=${snapshot}`, '--no-password', '--file', path.join(outDir, fileName)], connectionOf(pool));
    await client.query('commit');
    return { kind: 'postgres', fileName, ...state };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The connection of a pool as libpq environment variables (the password never on a command line). */
export function connectionOf(pool: pg.Pool): NodeJS.ProcessEnv {
  const url = (pool as unknown as { options: { connectionString?: string } }).options.connectionString;
  if (!url) throw new BackupError('Alamat basis data (DATABASE_URL) tidak diketahui');
  return connectionEnv(url);
}

export function connectionEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const u = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(u.hostname) || 'localhost',
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    PGUSER: decodeURIComponent(u.username) || 'postgres',
  };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** pg_dump / pg_restore: PG_DUMP's folder, else the newest under /usr/lib/postgresql, else PATH. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore', pgDump?: string): string {
  if (pgDump) return tool === 'pg_dump' ? pgDump : path.join(path.dirname(pgDump), tool);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin', tool)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], 'bin', tool);
  }
  return tool;
}

export function runPgTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `${path.basename(program)} tidak ditemukan: pasang klien PostgreSQL (mis. apt-get install postgresql-client) atau atur PG_DUMP`
            : `${path.basename(program)} gagal dijalankan: ${err.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(program)} gagal (kode ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}
