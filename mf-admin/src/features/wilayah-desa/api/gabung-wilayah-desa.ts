// POST /api/wilayah_desa/{id}/gabung (Super Admin): everything under `id` moves into `keId`, then `id` is gone.
import { api, callApi } from '@sid/openapi';

export function gabungWilayahDesa(id: string, keId: string) {
  return callApi(api.POST('/api/wilayah_desa/{id}/gabung', { params: { path: { id } }, body: { ke_id: keId } }));
}
