/**
 * A download of a few rows already in memory (a report or a statistics table, not a list read in
 * batches): the rows in the format's one batch, through the same streaming core (alir.ts).
 */
import { csvLine, type CsvField } from './csv.js';
import type { ColumnKind, Ekspor, FormatEkspor } from './jenis.js';

export function eksporBaris(a: { nama: string; format: FormatEkspor | undefined; header: string[]; kinds: ColumnKind[]; sheetName: string; rows: readonly (readonly CsvField[])[] }): Ekspor {
  const format = a.format ?? 'csv';
  const isi = format === 'xlsx' ? a.rows.map((r) => `${JSON.stringify(r)}\n`).join('') : a.rows.map((r) => csvLine([...r], format === 'csv' ? ',' : ';')).join('');
  async function* batches() {
    yield isi;
  }
  return { fileName: `${a.nama}.${format === 'xlsx' ? 'xlsx' : 'csv'}`, format, header: a.header, kinds: a.kinds, sheetName: a.sheetName, batches: batches() };
}
