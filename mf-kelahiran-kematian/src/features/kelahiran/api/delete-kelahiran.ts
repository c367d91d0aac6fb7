// DELETE /api/kelahiran/{id} with the reason: the birth and its signer are kept 30 days in Data
// Terhapus; the parents stay. GET /api/dampak_hapus/kelahiran/{id} says first what goes with it.
import { api, callApi, useApiGet } from '@sid/openapi';

export function deleteKelahiran(id: string, alasan: string) {
  return callApi(api.DELETE('/api/kelahiran/{id}', { params: { path: { id } }, body: { alasan } }));
}

/** What deleting the birth would take with it: read while the delete dialog is open (null: not asked). */
export function useDampakHapusKelahiran(id: string | null) {
  return useApiGet(id === null ? null : '/api/dampak_hapus/kelahiran/{id}', { path: { id: id ?? '' } });
}
