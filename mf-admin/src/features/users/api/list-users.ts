// GET /api/auth/all: one page of users, searched (q: name or username), sorted and paged by the server.
import { useApiGet, type UserSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';


/** Newest first: the user just added is on the first page. */
export const USER_DEFAULT_SORT = { sort: 'createdAt', order: 'desc' } as const;

export function useUserList(query: TableQuery<UserSort>, filter: { q?: string } = {}) {
  return useApiGet(
    '/api/auth/all',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, q: filter.q } },
    // The previous page stays on screen (under the table's overlay) while the next one loads.
    { keepPreviousData: true },
  );
}
