// GET /api/kematian: one page of deaths, sorted and paged by the server.
import { useApiGet, type KematianSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export const KEMATIAN_SORT_KEYS: readonly KematianSort[] = [
  'nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'data_lengkap',
];

export function useKematianList(query: TableQuery<KematianSort>) {
  return useApiGet(
    '/api/kematian',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true },
  );
}
