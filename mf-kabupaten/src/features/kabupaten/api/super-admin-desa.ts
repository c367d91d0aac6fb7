// A village's Super Admin (sub-resource …/desa/{id}/super_admin): created by the regency, its password reset.
import { api, callApi, type PasswordResetInput, type SuperAdminDesaInput } from '@sid/openapi';

export function createSuperAdminDesa(id: string, body: SuperAdminDesaInput) {
  return callApi(api.POST('/api/kabupaten/desa/{id}/super_admin', { params: { path: { id } }, body }));
}

export function resetPasswordSuperAdminDesa(id: string, userId: string, body: PasswordResetInput) {
  return callApi(api.PUT('/api/kabupaten/desa/{id}/super_admin/{userId}/password', { params: { path: { id, userId } }, body }));
}
