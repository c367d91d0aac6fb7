// GET /api/kabupaten/versi_modul: one page of villages, each with the version of every village module it runs.
import { useApiGet, type components } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { desaFilterQuery, type DesaFilter } from '../../kabupaten';
import type { ModulDesaSort } from './list-modul-desa';

export type VersiModulDesa = components['schemas']['VersiModulDesa'];
export type ModulDiDesa = components['schemas']['ModulDiDesa'];

export function useVersiModulDesaList(query: TableQuery<ModulDesaSort>, filter: DesaFilter) {
  return useApiGet(
    '/api/kabupaten/versi_modul',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, ...desaFilterQuery(filter) } },
    { keepPreviousData: true },
  );
}
