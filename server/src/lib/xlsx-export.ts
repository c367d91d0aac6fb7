/**
 * A list's download as an Excel workbook (format=xlsx, issue 13): the rows, order and filter of its
 * CSV, from the same column table (csv-columns.ts), written with ExcelJS's streaming writer so memory
 * holds one batch whatever the row count.
 *
 * - NIK and No. KK are text cells (format '@'): Excel shows all 16 digits, never 3.507E+15.
 * - Dates are date cells shown dd-mm-yyyy, counts numbers, everything else text.
 * - Values are passed as plain strings, which ExcelJS always writes as values (a formula needs an
 *   object with `formula`), so a name such as "=HYPERLINK(...)" stays text without the CSV's apostrophe.
 * - The header row is bold and frozen; column widths are estimated from the header and the first
 *   batch (they must be written before the first row).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachment, failureCode } from './csv.js';
import type { ColumnKind } from './csv-columns.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A raw value as the database gives it in JSON (a date as 'YYYY-MM-DD'). */
export type RawValue = string | number | boolean | null;

export interface XlsxExport {
  fileName: string;
  sheetName: string;
  header: string[];
  kinds: ColumnKind[];
  /** The rows, one array per batch, each row its raw values in header order. */
  rows: AsyncIterable<RawValue[][]>;
}

/** The batches of CsvTable.rawLine (one JSON array per line) as rows. */
export async function* rawRows(chunks: AsyncIterable<string>): AsyncGenerator<RawValue[][]> {
  for await (const chunk of chunks) {
    yield chunk
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as RawValue[]);
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One cell: null for an empty value, a Date at UTC midnight (a whole Excel day), a number or text. */
export function xlsxCell(kind: ColumnKind, value: RawValue | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date') {
    const m = DATE.exec(String(value));
    return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(value);
  }
  if (kind === 'count' && typeof value === 'number') return value;
  return String(value);
}

const NUM_FMT: Partial<Record<ColumnKind, string>> = { date: 'dd-mm-yyyy', nomor: '@' };
// At least 10: ExcelJS treats a width of exactly 9 as its default and leaves it out of the file.
const MIN_WIDTH = 10;
export const MAX_WIDTH = 50;

/** Widths in characters: the longest of the header and the sample's values, plus a margin, capped. */
export function columnWidths(header: string[], kinds: ColumnKind[], sample: RawValue[][]): number[] {
  return header.map((title, i) => {
    let longest = title.length;
    if (kinds[i] === 'date') longest = Math.max(longest, 'dd-mm-yyyy'.length);
    else for (const row of sample) longest = Math.max(longest, String(row[i] ?? '').length);
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

/** Raised into the response stream when a batch after the first fails; says nothing of the query or rows. */
export class XlsxExportInterrupted extends Error {
  constructor(readonly batch: number) {
    super(`XLSX export aborted: batch ${batch} failed`);
    this.name = 'XlsxExportInterrupted';
  }
}

/** Until the client has taken what is buffered (or has gone). */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Sends a streamed workbook, with sendCsv's guarantees: the first batch is read before anything is
 * sent (a failure there is the JSON error envelope), a later failure destroys the stream so the
 * connection is aborted and no cut file looks complete, logged by batch number and code only. Before
 * each further batch it waits until the client has taken the last one (backpressure).
 */
export async function sendXlsx(reply: FastifyReply, x: XlsxExport): Promise<FastifyReply> {
  const source = x.rows[Symbol.asyncIterator]();
  const first = await source.next();
  let finished = Boolean(first.done);
  const stop = () => {
    if (finished) return;
    finished = true;
    void Promise.resolve(source.return?.()).catch(() => {});
  };
  const firstRows = first.done ? [] : first.value;

  const out = new PassThrough();
  out.once('close', stop);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(x.sheetName, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }] });
  sheet.columns = columnWidths(x.header, x.kinds, firstRows).map((width) => ({ width }));

  const addRows = (rows: RawValue[][]) => {
    for (const values of rows) {
      const row = sheet.addRow(x.kinds.map((kind, i) => xlsxCell(kind, values[i])));
      x.kinds.forEach((kind, i) => {
        const numFmt = NUM_FMT[kind];
        if (numFmt && values[i] !== null && values[i] !== '') row.getCell(i + 1).numFmt = numFmt;
      });
      row.commit();
    }
  };

  async function write() {
    const header = sheet.addRow(x.header);
    header.font = { bold: true };
    header.commit();
    addRows(firstRows);
    for (let batch = 2; !finished; batch++) {
      await drained(out);
      if (finished) break;
      let next: IteratorResult<RawValue[][]>;
      try {
        next = await source.next();
      } catch (err) {
        finished = true;
        reply.log.error({ route: reply.request.routeOptions.url, batch, code: failureCode(err) }, 'XLSX export interrupted');
        throw new XlsxExportInterrupted(batch);
      }
      if (next.done) finished = true;
      else addRows(next.value);
    }
    // The client went away: nothing to finish (committing into a destroyed stream could wait forever).
    if (out.destroyed) return;
    sheet.commit();
    await workbook.commit();
  }
  void write()
    .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error('XLSX export failed')))
    .finally(stop);

  return attachment(reply, x.fileName, XLSX_CONTENT_TYPE).send(out);
}
