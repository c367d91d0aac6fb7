/**
 * Search: the one door (README.md). Every list's search goes through what this file exports, and
 * nothing else of this folder is imported from outside it (server/test/cari.test.ts holds that).
 *
 * - The small lists (births, deaths, incoming cards, moved-out records, users): `searchCondition`
 *   over their columns, joined to their filters by `whereAll`.
 * - The residents and the family cards, which reach a million rows: a planner each, which picks the
 *   way a search takes (`pageCariPenduduk`, `pageCariKartu`), and the condition of their export
 *   (`saringPenduduk`, `saringKartu`).
 */
import type { PageQuery } from '../paging.js';

export { searchCondition, whereAll, type SearchColumns } from './dasar.js';
export { pageCariPenduduk, saringPenduduk, type PendudukFilter } from './penduduk.js';
export { pageCariKartu, saringKartu, type KartuKeluargaFilter, type RencanaKartu } from './kartu.js';

/**
 * A list's options, one shape for every list (docs/decisions.md, issue 34): the filter apart in its
 * own field (built from the request by the service, once, for the list and its export), the paging
 * and the order beside it.
 */
export type DaftarOpsi<F, S extends string = string> = PageQuery<S> & { filter: F };

/** The same options without the paging: what a list's export takes (data/ekspor). */
export type UrutOpsi<F, S extends string = string> = Pick<PageQuery<S>, 'sort' | 'order'> & { filter: F };
