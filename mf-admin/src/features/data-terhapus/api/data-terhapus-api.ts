// Data Terhapus (Super Admin): the deleted records still kept (30 days), searched, filtered by kind
// and paged by the server; restore one exactly, or delete it for good now.
import { api, callApi, useApiGet, type DataTerhapusSort, type JenisDataTerhapus } from '@sid/openapi';
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

/** POST /api/data_terhapus/{id}/pulihkan: `data.tautan` is where the restored record is; 409 PULIHKAN_BENTROK says what stands in the way. */
export function pulihkanDataTerhapus(id: string) {
  return callApi(api.POST('/api/data_terhapus/{id}/pulihkan', { params: { path: { id } } }));
}

/** DELETE /api/data_terhapus/{id}: gone for good, its uploaded files too. */
export function hapusPermanenDataTerhapus(id: string) {
  return callApi(api.DELETE('/api/data_terhapus/{id}', { params: { path: { id } } }));
}
