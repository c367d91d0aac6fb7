/**
 * The search box's basic rules, the one way every list reads it: digits find NIK, No. KK (and other
 * numbers) by prefix; any text finds names and letter numbers by part, case-insensitive. The user's
 * % _ and \ are taken literally. The small lists use searchCondition alone; the residents' and cards'
 * planners (penduduk.ts, kartu.ts) build on these. Reached through index.ts (README.md).
 */
import { sql, type SQL } from 'drizzle-orm';

/** `term` for LIKE, with the user's % _ and \ taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for ILIKE, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** pg_trgm can narrow a LIKE only with a run of 3+ letters or digits; shorter terms scan. */
export const trigramUsable = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * A term of one or two characters (no whitespace): the letters-and-pairs index of residents' names
 * (migration 0010, sid_nama_ngram) narrows it where pg_trgm cannot (data/cari/nama.ts).
 */
export const ngramUsable = (term: string): boolean => {
  const n = [...term].length;
  return n >= 1 && n <= 2 && !/\s/u.test(term);
};

export const isDigits = (s: string): boolean => /^[0-9]{1,16}$/.test(s);

/** The smallest string of digits above every string that starts with `digits` ('3599' -> '36'), if any. */
export function nextPrefix(digits: string): string | undefined {
  const d = [...digits];
  let i = d.length - 1;
  while (i >= 0 && d[i] === '9') i -= 1;
  if (i < 0) return undefined;
  return `${d.slice(0, i).join('')}${Number(d[i]) + 1}`;
}

/**
 * A char(16) number column (NIK, No. KK) starting with `term`. Digits become a range: btree
 * comparisons are leakproof, so under the village policies the index serves them, which it may not do
 * for LIKE 'x%'. Anything else matches no number but keeps LIKE's meaning.
 */
export function numberPrefix(col: SQL, term: string, type: 'bpchar' | 'text' = 'bpchar'): SQL {
  if (!isDigits(term)) return sql`${col} like ${`${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  const upper = nextPrefix(term);
  const t = sql.raw(type);
  return upper === undefined ? sql`${col} >= ${term}::${t}` : sql`(${col} >= ${term}::${t} and ${col} < ${upper}::${t})`;
}

export interface SearchColumns {
  /** Matched by part: names, usernames, letter numbers. */
  text: SQL[];
  /** Matched by prefix when the term is digits: NIK, No. KK. */
  numbers?: SQL[];
}

/** The condition of a search box's term over `columns`, or undefined when the box is empty. */
export function searchCondition(q: string | undefined, columns: SearchColumns): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const conds = columns.text.map((c) => sql`${c} ilike ${containsPattern(term)}`);
  if (isDigits(term)) conds.push(...(columns.numbers ?? []).map((c) => sql`${c} like ${`${term}%`}`));
  // Only number columns and a term that is not a number: nothing can match.
  return conds.length === 0 ? sql`false` : sql`(${sql.join(conds, sql` or `)})`;
}

/** `from` narrowed by every condition given (undefined ones skipped). */
export function whereAll(from: SQL, conds: Array<SQL | undefined>): SQL {
  const given = conds.filter((c): c is SQL => c !== undefined);
  return given.length === 0 ? from : sql`${from} and ${sql.join(given, sql` and `)}`;
}
