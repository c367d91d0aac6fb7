/**
 * A list's page as the contract asks and answers it (no database: the queries are data/paging.ts's
 * listPage and pageIds, which re-export these).
 */

/** The query parameters of every list (the contract's Page, Limit, sort enum and Order). */
export interface PageQuery<S extends string = string> {
  page?: number;
  limit?: number;
  sort?: S;
  order?: 'asc' | 'desc';
}

/** The contract fills defaults, but services also run in tests and scripts without them. */
export function paging(q: PageQuery): { limit: number; offset: number } {
  const limit = Math.min(Math.max(q.limit ?? 5, 1), 100);
  const page = Math.max(q.page ?? 0, 0);
  return { limit, offset: page * limit };
}

/** A page as every list answers it (the contract's `...ListResponse`). */
export const pageAnswer = <T>({ rows, total, terbatas }: { rows: T[]; total: number; terbatas?: boolean }) => ({
  success: true,
  data: rows,
  total,
  ...(terbatas ? { total_terbatas: true } : {}),
});

/** Rows by id in the order of `ids`, ids without a row skipped: what every `load...ByIds` returns. */
export function inOrderOf<T>(ids: readonly string[], byId: ReadonlyMap<string, T>): T[] {
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
