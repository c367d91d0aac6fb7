/**
 * The .xlsx format of a download (format=xlsx, issue 13): the rows, order and filter of its CSV, from
 * the same column table (data/ekspor/kolom.ts), written with ExcelJS's streaming writer so memory
 * holds one batch whatever the row count. Pure: the streaming core (alir.ts) calls the writer per batch.
 *
 * - NIK and No. KK are text cells (format '@'): Excel shows all 16 digits, never 3.507E+15.
 * - Dates are date cells shown dd-mm-yyyy, counts numbers, everything else text.
 * - Values are passed as plain strings, which ExcelJS always writes as values (a formula needs an
 *   object with `formula`), so a name such as "=HYPERLINK(...)" stays text without the CSV's apostrophe.
 * - The header row is bold and frozen; column widths are estimated from the header and the first
 *   batch (they must be written before the first row).
 */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { excelJs } from '../exceljs.js';
import type { ColumnKind, Penulis } from './jenis.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A raw value as the database gives it in JSON (a date as 'YYYY-MM-DD'). */
export type RawValue = string | number | boolean | null;

/** One batch of CsvTable.rawLine (one JSON array per line) as rows. */
export function rawRowsOf(chunk: string): RawValue[][] {
  return chunk
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as RawValue[]);
}

/** The batches of CsvTable.rawLine as rows, batch by batch. */
export async function* rawRows(chunks: AsyncIterable<string>): AsyncGenerator<RawValue[][]> {
  for await (const chunk of chunks) yield rawRowsOf(chunk);
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

/** The workbook writer: one sheet, its widths from the first batch, the header bold and frozen, a row per value array. */
export function xlsxPenulis(x: { sheetName: string; header: string[]; kinds: ColumnKind[] }, out: Writable): Penulis {
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(x.sheetName, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }] });
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
  return {
    mulai(pertama) {
      const rows = pertama === undefined ? [] : rawRowsOf(pertama);
      sheet.columns = columnWidths(x.header, x.kinds, rows).map((width) => ({ width }));
      const header = sheet.addRow(x.header);
      header.font = { bold: true };
      header.commit();
      addRows(rows);
    },
    tulis: (batch) => addRows(rawRowsOf(batch)),
    async selesai() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
