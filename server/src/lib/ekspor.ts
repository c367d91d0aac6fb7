// A list's download in the format asked (issue 13, `format` of the six list exports): the spec's CSV,
// the same CSV separated by ';', or a workbook; all three from the list's one column table and its
// one keyset query, so they share the rows, the order and the filter.
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { sendCsvExport, type CsvExport } from './csv.js';
import type { CsvTable } from './csv-columns.js';
import { rawRows, sendXlsx, type XlsxExport } from './xlsx-export.js';

export type FormatEkspor = 'csv' | 'csv_titik_koma' | 'xlsx';

export type Ekspor = CsvExport | XlsxExport;

/**
 * The export of a list in `format`. `read(line)` runs the list's query (csvChunks) with `line` as each
 * row's SQL; `fileName` is the CSV's (the workbook's ends in .xlsx instead).
 */
export function eksporDaftar<R>(
  table: CsvTable<R>,
  options: { format?: FormatEkspor | undefined; fileName: string; sheetName: string },
  read: (line: SQL) => AsyncIterable<string>,
): Ekspor {
  const { fileName, sheetName } = options;
  switch (options.format) {
    case 'xlsx':
      return { fileName: fileName.replace(/\.csv$/, '.xlsx'), sheetName, header: table.header, kinds: table.kinds, rows: rawRows(read(table.rawLine)) };
    case 'csv_titik_koma':
      return { fileName, header: table.header, lines: read(table.lineWith(';')), separator: ';' };
    default:
      return { fileName, header: table.header, lines: read(table.line) };
  }
}

/** Sends an export: a workbook through sendXlsx, a CSV through sendCsv. */
export function sendEkspor(reply: FastifyReply, ekspor: Ekspor): Promise<FastifyReply> {
  return 'kinds' in ekspor ? sendXlsx(reply, ekspor) : sendCsvExport(reply, ekspor);
}
