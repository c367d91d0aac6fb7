/**
 * A fresh database per test file: PGlite loaded from a migrated template (~0.75 s instead of ~5 s for
 * initdb), or, when DATABASE_URL is set, a new database on that PostgreSQL server copied from a
 * migrated template database (`create database ... template`: the app's migrate then finds every
 * migration applied, ~1 s of migrations saved per app a test builds).
 */
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, existsSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { fromPglite, fromPgPool, type Database } from '../../src/db/client.js';
import { migrate, migrationsFolder } from '../../src/db/migrate.js';
import { serverRoot } from '../../src/config.js';

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/** Changes whenever a migration changes, so a stale template is never reused. */
function migrationsHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else h.update(name.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return h.digest('hex').slice(0, 16);
}

export function templatePath(): string {
  return path.join(serverRoot, '.tmp', `pglite-template-${TEMPLATE_SETTINGS_VERSION}-${migrationsHash()}.tar`);
}

/**
 * A test database's own settings, kept in the template's postgresql.auto.conf: PGlite starts with 128 MB
 * of shared buffers and zeroes them at every start (~0.9 of a database's ~2.5 CPU-s); a test's data
 * fits in 16 MB. The server's own databases keep PGlite's defaults. Bump the version when they change.
 */
const TEMPLATE_SETTINGS_VERSION = 's1';
const TEMPLATE_SETTINGS = ["alter system set shared_buffers = '16MB'", 'alter system set max_connections = 10'];

/** Builds the migrated PGlite template once (kept in server/.tmp, keyed by the migrations). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const database = fromPglite(client);
  await migrate(database);
  for (const setting of TEMPLATE_SETTINGS) await client.exec(setting);
  // A plain tar (~0.3 s of CPU less per database than a gzipped one: each file's databases load it).
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(path.dirname(file), { recursive: true });
  // Write then rename: a parallel test process never reads a half-written template.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return file;
}

/** An empty database on DATABASE_URL's server, named `<prefix>_<pid>_<random>`: its URL and how to drop it. */
export async function emptyPostgresDatabase(prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await admin(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/** The migrated template database of DATABASE_URL's server, named by the migrations so a stale one is never used. */
const postgresTemplateName = () => `sid_template_${migrationsHash()}`;

/** Creates the migrated template database once per cluster and set of migrations (the warm-up does, before the files run). */
export async function ensurePostgresTemplate(): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL as string });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Migrated under a name of its own, then renamed: no test file ever copies a half-migrated one.
    const building = await emptyPostgresDatabase('sid_template_building');
    const pool = new pg.Pool({ connectionString: building.url, max: 2 });
    try {
      await migrate(fromPgPool(pool));
    } finally {
      await pool.end();
    }
    const buildingName = new URL(building.url).pathname.slice(1);
    try {
      await admin.query(`alter database "${buildingName}" rename to "${name}"`);
    } catch (error) {
      await building.drop();
      // Another warm-up renamed its own first: use that one.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * The template's bytes, read once per process and handed to PGlite as they are. PGlite only calls
 * `arrayBuffer()` on what it is given; a real Blob of the 44 MB tar costs two copies and Node's chunked
 * read of it (~0.7 CPU-s per database, measured beside the re-read of the file each time; issue 34).
 */
let templateBytes: Promise<Uint8Array> | undefined;
async function templateBlob(): Promise<Blob> {
  templateBytes ??= ensurePgliteTemplate().then((file) => new Uint8Array(readFileSync(file)));
  const bytes = await templateBytes;
  // A view of the same memory each time: PGlite copies the files out of it into its own file system.
  const blobLike = { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => bytes.buffer };
  return blobLike as unknown as Blob;
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** `kind`: 'pglite' forces PGlite even when DATABASE_URL is set (a join from one kind of database to the other). */
export async function createTestDatabase(kind?: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'postgres' && !usingPostgres) throw new Error('createTestDatabase: postgres needs DATABASE_URL');
  if (usingPostgres && kind !== 'pglite') {
    const empty = await emptyPostgresDatabase('sid_test', await ensurePostgresTemplate());
    const pool = new pg.Pool({ connectionString: empty.url, max: 5 });
    // `drop database ... with (force)` ends any connection still open; an idle client's error event must
    // not become an uncaught exception of the test file (seen once under heavy load).
    pool.on('error', () => {});
    const database = fromPgPool(pool);
    let closed = false;
    return {
      database: {
        ...database,
        close: async () => {
          if (!closed) {
            closed = true;
            await pool.end();
          }
        },
      },
      drop: async () => {
        if (!closed) {
          closed = true;
          await pool.end();
        }
        await empty.drop();
      },
    };
  }
  const client = await PGlite.create({ loadDataDir: await templateBlob(), extensions: { pg_trgm } });
  const database = fromPglite(client);
  return {
    database,
    drop: async () => {
      if (!client.closed) await client.close();
    },
  };
}

// `node --import tsx test/support/database.ts`: before the test files run in parallel. On
// PostgreSQL the template's migration also creates the cluster-wide role sid_app and its membership
// before two files' migrations could create them at the same moment.
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  if (usingPostgres) await ensurePostgresTemplate();
  else await ensurePgliteTemplate();
}
