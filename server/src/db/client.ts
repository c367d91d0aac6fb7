import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it: queries are written once for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
}

/** Wraps an already opened PGlite (tests load one from a dumped template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { kind: 'pglite', db, close: () => client.close() };
}

export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { kind: 'postgres', db, close: () => pool.end() };
}

/**
 * PGlite's settings for a bulk load (the demo seed of a large village, before the server starts),
 * after PostgreSQL's "Populating a Database": no checkpoint in the middle of the load (in single-user
 * mode the loading backend runs each one itself), no full-page images, minimal WAL (an index built in
 * the load writes none), more buffers. Measured on a million residents: docs/scaling.md. A crash in
 * the middle can leave the files unusable: a seed is then run again. The server never opens with them
 * (the next open is with the defaults again, which PostgreSQL records in the WAL as a settings change).
 */
const BULK_LOAD = ['wal_level=minimal', 'max_wal_senders=0', 'max_wal_size=16GB', 'checkpoint_timeout=1h', 'full_page_writes=off', 'shared_buffers=512MB'];

export async function openPglite(dataDir: string | undefined, options: { bulkLoad?: boolean } = {}): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const startParams = options.bulkLoad ? [...PGlite.defaultStartParams, ...BULK_LOAD.flatMap((c) => ['-c', c])] : undefined;
  return PGlite.create({ dataDir, extensions: { pg_trgm }, ...(startParams ? { startParams } : {}) });
}

/**
 * DATABASE_URL set: a PostgreSQL server through node-postgres (never through PGlite's own pg adapter).
 * Otherwise: PGlite with its files in DATA_DIR/pglite (`bulkLoad`: with BULK_LOAD's settings; a
 * PostgreSQL server keeps its own, which only its administrator changes).
 */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string; bulkLoad?: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    // Idle connections are kept, not closed after node-postgres's default 10 s: a clerk's next click
    // usually comes later than that, and a new connection's first queries cost ~150-200 ms (a new
    // backend loading the catalog, the policies and the plans) where a kept one answers in ~20 ms
    // (issue 15, measured at a million residents). Ten at most; TCP keep-alive holds them through
    // firewalls, and one the server drops is replaced at the next request.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, idleTimeoutMillis: 0, keepAlive: true });
    // Fail at start, not at the first request, when the server is unreachable.
    const c = await pool.connect();
    c.release();
    return fromPgPool(pool);
  }
  return fromPglite(await openPglite(path.join(opts.dataDir, 'pglite'), { bulkLoad: opts.bulkLoad }));
}
