// The members of a family card (a sub-resource of the card): add, update, delete and what a delete
// would take with it. Each resolves with the server's envelope (its `message` is shown) or throws an
// ApiError with the server's Indonesian message (400, 404, 409).
import { api, callApi, useApiGet, type PendudukUpdateInput } from '@sid/openapi';
import { toAnggotaCreateBody, toPendudukBody, type PendudukFormValues } from '@sid/openapi/rules';

/** A member's own address here when they live apart (issue 35): sent only where the form offers it. */
type AlamatSendiri = Partial<Pick<PendudukUpdateInput, 'rt_id' | 'alamat'>>;

/** POST /api/penduduk/{id} (id: the card): a new member. */
export function createAnggota(idKK: string, values: PendudukFormValues, alamat: AlamatSendiri = {}) {
  return callApi(api.POST('/api/penduduk/{id}', { params: { path: { id: idKK } }, body: { ...toAnggotaCreateBody(values), ...alamat } }));
}

/** PUT /api/penduduk/{id} (id: the member): the member's fields, never the status. */
export function updateAnggota(idPenduduk: string, values: PendudukFormValues, alamat: AlamatSendiri = {}) {
  return callApi(api.PUT('/api/penduduk/{id}', { params: { path: { id: idPenduduk } }, body: { ...toPendudukBody(values), ...alamat } }));
}

/**
 * DELETE /api/penduduk/{idPenduduk}/d/{idKK} with the reason: removes the member (and a card left
 * empty: code KARTU_KELUARGA_DIHAPUS), kept 30 days in Data Terhapus.
 */
export function deleteAnggota(idPenduduk: string, idKK: string, alasan: string) {
  return callApi(api.DELETE('/api/penduduk/{idPenduduk}/d/{idKK}', { params: { path: { idPenduduk, idKK } }, body: { alasan } }));
}

/** What deleting the member would take with it: read while the delete dialog is open (null: not asked). */
export function useDampakHapusAnggota(anggota: { idPenduduk: string; idKK: string } | null) {
  return useApiGet(anggota === null ? null : '/api/dampak_hapus/penduduk/{idPenduduk}/d/{idKK}', { path: anggota ?? { idPenduduk: '', idKK: '' } });
}
