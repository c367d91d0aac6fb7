// DELETE /api/kematian/{id}: removes the death record, its archive and its signer; the server gives
// the person back the status they had before (server-rules.md).
import { api, callApi } from '@sid/openapi';

export function deleteKematian(id: string) {
  return callApi(api.DELETE('/api/kematian/{id}', { params: { path: { id } } }));
}
