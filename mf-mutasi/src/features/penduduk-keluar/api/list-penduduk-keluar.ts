// GET /api/penduduk_keluar: one page of moved-out records, sorted and paged by the server.
import { useApiGet, type PendudukKeluarSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

/** The list's sortable columns (the contract's PendudukKeluarSort, without createdAt: no column shows it). */
export const PENDUDUK_KELUAR_SORT_KEYS: readonly PendudukKeluarSort[] = [
  'no_kk', 'nama_lengkap', 'jenis_kelamin', 'tempat_tanggal_lahir', 'alamat_asal', 'umur', 'jumlah_pengikut', 'data_lengkap',
];

export function usePendudukKeluarList(query: TableQuery<PendudukKeluarSort>) {
  return useApiGet(
    '/api/penduduk_keluar',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true },
  );
}
