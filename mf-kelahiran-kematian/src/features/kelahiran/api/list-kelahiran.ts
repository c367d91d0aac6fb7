// GET /api/kelahiran: one page of births, sorted and paged by the server.
import { useApiGet, type KelahiranSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export const KELAHIRAN_SORT_KEYS: readonly KelahiranSort[] = ['nama', 'jenis_kelamin', 'tempat_lahir', 'tanggal_lahir', 'agama', 'hubungan_pelapor'];

export function useKelahiranList(query: TableQuery<KelahiranSort>) {
  return useApiGet(
    '/api/kelahiran',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    // The previous page stays on screen (under the table's overlay) while the next one loads.
    { keepPreviousData: true },
  );
}
