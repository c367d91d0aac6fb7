// DELETE /api/auth/delete/{id} (Super Admin; the server refuses the last Super Admin with 409).
import { api, callApi } from '@sid/openapi';

export function deleteUser(id: string) {
  return callApi(api.DELETE('/api/auth/delete/{id}', { params: { path: { id } } }));
}
