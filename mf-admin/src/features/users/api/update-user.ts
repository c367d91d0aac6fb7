// PUT /api/auth/update/{id} (Super Admin).
import { api, callApi, type UserUpdateInput } from '@sid/openapi';
import type { UserFormValues } from './user-form-values';

/** Spec §5: on update the password is sent only when it was filled in. */
export function toUpdateBody(values: UserFormValues): UserUpdateInput {
  const body: UserUpdateInput = {
    nama_lengkap: values.nama_lengkap,
    username: values.username,
    role: values.role as UserUpdateInput['role'],
  };
  if (values.password !== '') body.password = values.password;
  return body;
}

export function updateUser(id: string, values: UserFormValues) {
  return callApi(api.PUT('/api/auth/update/{id}', { params: { path: { id } }, body: toUpdateBody(values) }));
}
