// DELETE /api/kematian/{id} with the reason: the death record, its archive and its signer are kept
// 30 days in Data Terhapus; the server gives the person back the status they had before
// (server-rules.md). GET /api/dampak_hapus/kematian/{id} says first what goes with it.
import { api, callApi, useApiGet } from '@sid/openapi';

export function deleteKematian(id: string, alasan: string) {
  return callApi(api.DELETE('/api/kematian/{id}', { params: { path: { id } }, body: { alasan } }));
}

/** What deleting the death record would take with it: read while the delete dialog is open (null: not asked). */
export function useDampakHapusKematian(id: string | null) {
  return useApiGet(id === null ? null : '/api/dampak_hapus/kematian/{id}', { path: { id: id ?? '' } });
}
