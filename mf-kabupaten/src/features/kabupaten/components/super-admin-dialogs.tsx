// A Super Admin of a village, and a new password for one (set by the regency when the village has lost
// it). The rule of every password is said before typing and checked before sending. Where the regency
// reaches into a village that can already run itself (another Super Admin, any password: issue 33) it
// writes why: the village's Super Admins read it on signing in and in their activity log.
import type { FormikHelpers } from 'formik';
import { ALASAN_TINDAKAN_MAX_LENGTH, ALASAN_TINDAKAN_PETUNJUK, PASSWORD_MIN_LENGTH } from '@sid/openapi/domain';
import { passwordResetSchema, superAdminDesaDenganAlasanSchema, superAdminDesaSchema } from '@sid/openapi/rules';
import { FormikDialog, FormikInput, FormikPassword, FormikTextarea } from '@sid/ui/form';

const PASSWORD_HINT = `Minimal ${PASSWORD_MIN_LENGTH} karakter`;

export interface SuperAdminValues {
  nama_lengkap: string;
  username: string;
  password: string;
  alasan_tindakan: string;
}

export interface ResetPasswordValues {
  password: string;
  alasan_tindakan: string;
}

function AlasanField() {
  return <FormikTextarea name="alasan_tindakan" label="Alasan" required hint={ALASAN_TINDAKAN_PETUNJUK} maxLength={ALASAN_TINDAKAN_MAX_LENGTH} />;
}

/** The body of createSuperAdminDesa: the reason only where it is asked for. */
export function superAdminBody(values: SuperAdminValues, perluAlasan: boolean) {
  const { alasan_tindakan, ...rest } = values;
  return perluAlasan ? { ...rest, alasan_tindakan: alasan_tindakan.trim() } : rest;
}

export function SuperAdminDialog({ namaDesa, perluAlasan, onSubmit, onCancel }: {
  namaDesa: string;
  /** The village has a Super Admin already: another one is the regency's reach into it. */
  perluAlasan: boolean;
  onSubmit: (values: SuperAdminValues, form: FormikHelpers<SuperAdminValues>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <FormikDialog<SuperAdminValues>
      title={`Super Admin Desa ${namaDesa}`}
      submitLabel="Buat"
      initialValues={{ nama_lengkap: '', username: '', password: '', alasan_tindakan: '' }}
      validationSchema={perluAlasan ? superAdminDesaDenganAlasanSchema : superAdminDesaSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormikInput name="nama_lengkap" label="Nama Lengkap" required autoComplete="off" />
      <FormikInput name="username" label="Username" required autoComplete="off" hint="Unik di seluruh kabupaten" />
      <FormikPassword name="password" label="Password" required autoComplete="new-password" hint={PASSWORD_HINT} />
      {perluAlasan ? <AlasanField /> : null}
    </FormikDialog>
  );
}

export function ResetPasswordDialog({ username, onSubmit, onCancel }: {
  username: string;
  onSubmit: (values: ResetPasswordValues, form: FormikHelpers<ResetPasswordValues>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <FormikDialog<ResetPasswordValues>
      title={`Atur Ulang Password ${username}`}
      submitLabel="Simpan"
      initialValues={{ password: '', alasan_tindakan: '' }}
      validationSchema={passwordResetSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormikPassword name="password" label="Password Baru" required autoComplete="new-password" hint={`${PASSWORD_HINT}. Semua sesi pengguna ini akan berakhir.`} />
      <AlasanField />
    </FormikDialog>
  );
}
