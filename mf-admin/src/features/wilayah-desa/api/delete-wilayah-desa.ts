// DELETE /api/wilayah_desa/{id} (Super Admin; 409 DATA_MASIH_DIPAKAI while a card or person has their address there).
import { api, callApi } from '@sid/openapi';

export function deleteWilayahDesa(id: string) {
  return callApi(api.DELETE('/api/wilayah_desa/{id}', { params: { path: { id } } }));
}
