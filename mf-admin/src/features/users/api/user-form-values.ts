import type { Role } from '@sid/openapi/rules';

/** What the add and edit dialogs hold. The password is empty on edit until the user types one. */
export interface UserFormValues {
  nama_lengkap: string;
  username: string;
  role: Role | '';
  password: string;
}
