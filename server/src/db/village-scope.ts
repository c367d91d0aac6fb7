/**
 * The database wall between villages. A village's request runs in one transaction that first switches
 * to the role sid_app (no superuser, no owner, no BYPASSRLS) and sets sid.desa_id; the row-level
 * security policies of migration 0006 then compare every row's desa_id with it, whatever the query
 * says. The regency console's transactions set sid.kabupaten instead: they see the villages and their
 * counters, never a registry row. Both settings and the role end with the transaction.
 *
 * Both also switch off, for the transaction, two planner features made for long analytical queries:
 * JIT compilation (a page whose estimated cost passed jit_above_cost spent ~250 ms compiling to answer
 * in 80) and parallel workers (on a server answering many clerks at once they wait for CPU: a page of
 * 60 ms of work took 0.9 s at a million residents). PGlite has neither; on PostgreSQL a request is one
 * village's few rows through an index.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

export const APP_ROLE = 'sid_app';

/** No JIT, no parallel workers, for the transaction (see above). */
const OLTP = sql`set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/** Runs `fn` in a transaction scoped to village `desaId` (nested `transaction()` calls are savepoints). */
export function withDesa<T>(db: Db, desaId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('sid.desa_id', ${desaId}, true), set_config('sid.kabupaten', '', true), ${OLTP}`,
    );
    return fn(tx);
  });
}

/** Runs `fn` in a transaction of the regency console: every village's counters, no registry row. */
export function withKabupaten<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('sid.desa_id', '', true), set_config('sid.kabupaten', 'ya', true), ${OLTP}`,
    );
    return fn(tx);
  });
}

/**
 * Runs `fn` as village `desaId` inside a regency transaction `tx` (the console's work on one village:
 * its first Super Admin, its users). In a savepoint: when fn fails, rolling it back also undoes the
 * settings (they are local to the subtransaction), and the error that reaches the client is fn's own
 * (e.g. a 409), not "current transaction is aborted" from resetting them.
 */
export function asDesaIn<T>(tx: Tx, desaId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.transaction(async (sp) => {
    await sp.execute(sql`select set_config('sid.desa_id', ${desaId}, true), set_config('sid.kabupaten', '', true)`);
    const result = await fn(sp);
    await sp.execute(sql`select set_config('sid.desa_id', '', true), set_config('sid.kabupaten', 'ya', true)`);
    return result;
  });
}

/**
 * Runs `fn` as village `desaId` inside another village's transaction `tx`, then back to `kembaliKe`: the
 * one step of a move between two villages (issue 38) that writes the other side (the destination's
 * acceptance moving the people out of the village of origin, so both sides change in one transaction).
 * In a savepoint, like asDesaIn. Only src/services/pindah-antar-desa-terima.ts calls it, with ids read
 * from the move row both villages share, never from the request.
 */
export function asDesaLainIn<T>(tx: Tx, desaId: string, kembaliKe: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.transaction(async (sp) => {
    await sp.execute(sql`select set_config('sid.desa_id', ${desaId}, true)`);
    const result = await fn(sp);
    await sp.execute(sql`select set_config('sid.desa_id', ${kembaliKe}, true)`);
    return result;
  });
}
