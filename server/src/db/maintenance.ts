import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum. Without it the planner's
 * statistics go stale and index-only scans (the paging subqueries) keep visiting the heap. So, on
 * PGlite, tables that changed noticeably since their last VACUUM / ANALYZE get one, at start-up and
 * then every few hours. It blocks PGlite for its duration (~1.5 s per 100,000 residents), hence the
 * threshold. A PostgreSQL server has autovacuum and is left alone.
 */
export async function vacuumIfNeeded(database: Database, minChanges = 500): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const result = (await database.db.execute(sql`select relname from pg_stat_user_tables
    where schemaname = 'public'
      and (last_analyze is null and last_autoanalyze is null and n_live_tup > 0
        or n_mod_since_analyze > greatest(${minChanges}::int, n_live_tup / 10)
        or n_ins_since_vacuum > greatest(${minChanges}::int, n_live_tup / 10)
        or n_dead_tup > greatest(${minChanges}::int, n_live_tup / 10))`)) as unknown as { rows: Array<{ relname: string }> };
  const tables = result.rows.map((r) => r.relname).filter((name) => /^[a-z_]+$/.test(name));
  for (const table of tables) await database.db.execute(sql.raw(`vacuum (analyze) "${table}"`));
  return tables;
}

/** Runs vacuumIfNeeded every `hours` when `mayRun` allows (e.g. room on the disk); the timer never keeps the process alive. */
export function scheduleMaintenance(database: Database, hours = 6, onError?: (err: unknown) => void, mayRun: () => Promise<boolean> = async () => true): { stop(): void } {
  const timer = setInterval(() => {
    mayRun()
      .then((ok) => (ok ? vacuumIfNeeded(database) : undefined))
      .catch((err: unknown) => onError?.(err));
  }, hours * 3_600_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
