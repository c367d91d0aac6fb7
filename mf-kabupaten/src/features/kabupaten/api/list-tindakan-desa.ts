// GET /api/kabupaten/desa/{id}/tindakan: the regency's actions in one village, one page.
import { useApiGet } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

/** The regency's actions in one village (issue 33): reasons and whether the village acknowledged them. */
export function useTindakanDesa(id: string, query: TableQuery<'createdAt'>) {
  return useApiGet(
    '/api/kabupaten/desa/{id}/tindakan',
    { path: { id }, query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true },
  );
}
