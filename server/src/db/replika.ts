/**
 * A PostgreSQL streaming replica for reads that may be a moment behind (issue 39, DATABASE_REPLICA_URL):
 * the regency console, the monthly reports, statistics and the list downloads (plugins/scope.ts says
 * which). Read-your-writes: after each write of a session its WAL position is recorded on the session
 * (`sessions.lsn_tulis`, on the primary, before the answer leaves), and a read of that session goes to
 * the replica only once the replica has replayed that position; until then, and whenever the replica
 * cannot answer, the primary reads. Other people's writes of the last moment may be missing there,
 * which is what "may lag" means.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowsOf } from '../data/paging.js';

/** Records the primary's WAL insert position (past the commit just made) as the session's last write. */
export async function catatLsnTulis(db: Db, sessionId: string): Promise<void> {
  await db.execute(sql`update sessions set lsn_tulis = pg_current_wal_insert_lsn()::text where id = ${sessionId}`);
}

/** True when the replica has replayed `lsn` (null: the session wrote nothing yet). */
export async function replikaSudahSampai(replika: Db, lsn: string | null | undefined): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean | null }>(
    await replika.execute(sql`select pg_is_in_recovery() and (${lsn ?? null}::pg_lsn is null or pg_last_wal_replay_lsn() >= ${lsn ?? null}::pg_lsn) as ok`),
  );
  return row?.ok === true;
}

/** A write refused by a read-only replica (read_only_sql_transaction): the request is read again on the primary. */
export const isReadOnlyRefusal = (err: unknown): boolean => (err as { code?: string } | undefined)?.code === '25006';
