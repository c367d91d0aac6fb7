// DELETE /api/data_terhapus/{id}: a deleted record gone for good now, its uploaded files too.
import { api, callApi } from '@sid/openapi';

export function hapusPermanenDataTerhapus(id: string) {
  return callApi(api.DELETE('/api/data_terhapus/{id}', { params: { path: { id } } }));
}
