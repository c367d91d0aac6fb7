// The first Super Admin of a village, and a new password for one (set by the regency when the village
// has lost it). The rule of every password is said before typing and checked before sending.
import type { FormikHelpers } from 'formik';
import { PASSWORD_MIN_LENGTH } from '@sid/openapi/domain';
import { passwordResetSchema, superAdminDesaSchema } from '@sid/openapi/rules';
import { FormikDialog, FormikInput, FormikPassword } from '@sid/ui/form';

const PASSWORD_HINT = `Minimal ${PASSWORD_MIN_LENGTH} karakter`;

export interface SuperAdminValues {
  nama_lengkap: string;
  username: string;
  password: string;
}

export function SuperAdminDialog({ namaDesa, onSubmit, onCancel }: {
  namaDesa: string;
  onSubmit: (values: SuperAdminValues, form: FormikHelpers<SuperAdminValues>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <FormikDialog<SuperAdminValues>
      title={`Super Admin Desa ${namaDesa}`}
      submitLabel="Buat"
      initialValues={{ nama_lengkap: '', username: '', password: '' }}
      validationSchema={superAdminDesaSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormikInput name="nama_lengkap" label="Nama Lengkap" required autoComplete="off" />
      <FormikInput name="username" label="Username" required autoComplete="off" hint="Unik di seluruh kabupaten" />
      <FormikPassword name="password" label="Password" required autoComplete="new-password" hint={PASSWORD_HINT} />
    </FormikDialog>
  );
}

export function ResetPasswordDialog({ username, onSubmit, onCancel }: {
  username: string;
  onSubmit: (values: { password: string }, form: FormikHelpers<{ password: string }>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <FormikDialog<{ password: string }>
      title={`Atur Ulang Password ${username}`}
      submitLabel="Simpan"
      initialValues={{ password: '' }}
      validationSchema={passwordResetSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormikPassword name="password" label="Password Baru" required autoComplete="new-password" hint={`${PASSWORD_HINT}. Semua sesi pengguna ini akan berakhir.`} />
    </FormikDialog>
  );
}
