// GET /api/kematian: one page of deaths, searched (q: name, NIK, letter number), filtered (belum_lengkap:
// without an archive photo), sorted and paged by the server.
import { useApiGet, type KematianSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

/** Newest first: what the clerk has just recorded is on the first page. */
export const KEMATIAN_DEFAULT_SORT = { sort: 'createdAt', order: 'desc' } as const;

export function useKematianList(query: TableQuery<KematianSort>, filter: { q?: string; belum_lengkap?: boolean } = {}) {
  return useApiGet(
    '/api/kematian',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, q: filter.q, belum_lengkap: filter.belum_lengkap } },
    { keepPreviousData: true },
  );
}
