import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface PageQuery<S extends string = string> {
  page?: number;
  limit?: number;
  sort?: S;
  order?: 'asc' | 'desc';
}

/** The contract fills defaults, but handlers also run in tests and scripts without them. */
export function paging(q: PageQuery): { limit: number; offset: number } {
  const limit = Math.min(Math.max(q.limit ?? 5, 1), 100);
  const page = Math.max(q.page ?? 0, 0);
  return { limit, offset: page * limit };
}

/** ORDER BY the chosen column, then the id so pages never overlap or skip rows with equal keys. */
export function orderBy(column: AnyPgColumn | SQL, idColumn: AnyPgColumn, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  return [dir(column), dir(idColumn)];
}
