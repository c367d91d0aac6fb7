import path from 'node:path';
import v8 from 'node:v8';
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
/**
 * Runs a read in a transaction of the caller's scope and answers it: a download reads batch by batch
 * after its handler has returned, each batch in a short transaction of its own (DownloadContext.run).
 */
export type Reads = <T>(query: (db: DbOrTx) => Promise<T>) => Promise<T>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL's pool (a connection of its own for an advisory lock held through a long run: db/tugas-sekali.ts). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

type Parsers = Record<number, (value: string, typeId: number) => unknown>;
interface Querier {
  query(sql: string, params?: unknown[], options?: { parsers?: Parsers }): Promise<unknown>;
}

/**
 * drizzle hands PGlite its result parsers with every query (dates, timestamps and intervals left as
 * text, which drizzle converts itself), and PGlite merges them by copying its whole table of parsers
 * (~320 types): ~200 µs and ~140 KB of garbage per query, ~2 MB per request, a young-generation
 * collection of 7-12 ms every ~300 ms under load (issue 15, docs/scaling.md). drizzle's overrides are
 * the same for every query, so they are written into the table itself and each query goes on without
 * them. Only drizzle queries this client.
 */
function parsersOnce<T extends Querier>(target: T, table: Parsers): T {
  return new Proxy(target, {
    get(t, key) {
      if (key === 'query') {
        return (sql: string, params?: unknown[], options?: { parsers?: Parsers }) => {
          if (!options?.parsers) return t.query(sql, params, options);
          // A handful of entries written in place, instead of PGlite copying ~320 to merge them.
          Object.assign(table, options.parsers);
          return t.query(sql, params, { ...options, parsers: undefined });
        };
      }
      if (key === 'transaction') {
        return (fn: (tx: Querier) => Promise<unknown>) => (t as unknown as PGlite).transaction((tx) => fn(parsersOnce(tx, table)));
      }
      const value: unknown = Reflect.get(t, key, t);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

/** Wraps an already opened PGlite (tests load one from a dumped template). */
export function fromPglite(client: PGlite): Database {
  const { parsers } = client as unknown as { parsers: Parsers };
  const db = drizzlePglite({ client: parsersOnce(client, parsers), schema }) as unknown as Db;
  return { kind: 'pglite', db, close: () => client.close() };
}

export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
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

/**
 * PGlite is PostgreSQL compiled to WebAssembly, and V8 first compiles WebAssembly with its baseline
 * compiler (Liftoff), optimising a function only once it has run hot for a while. A server's queries
 * take many paths through PostgreSQL, so many of them stayed on baseline code: the same page of a list
 * took ~20 ms in a long run and 25-80 ms for its first ~40 runs, where optimised code answers it in
 * ~12 ms from its second run (issue 15, docs/scaling.md). Every function is compiled optimised instead,
 * the first time it runs (a one-off ~0.3 s spread over the first requests). Set before PGlite compiles
 * its module; it concerns WebAssembly only, so node-postgres and the rest of the server are untouched.
 */
function optimisedWasm(): void {
  v8.setFlagsFromString('--no-liftoff');
}

/**
 * The planner's price of a page read out of order, for PGlite: 1.1 instead of PostgreSQL's 4, which
 * assumes a spinning disk. PGlite reads its pages from the operating system's cache in its own process,
 * where a random read costs what a sequential one does. At 4 the planner answered a page of ten family
 * cards by reading every death record and every move-out member of the village (a hash join) instead
 * of ten index lookups each: 9.7 against 6.1 ms at 100,000 residents (issue 15, docs/scaling.md). A
 * PostgreSQL server keeps its administrator's setting (1.1 is also the usual advice for SSDs).
 */
const PGLITE_PLANNER = ['random_page_cost=1.1'];

/**
 * The village's time zone as the database's "today" (sid_hari_ini(), migration 0023: ages in lists and
 * exports); unset, the functions take Asia/Jakarta, the configuration's default.
 */
const zonaWaktu = (timeZone: string | undefined) => (timeZone && /^[A-Za-z0-9_+\-/]+$/.test(timeZone) ? [`sid.zona_waktu=${timeZone}`] : []);

export async function openPglite(dataDir: string | undefined, options: { bulkLoad?: boolean; timeZone?: string | undefined } = {}): Promise<PGlite> {
  optimisedWasm();
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const settings = [...PGLITE_PLANNER, ...(options.bulkLoad ? BULK_LOAD : []), ...zonaWaktu(options.timeZone)];
  return PGlite.create({ dataDir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...settings.flatMap((c) => ['-c', c])] });
}

/**
 * DATABASE_URL set: a PostgreSQL server through node-postgres (never through PGlite's own pg adapter).
 * Otherwise: PGlite with its files in DATA_DIR/pglite (`bulkLoad`: with BULK_LOAD's settings; a
 * PostgreSQL server keeps its own, which only its administrator changes).
 */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string; bulkLoad?: boolean; timeZone?: string | undefined }): Promise<Database> {
  if (opts.databaseUrl) {
    // Idle connections are kept, not closed after node-postgres's default 10 s: a clerk's next click
    // usually comes later than that, and a new connection's first queries cost ~150-200 ms (a new
    // backend loading the catalog, the policies and the plans) where a kept one answers in ~20 ms
    // (issue 15, measured at a million residents). Ten at most; TCP keep-alive holds them through
    // firewalls, and one the server drops is replaced at the next request.
    const options = zonaWaktu(opts.timeZone).map((c) => `-c ${c}`).join(' ');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, idleTimeoutMillis: 0, keepAlive: true, ...(options ? { options } : {}) });
    // Fail at start, not at the first request, when the server is unreachable.
    const c = await pool.connect();
    c.release();
    return fromPgPool(pool);
  }
  return fromPglite(await openPglite(path.join(opts.dataDir, 'pglite'), { bulkLoad: opts.bulkLoad, timeZone: opts.timeZone }));
}
