// GET /api/auth/all: one page of users, sorted and paged by the server.
import { useApiGet, type UserSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export const USER_SORT_KEYS: readonly UserSort[] = ['nama_lengkap', 'username', 'role', 'createdAt'];

export function useUsers(query: TableQuery<UserSort>) {
  return useApiGet(
    '/api/auth/all',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    // The previous page stays on screen (under the table's overlay) while the next one loads.
    { keepPreviousData: true },
  );
}
