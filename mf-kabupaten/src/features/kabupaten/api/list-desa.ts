// GET /api/kabupaten/desa: the regency's villages, one page, filtered by the village search.
import { useApiGet, type DesaSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { desaFilterQuery, type DesaFilter } from '../components/cari-desa';

export type { DesaFilter };

export function useDesaList(query: TableQuery<DesaSort>, filter: DesaFilter) {
  return useApiGet(
    '/api/kabupaten/desa',
    {
      query: {
        page: query.page,
        limit: query.limit,
        sort: query.sort,
        order: query.order,
        ...desaFilterQuery(filter),
      },
    },
    { keepPreviousData: true },
  );
}
