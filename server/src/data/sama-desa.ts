import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A join between two village tables, on its key and on the village (the raw SQL joins write the same
 * `and x.desa_id = y.desa_id`). The rows are of one village either way; saying so lets PostgreSQL carry
 * the query's village over to the joined table, so the row-level policy's
 * `nullif(current_setting(...), '')::uuid` is checked once per query instead of once per row read
 * (~2-8 µs a row on PGlite: ~20 ms of a page of ten family cards at 100,000 residents, issue 15), and
 * it is what a distributed PostgreSQL (Citus) needs to keep the join on one shard (docs/scaling.md).
 */
export function samaDesa(kunci: SQL, a: PgColumn, b: PgColumn): SQL {
  return and(kunci, eq(a, b))!;
}
