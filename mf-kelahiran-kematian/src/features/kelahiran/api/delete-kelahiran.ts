// DELETE /api/kelahiran/{id}: removes the birth and its signer; the parents stay.
import { api, callApi } from '@sid/openapi';

export function deleteKelahiran(id: string) {
  return callApi(api.DELETE('/api/kelahiran/{id}', { params: { path: { id } } }));
}
