/**
 * The shapes of a download (issue 34: one streaming export core for CSV and .xlsx). A service builds
 * an `Ekspor` (data/ekspor/baca.ts for a list, or by hand for a few rows), the route hands it to
 * kirimEkspor (alir.ts), which reads its batches and passes each to the writer of its format.
 */

/** The formats of a list download (`format` of the six list exports, issue 13). */
export type FormatEkspor = 'csv' | 'csv_titik_koma' | 'xlsx';

/**
 * What a column holds, for the workbook (xlsx.ts): `text` and `enum` become text cells, `nomor`
 * (NIK / No. KK) a text cell that keeps its 16 digits, `date` a date cell, `count` a number.
 */
export type ColumnKind = 'text' | 'nomor' | 'date' | 'count' | 'enum';

/** A download as a service hands it to its route. */
export interface Ekspor {
  /** The file's name, ending in .csv or .xlsx as the format is. */
  fileName: string;
  format: FormatEkspor;
  header: string[];
  /** The columns' kinds, in header order (the workbook's cells). */
  kinds: ColumnKind[];
  /** The workbook's sheet (unused by a CSV). */
  sheetName: string;
  /**
   * The rows, one string per batch: CSV lines in the format's separator, or for a workbook one JSON
   * array of raw values per line (CsvTable.rawLine). Read one batch ahead, never more.
   */
  batches: AsyncIterable<string>;
}

/** A format's writer, over the response stream: the start (with the first batch, if any), each further batch, the end. */
export interface Penulis {
  mulai(pertama: string | undefined): void;
  tulis(batch: string): void;
  selesai(): Promise<void>;
}
