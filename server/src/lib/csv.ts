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
import type { FastifyReply } from 'fastify';

export const BOM = '\uFEFF';
const EOL = '\r\n';

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
export function csvLine(fields: Array<string | number | null | undefined | { nomor: string | null | undefined }>): string {
  return (
    fields
      .map((f) => (f !== null && typeof f === 'object' ? csvNumberText(f.nomor) : csvCell(f)))
      .join(',') + EOL
  );
}

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

/**
 * Sends a streamed CSV: the BOM and header first, then each batch the generator yields (already
 * formatted lines). The generator reads the database in keyset batches, so memory stays flat whatever
 * the row count, and the client starts receiving before the last batch is read.
 */
export function sendCsv(reply: FastifyReply, fileName: string, header: string[], batches: AsyncIterable<string>): FastifyReply {
  async function* body(): AsyncGenerator<string> {
    yield BOM + csvLine(header);
    yield* batches;
  }
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(body(), { objectMode: false }));
}
