// GET /api/kabupaten/aktivitas: the console's own activity log, one page.
import { useApiGet, type ActivitySort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export function useAktivitasKabupaten(query: TableQuery<ActivitySort>) {
  return useApiGet(
    '/api/kabupaten/aktivitas',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true },
  );
}
