// GET /api/penduduk_masuk/k: one page of incoming family cards (only cards with members), each
// with its members (head first) and its entry-document record; searched (q: No. KK, any member's
// name or NIK), filtered (belum_lengkap: no entry documents yet), sorted and paged by the server.
import { useApiGet, type ApiError, type PendudukMasukSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

/** Newest first: the card the clerk has just added is on the first page. */
export const PENDUDUK_MASUK_DEFAULT_SORT = { sort: 'createdAt', order: 'desc' } as const;

/** Only a dropped connection or a server fault is worth asking again on its own. */
export const retryTransient = (error: ApiError) => error.status === 0 || error.status >= 500;

export function usePendudukMasukList(query: TableQuery<PendudukMasukSort>, filter: { q?: string; belum_lengkap?: boolean } = {}) {
  return useApiGet(
    '/api/penduduk_masuk/k',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, q: filter.q, belum_lengkap: filter.belum_lengkap } },
    { keepPreviousData: true, shouldRetryOnError: retryTransient },
  );
}
