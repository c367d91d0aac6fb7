/**
 * The CSV format of a download: RFC 4180 (comma, CRLF, every field quoted, quotes doubled), UTF-8 with
 * a BOM so Excel reads the encoding. Pure: the cells and lines in JS (the reference the SQL cells of
 * data/ekspor/kolom.ts must equal), and the writer the streaming core (alir.ts) calls per batch.
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
import type { Writable } from 'node:stream';
import type { Penulis } from './jenis.js';

export const BOM = '\uFEFF';
const EOL = '\r\n';

/**
 * The field separator: ',' (RFC 4180, the spec's file) or ';' (format=csv_titik_koma: Excel with
 * Indonesian regional settings splits on ';', since ',' is the decimal mark there). Every field is
 * quoted either way, so a separator inside a value never splits it.
 */
export type CsvSeparator = ',' | ';';

/** A field of csvLine(): a value, or `{ nomor }` for a NIK / No. KK cell. */
export type CsvField = string | number | null | undefined | { nomor: string | null | undefined };

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
export function csvLine(fields: CsvField[], separator: CsvSeparator = ','): string {
  return (
    fields
      .map((f) => (f !== null && typeof f === 'object' ? csvNumberText(f.nomor) : csvCell(f)))
      .join(separator) + EOL
  );
}

/**
 * The CSV writer: the BOM and the header row before the first batch, then each batch as it comes
 * (already CSV lines, built in the database or in JS with the same separator).
 */
export function csvPenulis(header: string[], separator: CsvSeparator, out: Writable): Penulis {
  return {
    mulai: (pertama) => void out.write(BOM + csvLine(header, separator) + (pertama ?? '')),
    tulis: (batch) => void out.write(batch),
    selesai: async () => void out.end(),
  };
}
