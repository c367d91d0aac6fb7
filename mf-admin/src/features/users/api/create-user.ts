// POST /api/auth/register (Super Admin).
import { api, callApi, type UserCreateInput } from '@sid/openapi';
import type { UserFormValues } from './user-form-values';

/** The form as the server takes it. No client validation (spec §5): the server's 400 speaks. */
export function toCreateBody(values: UserFormValues): UserCreateInput {
  return {
    nama_lengkap: values.nama_lengkap,
    username: values.username,
    role: values.role as UserCreateInput['role'],
    password: values.password,
  };
}

export function createUser(values: UserFormValues) {
  return callApi(api.POST('/api/auth/register', { body: toCreateBody(values) }));
}
