/**
 * The reading side of the one export core (lib/ekspor/alir.ts, issue 34): a list's rows read batch by
 * batch from the database, each row as a line of its format built in SQL (kolom.ts), with a keyset
 * cursor over the list's sort index, one chunk of text per batch. Every list export is a DaftarEkspor
 * (its column table and its rows: what, where, in which order) given to eksporDaftar().
 */
import { is, sql, type SQL } from 'drizzle-orm';
import { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { DbOrTx, Reads } from '../../db/client.js';
import type { Ekspor, FormatEkspor } from '../../lib/ekspor/jenis.js';
import type { CsvTable } from './kolom.js';

/** The rows of a list export: FROM, WHERE and the keyset order. */
export interface BarisEkspor {
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

/** What is read per row: csvLineSql(...) (a CSV line) or CsvTable.rawLine (a JSON array). */
export interface CsvQuery extends BarisEkspor {
  line: SQL;
}

export const CSV_BATCH = 5000;

/** One batch: its text, its row count and its last row's cursor. */
type Batch = { chunk: string; n: number; last: { cursor: string | null; id: string | null } | undefined };

/**
 * The CSV text of every matching row, one chunk per batch, read with a keyset cursor on (sort, tie):
 * each batch starts where the last ended through the sort index, so batch 20 costs what batch 1 costs,
 * memory holds one batch, and the client receives the first rows at once. Each batch through `read`,
 * in a short transaction of its own.
 */
export async function* csvChunks(read: Reads, q: CsvQuery, batchSize = CSV_BATCH): AsyncGenerator<string> {
  const d = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const cmp = sql.raw(q.order === 'desc' ? '<' : '>');
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const conds = [...q.where];
    if (after) conds.push(sql`(${q.sort}, ${q.tie}) ${cmp} (${after.cursor}::${sql.raw(q.cast)}, ${after.id}::uuid)`);
    const from = sql`from ${q.from} where ${sql.join(conds, sql` and `)} order by ${q.sort} ${d}, ${q.tie} ${d} limit ${batchSize}`;
    const { chunk, n, last } = await read((db) => batch(db, q, from, d));
    if (n > 0) yield chunk;
    if (n < batchSize || !last?.cursor || !last.id) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/**
 * One batch. How it comes back depends on the driver (measured at a million residents,
 * docs/scaling.md): PGlite hands over one string per batch (string_agg in SQL) faster than 5,000 rows,
 * while on PostgreSQL the rows themselves are ~40% cheaper than the aggregate (its sort, window and one
 * 1 MB value through the protocol) and are joined here. Both give the same bytes.
 */
async function batch(db: DbOrTx, q: CsvQuery, from: SQL, d: SQL): Promise<Batch> {
  if (barisPerBaris(db)) {
    const result = (await db.execute(sql`select ${q.tie}::text as id, (${q.sort})::text as cursor, ${q.line} as line ${from}`)) as unknown as { rows: Array<{ id: string; cursor: string | null; line: string }> };
    const n = result.rows.length;
    return { chunk: result.rows.map((r) => r.line).join(''), n, last: result.rows[n - 1] };
  }
  const result = (await db.execute(sql`
    with b as materialized (
      select x.*, row_number() over (order by x.s ${d}, x.id ${d}) as rn from (
        select ${q.tie} as id, ${q.sort} as s, (${q.sort})::text as cursor, ${q.line} as line ${from}) x)
    select coalesce(string_agg(line, '' order by rn), '') as chunk, count(*)::int as n,
      (select cursor from b order by rn desc limit 1) as cursor,
      (select id::text from b order by rn desc limit 1) as id
    from b`)) as unknown as { rows: Array<{ chunk: string; n: number; cursor: string | null; id: string | null }> };
  const row = result.rows[0];
  return { chunk: row?.chunk ?? '', n: Number(row?.n ?? 0), last: row };
}

/** node-postgres: a batch as rows (see csvChunks). */
function barisPerBaris(db: DbOrTx): boolean {
  return is(db, NodePgDatabase) || is(db, NodePgTransaction);
}

/** A list's export: its column table and its rows (each list's `...Ekspor(desaId, { filter, sort, order })`). */
export interface DaftarEkspor<R = never> {
  table: CsvTable<R>;
  rows: BarisEkspor;
}

/** The line of `table` a format reads: the CSV line, the same with ';', or the raw values for a workbook. */
export function lineOf<R>(table: CsvTable<R>, format: FormatEkspor = 'csv'): SQL {
  if (format === 'xlsx') return table.rawLine;
  return format === 'csv_titik_koma' ? table.lineWith(';') : table.line;
}

/** The batches of a list's export in `format` (the lines of lineOf), `batchSize` rows each. */
export function bacaEkspor<R>(read: Reads, daftar: DaftarEkspor<R>, opsi: { format?: FormatEkspor | undefined; batchSize?: number } = {}): AsyncGenerator<string> {
  return csvChunks(read, { ...daftar.rows, line: lineOf(daftar.table, opsi.format) }, opsi.batchSize);
}

/**
 * A list's download in the format asked (issue 13): the spec's CSV, the same CSV separated by ';', or a
 * workbook; all three from the list's one column table and its one keyset query, so they share the
 * rows, the order and the filter. `fileName` is the CSV's (the workbook's ends in .xlsx instead);
 * `read`: the download's DownloadContext.run (each batch in a short transaction of the village's scope,
 * outside any request transaction, which a download outlives; issue 33).
 */
export function eksporDaftar<R>(
  read: Reads,
  daftar: DaftarEkspor<R>,
  opsi: { format?: FormatEkspor | undefined; fileName: string; sheetName: string; batchSize?: number },
): Ekspor {
  const format = opsi.format ?? 'csv';
  const fileName = format === 'xlsx' ? opsi.fileName.replace(/\.csv$/, '.xlsx') : opsi.fileName;
  const { header, kinds } = daftar.table;
  return { fileName, format, header, kinds, sheetName: opsi.sheetName, batches: bacaEkspor(read, daftar, { format, ...(opsi.batchSize ? { batchSize: opsi.batchSize } : {}) }) };
}

/** A download of a few rows already read (one card's members), built in JS by the same table: a CSV, in one batch. */
export function eksporBaris<R>(table: CsvTable<R>, rows: R[], fileName: string): Ekspor {
  async function* batches() {
    yield rows.map(table.lineOf).join('');
  }
  return { fileName, format: 'csv', header: table.header, kinds: table.kinds, sheetName: '', batches: batches() };
}
