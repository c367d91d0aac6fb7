import type { FormikHelpers } from 'formik';
import { VILLAGE_ROLE, userSchema } from '@sid/openapi/rules';
import { FormikDialog, FormikInput, FormikPassword, FormikSelect } from '@sid/ui/form';
import type { UserFormValues } from '../api/user-form-values';

export interface UserFormDialogProps {
  /** 'Tambah Pengguna' or 'Perbarui Pengguna'. */
  title: string;
  /** 'Tambah' or 'Perbarui'. */
  submitLabel: string;
  initialValues: UserFormValues;
  /** On edit the password may stay empty (it is then not changed). */
  passwordRequired: boolean;
  /** Saves; the page closes the dialog when the call is over, whatever its outcome (spec §4). */
  onSubmit: (values: UserFormValues, form: FormikHelpers<UserFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The add and edit dialogs. Spec §5: user forms have no client-side validation; the fields are
 * marked required so the user knows, and the server's 400 message is what explains a refusal. One
 * rule is checked here, as the contract says it: the full name is not blank (only spaces is empty);
 * the dialog then stays open with the message under the field.
 */
export function UserFormDialog({ title, submitLabel, initialValues, passwordRequired, onSubmit, onCancel }: UserFormDialogProps) {
  return (
    <FormikDialog<UserFormValues>
      title={title}
      submitLabel={submitLabel}
      initialValues={initialValues}
      validationSchema={userSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormikInput name="nama_lengkap" label="Nama Lengkap" required autoComplete="off" />
      <FormikInput name="username" label="Nama Pengguna" required autoComplete="off" />
      <FormikSelect name="role" label="Role" required options={VILLAGE_ROLE} placeholder="Pilih Role" />
      <FormikPassword
        name="password"
        label="Password"
        required={passwordRequired}
        autoComplete="new-password"
        hint={passwordRequired ? undefined : 'Kosongkan jika password tidak diubah'}
      />
    </FormikDialog>
  );
}
