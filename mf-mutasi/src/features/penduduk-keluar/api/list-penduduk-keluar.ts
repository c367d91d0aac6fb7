// GET /api/penduduk_keluar: one page of moved-out records, searched (q: a mover's name or NIK, the
// No. KK, the letter number), filtered (belum_lengkap: no statement yet), sorted and paged by the server.
import { useApiGet, type PendudukKeluarSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

/** Newest first: the move the clerk has just recorded is on the first page. */
export const PENDUDUK_KELUAR_DEFAULT_SORT = { sort: 'createdAt', order: 'desc' } as const;

export function usePendudukKeluarList(query: TableQuery<PendudukKeluarSort>, filter: { q?: string; belum_lengkap?: boolean } = {}) {
  return useApiGet(
    '/api/penduduk_keluar',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, q: filter.q, belum_lengkap: filter.belum_lengkap } },
    { keepPreviousData: true },
  );
}
