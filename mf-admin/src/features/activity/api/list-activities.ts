// GET /api/activity: one page of the admin activity log, sorted and paged by the server, narrowed by
// the search box, one user and one kind (issue 40). GET /api/activity/pelaku: the user filter's choices.
import { useApiGet, type ActivitySort } from '@sid/openapi';
import type { JenisAktivitas } from '@sid/openapi/domain/aktivitas';
import type { TableQuery } from '@sid/ui/data-table';

export interface ActivityFilter {
  q?: string | undefined;
  pengguna?: string | undefined;
  jenis?: JenisAktivitas | undefined;
}

export function useActivityList(query: TableQuery<ActivitySort>, filter: ActivityFilter = {}) {
  return useApiGet(
    '/api/activity',
    {
      query: {
        page: query.page,
        limit: query.limit,
        sort: query.sort,
        order: query.order,
        ...(filter.q ? { q: filter.q } : {}),
        ...(filter.pengguna ? { pengguna: filter.pengguna } : {}),
        ...(filter.jenis ? { jenis: filter.jenis } : {}),
      },
    },
    { keepPreviousData: true },
  );
}

export function useActivityPelaku() {
  return useApiGet('/api/activity/pelaku', {});
}
