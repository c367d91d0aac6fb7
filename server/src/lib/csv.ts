/**
 * CSV downloads: RFC 4180 (comma, CRLF, every field quoted, quotes doubled), UTF-8 with a BOM so Excel
 * reads the encoding, streamed batch by batch.
 *
 * - NIK and No. KK are written as `="3507..."`: Excel and LibreOffice (which evaluates formulas on
 *   CSV import by default) show the 16 digits as text instead of 3.507E+15 with the last digit lost;
 *   where formula evaluation is switched off the digits still arrive intact inside the wrapper. A
 *   leading tab was not chosen: Excel skips leading whitespace when it detects numbers (which is why
 *   OWASP lists tab among formula prefixes). Only values that are exactly 16 digits (database CHECK)
 *   are wrapped, so this never lets a formula through.
 * - Any other cell starting with = + - @ tab or CR gets a leading apostrophe, so a name such as
 *   "=HYPERLINK(...)" stays text (OWASP "CSV injection").
 */
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

export const BOM = '\uFEFF';
const EOL = '\r\n';

/**
 * The field separator: ',' (RFC 4180, the spec's file) or ';' (format=csv_titik_koma: Excel with
 * Indonesian regional settings splits on ';', since ',' is the decimal mark there). Every field is
 * quoted either way, so a separator inside a value never splits it.
 */
export type CsvSeparator = ',' | ';';

/** A cell that could start a formula in a spreadsheet. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted, with formula neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** NIK / No. KK: kept as text by spreadsheets (see the module comment). */
export function csvNumberText(value: string | null | undefined): string {
  const digits = (value ?? '').trim();
  if (!/^[0-9]{1,20}$/.test(digits)) return csvCell(digits);
  return `"=""${digits}"""`;
}

/** One CSV line; `{ nomor }` marks a NIK / No. KK cell. */
export function csvLine(fields: Array<string | number | null | undefined | { nomor: string | null | undefined }>, separator: CsvSeparator = ','): string {
  return (
    fields
      .map((f) => (f !== null && typeof f === 'object' ? csvNumberText(f.nomor) : csvCell(f)))
      .join(separator) + EOL
  );
}

// ------------------------------------------------------------------ the same rules in SQL
// Large exports build their lines inside the database: PGlite then hands over one string per batch
// instead of fifteen fields per row, which halves the time of a 100,000-row export. The JS functions
// above stay the reference: test/csv-sql.test.ts (every tricky cell, and a card's member lines against
// the resident export) and test/kartu-keluarga.test.ts ('builds the same CSV bytes in SQL (large
// exports) as in JS') check that both give the same bytes, on both databases. Each export's columns
// (header, SQL cell, JS cell) are one table, csvTable() in csv-columns.ts.

/** csvCell() in SQL, for a text expression. */
export function csvCellSql(expr: SQL): SQL {
  return sql`'"' || replace(case when left(${expr}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${expr} else ${expr} end, '"', '""') || '"'`;
}

/** A value from a fixed list (enums, labels): no quote or formula character to handle. */
export function csvEnumSql(expr: SQL): SQL {
  return sql`'"' || ${expr} || '"'`;
}

/** csvNumberText() in SQL, for NIK / No. KK columns (16 digits by their CHECK constraint). */
export function csvNumberSql(expr: SQL): SQL {
  return sql`'"=""' || ${expr} || '"""'`;
}

/** One CSV line in SQL; the separator is a literal of the two allowed, never user input. */
export function csvLineSql(cells: SQL[], separator: CsvSeparator = ','): SQL {
  return sql`${sql.join(cells, sql.raw(` || '${separator === ';' ? ';' : ','}' || `))} || chr(13) || chr(10)`;
}

// The keyset batches of a download (csvChunks) are in csv-chunks.ts.
export { csvChunks, CSV_BATCH, type CsvQuery } from './csv-chunks.js';

/** DD-MM-YYYY of today in the village's time zone: the Indonesian numeric date, safe in a file name. */
export function tanggalNamaBerkas(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/** A file-name-safe form of free text (the village name): letters, digits, dash and underscore. */
export function aman(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'desa'
  );
}

/** Raised into the response stream when a batch after the first fails; says nothing of the query or rows. */
export class CsvExportInterrupted extends Error {
  constructor(readonly batch: number) {
    super(`CSV export aborted: batch ${batch} failed`);
    this.name = 'CsvExportInterrupted';
  }
}

/** What identifies a failure without repeating it: the SQLSTATE (drizzle keeps it in `cause`) or the error code. */
export function failureCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** A CSV download as a service hands it to its route: the file name (the spec's), the header row and the lines. */
export interface CsvExport {
  fileName: string;
  header: string[];
  lines: AsyncIterable<string>;
  /** ',' unless said otherwise (the lines must have been built with the same one). */
  separator?: CsvSeparator;
}

/** sendCsv() of a CsvExport. */
export function sendCsvExport(reply: FastifyReply, csv: CsvExport): Promise<FastifyReply> {
  return sendCsv(reply, csv.fileName, csv.header, csv.lines, csv.separator);
}

/**
 * Sends a streamed CSV: the BOM and header first, then each batch the generator yields (already
 * formatted lines). The generator reads the database in keyset batches, so memory stays flat whatever
 * the row count, and the client starts receiving before the last batch is read.
 *
 * The first batch is read BEFORE anything is sent: a failure there (a refused query, a database error)
 * is thrown to the error handler and becomes the JSON envelope with its status, never a 200 with a
 * header row and no data. Once the headers are out, a failing batch can no longer change the status:
 * the stream is destroyed with an error, so the chunked body never gets its clean end, the connection
 * is aborted and the browser's fetch rejects instead of saving a cut file. That failure is logged by
 * batch number and code only (the database error's message repeats the query's parameters, and the
 * file name may carry a NIK).
 */
export async function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: string[],
  batches: AsyncIterable<string>,
  separator: CsvSeparator = ',',
): Promise<FastifyReply> {
  const source = batches[Symbol.asyncIterator]();
  const first = await source.next();
  let finished = Boolean(first.done);
  /** Stops reading the source (its end, its failure, or the client going away mid-way). */
  const stop = () => {
    if (finished) return;
    finished = true;
    void Promise.resolve(source.return?.()).catch(() => {});
  };
  /** The next batch, asked for before the current one is sent: the database reads it while the socket writes. */
  const ask = () => {
    const next = source.next();
    next.catch(() => {}); // awaited below; this only keeps a failure unhandled until then
    return next;
  };
  async function* body(): AsyncGenerator<string> {
    try {
      let pending = first.done ? undefined : ask();
      yield BOM + csvLine(header, separator) + (first.done ? '' : first.value);
      for (let batch = 2; pending && !finished; batch++) {
        let next: IteratorResult<string>;
        try {
          next = await pending;
        } catch (err) {
          finished = true;
          reply.log.error({ route: reply.request.routeOptions.url, batch, code: failureCode(err) }, 'CSV export interrupted');
          throw new CsvExportInterrupted(batch);
        }
        if (next.done) {
          finished = true;
          pending = undefined;
        } else {
          pending = ask();
          yield next.value;
        }
      }
    } finally {
      stop();
    }
  }
  return attachment(reply, fileName, 'text/csv; charset=utf-8').send(Readable.from(body(), { objectMode: false }).once('close', stop));
}

/** The headers of a download: its type, its name (ASCII fallback and UTF-8), never cached or sniffed. */
export function attachment(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .code(200)
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}
