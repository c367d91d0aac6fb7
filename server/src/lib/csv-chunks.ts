/**
 * The lines of a CSV download read batch by batch from the database (the SQL cells of csv.ts): a
 * keyset cursor over the list's sort index, one chunk of text per batch.
 */
import { is, sql, type SQL } from 'drizzle-orm';
import { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { DbOrTx, Reads } from '../db/client.js';

export interface CsvQuery {
  /** csvLineSql(...) of one row. */
  line: SQL;
  /** The FROM clause (tables and joins). */
  from: SQL;
  where: SQL[];
  /** The sort key (a plain indexed column) and its SQL type, for the keyset cursor. */
  sort: SQL;
  cast: string;
  /** The unique tiebreak (an id). */
  tie: SQL;
  order?: 'asc' | 'desc';
}

export const CSV_BATCH = 5000;

/**
 * The CSV text of every matching row, one chunk per batch, read with a keyset cursor on (sort, tie):
 * each batch starts where the last ended through the sort index, so batch 20 costs what batch 1 costs,
 * memory holds one batch, and the client receives the first rows at once.
 *
 * How a batch comes back depends on the driver (measured at a million residents, docs/scaling.md):
 * PGlite hands over one string per batch (string_agg in SQL) faster than 5,000 rows, while on
 * PostgreSQL the rows themselves are ~40% cheaper than the aggregate (its sort, window and one 1 MB
 * value through the protocol) and are joined here. Both give the same bytes.
 */
export async function* csvChunks(read: Reads, q: CsvQuery, batchSize = CSV_BATCH): AsyncGenerator<string> {
  const d = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const cmp = sql.raw(q.order === 'desc' ? '<' : '>');
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const conds = [...q.where];
    if (after) conds.push(sql`(${q.sort}, ${q.tie}) ${cmp} (${after.cursor}::${sql.raw(q.cast)}, ${after.id}::uuid)`);
    const from = sql`from ${q.from} where ${sql.join(conds, sql` and `)} order by ${q.sort} ${d}, ${q.tie} ${d} limit ${batchSize}`;
    // Each batch in a transaction of its own, through `read` (a download's DownloadContext.run).
    const { chunk, n, last } = await read((db) => batch(db, q, from, d));
    if (n > 0) yield chunk;
    if (n < batchSize || !last?.cursor || !last.id) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/** One batch: its text, its row count and its last row's cursor. */
async function batch(db: DbOrTx, q: CsvQuery, from: SQL, d: SQL): Promise<{ chunk: string; n: number; last: { cursor: string | null; id: string | null } | undefined }> {
  let chunk: string;
  let n: number;
  let last: { cursor: string | null; id: string | null } | undefined;
  if (barisPerBaris(db)) {
    const result = (await db.execute(sql`select ${q.tie}::text as id, (${q.sort})::text as cursor, ${q.line} as line ${from}`)) as unknown as { rows: Array<{ id: string; cursor: string | null; line: string }> };
    n = result.rows.length;
    chunk = result.rows.map((r) => r.line).join('');
    last = result.rows[n - 1];
  } else {
    const result = (await db.execute(sql`
    with b as materialized (
      select x.*, row_number() over (order by x.s ${d}, x.id ${d}) as rn from (
        select ${q.tie} as id, ${q.sort} as s, (${q.sort})::text as cursor, ${q.line} as line ${from}) x)
    select coalesce(string_agg(line, '' order by rn), '') as chunk, count(*)::int as n,
      (select cursor from b order by rn desc limit 1) as cursor,
      (select id::text from b order by rn desc limit 1) as id
    from b`)) as unknown as { rows: Array<{ chunk: string; n: number; cursor: string | null; id: string | null }> };
    const row = result.rows[0];
    n = Number(row?.n ?? 0);
    chunk = row?.chunk ?? '';
    last = row;
  }
  return { chunk, n, last };
}

/** node-postgres: a batch as rows (see csvChunks). */
function barisPerBaris(db: DbOrTx): boolean {
  return is(db, NodePgDatabase) || is(db, NodePgTransaction);
}
