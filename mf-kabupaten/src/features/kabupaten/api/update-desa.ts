// PUT /api/kabupaten/desa/{id}: a village's data.
import { api, callApi, type DesaUpdateInput } from '@sid/openapi';

export function updateDesa(id: string, body: DesaUpdateInput) {
  return callApi(api.PUT('/api/kabupaten/desa/{id}', { params: { path: { id } }, body }));
}
