// PUT /api/wilayah_desa/{id} (Super Admin): a dusun's new name, an RW's or RT's new number.
import { api, callApi } from '@sid/openapi';

export function updateWilayahDesa(id: string, nama: string) {
  return callApi(api.PUT('/api/wilayah_desa/{id}', { params: { path: { id } }, body: { nama } }));
}
