/**
 * Paging, the one way every list does it: a page of ids first (ORDER BY the chosen key, then a
 * tiebreak, LIMIT/OFFSET over ids only, so an index gives the order and deep pages stay cheap), the
 * total beside it, then the page's rows loaded by id in one batch (`listPage`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { inOrderOf, paging, type PageQuery } from '../lib/paging.js';

export { inOrderOf, pageAnswer, paging, type PageQuery } from '../lib/paging.js';

/** ASC / DESC as SQL. */
export const direction = (order: 'asc' | 'desc' | undefined): SQL => sql.raw(order === 'desc' ? 'desc' : 'asc');

/** The rows of a raw `db.execute()` (the same shape on PGlite and node-postgres). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface ListPlan {
  /** FROM and WHERE of the list, e.g. sql`kelahiran kl where kl.desa_id = ${desaId}`. */
  from: SQL;
  /** The id a page returns. */
  id: SQL;
  /** The sort key (a plain indexed column where the list is large). */
  sort: SQL;
  /** The tiebreak after the key, so pages never overlap or skip rows with equal keys (default: the id). */
  tie?: SQL;
  /** `total` is a bound, not the count (hitungTerbatas): pages are read from the front only. */
  terbatas?: boolean;
  /**
   * The page must be read by walking the sort index (a search whose matches are many, data/cari/nama.ts
   * padat; an area holding many of the village's residents, penduduk-list.ts): the planner takes a
   * LIKE's matches or an area's residents for few and would gather and sort them all, seconds at a
   * million residents ('santoso' by age, 1.5 s), so sorting is switched off for the page's query.
   */
  jalan?: boolean;
  /**
   * The total: a query answering one row `{ total }`, or the number itself; default counts `from`. It
   * must be the exact count of `from`: a page past the middle is read from the far end by it.
   */
  total?: SQL | Promise<number>;
}

export interface IdPage {
  ids: string[];
  total: number;
  /** More rows match than `total`: a search's count stopped at its bound (hitungTerbatas). */
  terbatas?: boolean;
}

/**
 * How far a search counts its matches. Past it the answer says "more than 1,000" (`total_terbatas`):
 * counting the 20,000 Budis of a million residents exactly costs more than the page itself, and
 * nobody reads past the thousandth match; they narrow the search.
 */
export const BATAS_HITUNG = 1000;

/** The rows of `from` counted up to `batas` and no further (a LIMIT under the count stops the scan). */
export async function hitungTerbatas(db: DbOrTx, from: SQL, batas = BATAS_HITUNG): Promise<{ total: number; terbatas: boolean }> {
  const r = await db.execute(sql`select count(*)::int as n from (select 1 from ${from} limit ${batas + 1}) x`);
  const n = Number(rowsOf<{ n: unknown }>(r)[0]?.n ?? 0);
  return n > batas ? { total: batas, terbatas: true } : { total: n, terbatas: false };
}

/** The number a query answers as its one row `{ total }`. */
async function angkaTotal(db: DbOrTx, query: SQL): Promise<number> {
  return Number(rowsOf<{ total: unknown }>(await db.execute(query))[0]?.total ?? 0);
}

/** The rows of `from`, counted. */
export const hitungDari = (db: DbOrTx, from: SQL): Promise<number> => angkaTotal(db, sql`select count(*)::int as total from ${from}`);

/** Deeper than this, a list counts first and may read its page from the far end (pageIds). */
export const DEEP_OFFSET = 5_000;

/** `query` planned with sorting switched off (inside the request's transaction, back on after it). */
async function tanpaSort(db: DbOrTx, query: SQL): Promise<unknown> {
  await db.execute(sql`set local enable_sort = off`);
  try {
    return await db.execute(query);
  } finally {
    await db.execute(sql`reset enable_sort`);
  }
}

/** One page of ids and the total of the list. */
export async function pageIds(db: DbOrTx, q: PageQuery, plan: ListPlan): Promise<IdPage> {
  const { limit, offset } = paging(q);
  const d = direction(q.order);
  const tie = plan.tie ?? plan.id;
  const total = plan.total;
  const countRows = (): Promise<number> => (total === undefined ? hitungDari(db, plan.from) : total instanceof Promise ? total : angkaTotal(db, total));
  const idsOf = (r: unknown) => rowsOf<{ id: string }>(r).map((row) => String(row.id));
  const baca = (query: SQL): Promise<unknown> => (plan.jalan ? tanpaSort(db, query) : db.execute(query));
  // A deep page past the middle is read from the other end: the last page of a million rows skips a
  // handful of index entries instead of a million. The total must be known first: the counters'
  // (a promise, cheap) always, a count only where the offset is deep enough to be worth the wait.
  if (plan.terbatas) {
    const page = sql`select ${plan.id} as id from ${plan.from} order by ${plan.sort} ${d}, ${tie} ${d} limit ${limit} offset ${offset}`;
    return { ids: idsOf(await baca(page)), total: await countRows(), terbatas: true };
  }
  if (total instanceof Promise || offset > DEEP_OFFSET) {
    const n = await countRows();
    if (offset >= n) return { ids: [], total: n };
    if (offset + limit > n / 2 && offset > limit) {
      const take = Math.min(limit, n - offset);
      const back = sql.raw(q.order === 'desc' ? 'asc' : 'desc');
      const rows = await baca(sql`select ${plan.id} as id from ${plan.from} order by ${plan.sort} ${back}, ${tie} ${back} limit ${take} offset ${n - offset - take}`);
      return { ids: idsOf(rows).reverse(), total: n };
    }
    const rows = await baca(sql`select ${plan.id} as id from ${plan.from} order by ${plan.sort} ${d}, ${tie} ${d} limit ${limit} offset ${offset}`);
    return { ids: idsOf(rows), total: n };
  }
  const [idRows, totalCount] = await Promise.all([
    baca(sql`select ${plan.id} as id from ${plan.from} order by ${plan.sort} ${d}, ${tie} ${d} limit ${limit} offset ${offset}`),
    countRows(),
  ]);
  return { ids: idsOf(idRows), total: totalCount };
}

/**
 * A page of a search with few matches (data/cari/nama.ts, jarang): an index finds them all once (a
 * MATERIALIZED CTE, so the planner never walks a sort index hoping to meet them soon, the trap of a
 * LIMIT over a rare condition); the exact count and the page come from that set. `plan.total` and
 * `plan.terbatas` are not used: the count is the set's.
 */
export async function pageSemuaCocok(db: DbOrTx, q: PageQuery, plan: ListPlan): Promise<IdPage> {
  const { limit, offset } = paging(q);
  const d = direction(q.order);
  const tie = plan.tie ?? plan.id;
  const [row] = rowsOf<{ total: number; ids: string[] | string | null }>(
    await db.execute(sql`
      with m as materialized (select ${plan.id} as id, ${plan.sort} as s, ${tie} as t from ${plan.from})
      select (select count(*)::int from m) as total,
        (select json_agg(x.id order by x.s ${d}, x.t ${d})
           from (select id, s, t from m order by s ${d}, t ${d} limit ${limit} offset ${offset}) x) as ids`),
  );
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as string[]) : (row?.ids ?? []);
  return { ids: ids.map(String), total: Number(row?.total ?? 0) };
}

/**
 * A page of other ids in the same order: each id of `page` through `lookup` (one query for the page),
 * an id without a match skipped. For lists paged over their people (a death's person, a record's
 * proposer, a card's head) whose rows are the records.
 */
export async function pageDariOrang(page: IdPage, lookup: (ids: string[]) => Promise<ReadonlyMap<string, string>>): Promise<IdPage> {
  if (page.ids.length === 0) return page;
  return { ...page, ids: inOrderOf(page.ids, await lookup(page.ids)) };
}

/** A page of rows: the ids of `plan`, then `load(ids)` (rows in the order of the ids). */
export async function listPage<T>(db: DbOrTx, q: PageQuery, plan: ListPlan, load: (ids: string[]) => Promise<T[]>): Promise<{ rows: T[]; total: number }> {
  return withRows(await pageIds(db, q, plan), load);
}

/** The rows of a page of ids (for lists whose ids come another way, such as a name search). */
export async function withRows<T>(page: IdPage, load: (ids: string[]) => Promise<T[]>): Promise<{ rows: T[]; total: number; terbatas?: boolean }> {
  return { rows: await load(page.ids), total: page.total, ...(page.terbatas ? { terbatas: true } : {}) };
}
