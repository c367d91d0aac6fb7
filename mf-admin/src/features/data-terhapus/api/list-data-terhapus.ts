// GET /api/data_terhapus (Super Admin): the deleted records still kept (30 days), searched, filtered by
// kind and paged by the server.
import { useApiGet, type DataTerhapusSort, type JenisDataTerhapus } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export type { DataTerhapus, DataTerhapusSort, JenisDataTerhapus } from '@sid/openapi';

/** Newest first: what was just deleted is on the first page. */
export const DATA_TERHAPUS_DEFAULT_SORT = { sort: 'dihapus_pada', order: 'desc' } as const;

/** The kinds as the clerk reads them (the contract's JenisDataTerhapus). */
export const JENIS_DATA_TERHAPUS: Record<JenisDataTerhapus, string> = {
  penduduk: 'Penduduk',
  kartu_keluarga: 'Kartu Keluarga',
  kelahiran: 'Kelahiran',
  kematian: 'Kematian',
};

export function isJenisDataTerhapus(value: string | null): value is JenisDataTerhapus {
  return value !== null && Object.hasOwn(JENIS_DATA_TERHAPUS, value);
}

/** GET /api/data_terhapus: one page. */
export function useDataTerhapusList(query: TableQuery<DataTerhapusSort>, filter: { q?: string; jenis?: JenisDataTerhapus }) {
  return useApiGet(
    '/api/data_terhapus',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, q: filter.q, jenis: filter.jenis } },
    // The previous page stays on screen (under the table's overlay) while the next one loads.
    { keepPreviousData: true },
  );
}
