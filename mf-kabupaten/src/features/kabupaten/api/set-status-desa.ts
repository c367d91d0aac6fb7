// PUT /api/kabupaten/desa/{id}/status: a village switched on or off.
import { api, callApi } from '@sid/openapi';

export function setStatusDesa(id: string, aktif: boolean) {
  return callApi(api.PUT('/api/kabupaten/desa/{id}/status', { params: { path: { id } }, body: { aktif } }));
}
