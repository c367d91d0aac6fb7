// POST /api/data_terhapus/{id}/pulihkan: restores a deleted record exactly; `data.tautan` is where the
// restored record is; 409 PULIHKAN_BENTROK says what stands in the way.
import { api, callApi } from '@sid/openapi';

export function pulihkanDataTerhapus(id: string) {
  return callApi(api.POST('/api/data_terhapus/{id}/pulihkan', { params: { path: { id } } }));
}
