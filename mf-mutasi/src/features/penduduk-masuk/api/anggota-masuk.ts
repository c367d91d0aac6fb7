// The members of an incoming card (a sub-resource of the card): add, update, delete and what a delete
// would take with it. Each resolves with the server's envelope (its `message` is shown) or throws an
// ApiError carrying the server's Indonesian message.
import { api, callApi, useApiGet, type PendudukCreateInput, type PendudukUpdateInput } from '@sid/openapi';
import { toPendudukBody, type PendudukFormValues } from '@sid/openapi/rules';
import { STATUS_PENDUDUK_MASUK } from './create-kartu-keluarga-masuk';

/** A member's own address here when they live apart (issue 35): sent only where the form offers it. */
type AlamatSendiri = Partial<Pick<PendudukUpdateInput, 'rt_id' | 'alamat'>>;

/** POST /api/penduduk/{id} (id: the card): a new member, status fixed as penduduk_masuk. */
export function createAnggotaMasuk(idKK: string, values: PendudukFormValues, alamat: AlamatSendiri = {}) {
  const body: PendudukCreateInput = { ...toPendudukBody(values), status_penduduk: STATUS_PENDUDUK_MASUK, ...alamat };
  return callApi(api.POST('/api/penduduk/{id}', { params: { path: { id: idKK } }, body }));
}

/** PUT /api/penduduk/{id} (id: the member): the fields only, never the status or the card. */
export function updateAnggotaMasuk(idPenduduk: string, values: PendudukFormValues, alamat: AlamatSendiri = {}) {
  return callApi(api.PUT('/api/penduduk/{id}', { params: { path: { id: idPenduduk } }, body: { ...toPendudukBody(values), ...alamat } }));
}

/**
 * DELETE /api/penduduk/{idPenduduk}/d/{idKK} with the reason: the member goes, and the card with its
 * last one (code KARTU_KELUARGA_DIHAPUS); kept 30 days in Data Terhapus.
 */
export function deleteAnggotaMasuk(idPenduduk: string, idKK: string, alasan: string) {
  return callApi(api.DELETE('/api/penduduk/{idPenduduk}/d/{idKK}', { params: { path: { idPenduduk, idKK } }, body: { alasan } }));
}

/** What deleting the member would take with it: read while the delete dialog is open (null: not asked). */
export function useDampakHapusAnggotaMasuk(anggota: { idPenduduk: string; idKK: string } | null) {
  return useApiGet(anggota === null ? null : '/api/dampak_hapus/penduduk/{idPenduduk}/d/{idKK}', { path: anggota ?? { idPenduduk: '', idKK: '' } });
}
