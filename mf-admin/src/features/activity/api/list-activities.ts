// GET /api/activity: one page of the admin activity log, sorted and paged by the server.
import { useApiGet, type ActivitySort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export function useActivityList(query: TableQuery<ActivitySort>) {
  return useApiGet(
    '/api/activity',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true },
  );
}
