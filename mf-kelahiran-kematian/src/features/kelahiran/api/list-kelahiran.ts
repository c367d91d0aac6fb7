// GET /api/kelahiran: one page of births, searched (q: the baby's name and NIK, the letter number,
// the parents' names), sorted and paged by the server.
import { useApiGet, type KelahiranSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

/** Newest first: what the clerk has just added is on the first page. */
export const KELAHIRAN_DEFAULT_SORT = { sort: 'createdAt', order: 'desc' } as const;

export function useKelahiranList(query: TableQuery<KelahiranSort>, filter: { q?: string } = {}) {
  return useApiGet(
    '/api/kelahiran',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, q: filter.q } },
    // The previous page stays on screen (under the table's overlay) while the next one loads.
    { keepPreviousData: true },
  );
}
