/**
 * One column table per list export (issue 10: CSV single source; issue 13: the same table gives the
 * .xlsx): each column's header, its cell in SQL and, where the export is also built in JS, its cell in
 * JS; and its raw value with its kind, for the workbook. The cell rules are lib/ekspor/csv.ts's, here
 * also in SQL.
 *
 * Large exports build their lines inside the database: PGlite then hands over one string per batch
 * instead of fifteen fields per row, which halves the time of a 100,000-row export. The JS functions of
 * lib/ekspor/csv.ts stay the reference: test/csv-sql.test.ts (every tricky cell, and a card's member
 * lines against the resident export) and test/kartu-keluarga.test.ts ('builds the same CSV bytes in SQL
 * (large exports) as in JS') check that both give the same bytes, on both databases.
 */
import { sql, type SQL } from 'drizzle-orm';
import { csvLine, type CsvField, type CsvSeparator } from '../../lib/ekspor/csv.js';
import type { ColumnKind } from '../../lib/ekspor/jenis.js';

export type { ColumnKind };

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

/**
 * One column of an export: its header, its cell in SQL and, where an export is also built in JS
 * (one card's members), its cell in JS; `raw` is the value itself in SQL (a date as a date, a count
 * as a number), read by the workbook. The header row, the SQL line, the JS line and the workbook's
 * row all come from the one table (csvTable), so a column cannot be added to one and forgotten in another.
 */
export interface CsvColumn<R = never> {
  header: string;
  sql: SQL;
  raw: SQL;
  kind: ColumnKind;
  js?: (row: R) => CsvField;
}

/** Free text (names, addresses, letter numbers): quoted, formulas neutralised. */
export const textColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string | null | undefined): CsvColumn<R> => ({
  header,
  sql: csvCellSql(expr),
  raw: expr,
  kind: 'text',
  ...(js ? { js } : {}),
});

/** NIK / No. KK: kept whole as text by spreadsheets (="3507..."). */
export const numberColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string | null | undefined): CsvColumn<R> => ({
  header,
  sql: csvNumberSql(expr),
  raw: expr,
  kind: 'nomor',
  ...(js ? { js: (row: R) => ({ nomor: js(row) }) } : {}),
});

/** A value of a fixed list (labels): quoted as it is. */
export const enumColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string): CsvColumn<R> => ({
  header,
  sql: csvEnumSql(expr),
  raw: expr,
  kind: 'enum',
  ...(js ? { js } : {}),
});

/** A date column (YYYY-MM-DD in the CSV, `""` when missing; a date cell in the workbook). */
export const dateColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string | null | undefined): CsvColumn<R> => ({
  header,
  sql: csvEnumSql(sql`coalesce(${expr}::text, '')`),
  raw: expr,
  kind: 'date',
  ...(js ? { js: (row: R) => js(row) ?? '' } : {}),
});

/** A count (an integer expression): its digits in the CSV, a number in the workbook. */
export const countColumn = (header: string, expr: SQL): CsvColumn => ({
  header,
  sql: csvEnumSql(sql`${expr}::text`),
  raw: expr,
  kind: 'count',
});

/** A NIK that may be missing (a birth's): `""` when null, like csvNumberText(null) in JS. */
export const optionalNumberColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string | null | undefined): CsvColumn<R> => ({
  header,
  sql: sql`case when ${expr} is null then '""' else ${csvNumberSql(expr)} end`,
  raw: expr,
  kind: 'nomor',
  ...(js ? { js: (row: R) => ({ nomor: js(row) }) } : {}),
});

export interface CsvTable<R> {
  header: string[];
  /** The columns' kinds, in header order (the workbook's cells). */
  kinds: ColumnKind[];
  /** One row as a CSV line in SQL (baca.ts). */
  line: SQL;
  /** The same line with another separator (format=csv_titik_koma). */
  lineWith: (separator: CsvSeparator) => SQL;
  /**
   * One row's raw values as a JSON array and a newline, read through baca.ts like a CSV line
   * (JSON escapes newlines inside values, so each line is one row): the workbook's rows.
   */
  rawLine: SQL;
  /** One row as a CSV line in JS (only for tables whose every column has `js`). */
  lineOf: (row: R) => string;
}

export function csvTable<R = never>(columns: ReadonlyArray<CsvColumn<R>>): CsvTable<R> {
  const lineWith = (separator: CsvSeparator) => csvLineSql(columns.map((c) => c.sql), separator);
  return {
    header: columns.map((c) => c.header),
    kinds: columns.map((c) => c.kind),
    line: lineWith(','),
    lineWith,
    rawLine: sql`json_build_array(${sql.join(columns.map((c) => c.raw), sql`, `)})::text || chr(10)`,
    lineOf: (row) =>
      csvLine(
        columns.map((c) => {
          if (!c.js) throw new Error(`CSV column ${c.header} has no JS cell`);
          return c.js(row);
        }),
      ),
  };
}

/**
 * A person's columns over `p` in the order the deaths' and the incoming cards' files have them (the
 * spec's headers): NIK, name, birth, age, address, sex.
 */
export const kolomOrang = (): CsvColumn[] => [
  numberColumn('NIK', sql`p.nik`),
  textColumn('Nama Lengkap', sql`p.nama_lengkap`),
  textColumn('Tempat Tgl. Lahir', sql`p.tempat_tanggal_lahir`),
  textColumn('Umur', sql`sid_umur_teks(p.tanggal_lahir, p.umur_tercatat)`),
  textColumn('Alamat', sql`p.alamat_asal`),
  textColumn('Jenis Kelamin', sql`p.jenis_kelamin`),
];
