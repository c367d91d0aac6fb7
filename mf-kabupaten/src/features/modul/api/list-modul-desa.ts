// GET /api/kabupaten/modul/{modulId}/desa: the villages' settings of one module, one page.
import { useApiGet, type components } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { desaFilterQuery, type DesaFilter } from '../../kabupaten';

export type ModulDesa = components['schemas']['ModulDesa'];
export type ModulDesaSort = components['schemas']['ModulDesaSort'];
export type ModulDesaFilter = DesaFilter;

export function useModulDesa(modulId: string, query: TableQuery<ModulDesaSort>, filter: ModulDesaFilter) {
  return useApiGet(
    '/api/kabupaten/modul/{modulId}/desa',
    {
      path: { modulId },
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
