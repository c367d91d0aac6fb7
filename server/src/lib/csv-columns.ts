// One column table per CSV export (issue 10: CSV single source): each column's header, its cell in
// SQL and, where the export is also built in JS, its cell in JS. The cell rules are csv.ts's.
import { sql, type SQL } from 'drizzle-orm';
import { csvCellSql, csvEnumSql, csvLine, csvLineSql, csvNumberSql } from './csv.js';

type CsvField = Parameters<typeof csvLine>[0][number];

/**
 * One column of an export: its header, its cell in SQL and, where an export is also built in JS
 * (one card's members), its cell in JS. The header row, the SQL line and the JS line all come from
 * the one table (csvTable), so a column cannot be added to one and forgotten in another.
 */
export interface CsvColumn<R = never> {
  header: string;
  sql: SQL;
  js?: (row: R) => CsvField;
}

/** Free text (names, addresses, letter numbers): quoted, formulas neutralised. */
export const textColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string | null | undefined): CsvColumn<R> => ({
  header,
  sql: csvCellSql(expr),
  ...(js ? { js } : {}),
});

/** NIK / No. KK: kept whole as text by spreadsheets (="3507..."). */
export const numberColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string | null | undefined): CsvColumn<R> => ({
  header,
  sql: csvNumberSql(expr),
  ...(js ? { js: (row: R) => ({ nomor: js(row) }) } : {}),
});

/** A value of a fixed list (dates, counts, labels): quoted as it is. */
export const enumColumn = <R = never>(header: string, expr: SQL, js?: (row: R) => string): CsvColumn<R> => ({
  header,
  sql: csvEnumSql(expr),
  ...(js ? { js } : {}),
});

/** A NIK that may be missing (a birth's): `""` when null, like csvNumberText(null) in JS. */
export const optionalNumberColumn = (header: string, expr: SQL): CsvColumn => ({
  header,
  sql: sql`case when ${expr} is null then '""' else ${csvNumberSql(expr)} end`,
});

export interface CsvTable<R> {
  header: string[];
  /** One row as a CSV line in SQL (csvChunks). */
  line: SQL;
  /** One row as a CSV line in JS (only for tables whose every column has `js`). */
  lineOf: (row: R) => string;
}

export function csvTable<R = never>(columns: ReadonlyArray<CsvColumn<R>>): CsvTable<R> {
  return {
    header: columns.map((c) => c.header),
    line: csvLineSql(columns.map((c) => c.sql)),
    lineOf: (row) =>
      csvLine(
        columns.map((c) => {
          if (!c.js) throw new Error(`CSV column ${c.header} has no JS cell`);
          return c.js(row);
        }),
      ),
  };
}
