// Removing people from a moved-out record; the server gives each person back the status they had
// before moving out (server-rules.md).
import { api, callApi } from '@sid/openapi';

/** DELETE /api/penduduk_keluar/{id}/d: the whole record, its statement and its signer. */
export function deletePendudukKeluar(id: string) {
  return callApi(api.DELETE('/api/penduduk_keluar/{id}/d', { params: { path: { id } } }));
}

/** DELETE /api/penduduk_keluar/{id}/d/{followerId}: one follower. */
export function deletePengikutKeluar(id: string, followerId: string) {
  return callApi(api.DELETE('/api/penduduk_keluar/{id}/d/{followerId}', { params: { path: { id, followerId } } }));
}
