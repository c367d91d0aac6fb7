import { Formik } from 'formik';
import { ROLE, userSchema } from '@sid/openapi/rules';
import { FormDialog } from '@sid/ui/dialogs';
import { FormikInput, FormikPassword, FormikSelect } from '@sid/ui/form';
import type { UserFormValues } from '../api/user-form-values';

export interface UserFormDialogProps {
  /** 'Tambah Pengguna' or 'Perbarui Pengguna'. */
  title: string;
  /** 'Tambah' or 'Perbarui'. */
  submitLabel: string;
  initialValues: UserFormValues;
  /** On edit the password may stay empty (it is then not changed). */
  passwordRequired: boolean;
  /** Resolves when the call is over, whatever its outcome; the dialog then closes (spec §4). */
  onSubmit: (values: UserFormValues) => Promise<void>;
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
    <Formik<UserFormValues> initialValues={initialValues} validationSchema={userSchema} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title={title}
          submitLabel={submitLabel}
          cancelLabel="Batal"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          <FormikInput name="nama_lengkap" label="Nama Lengkap" required autoComplete="off" />
          <FormikInput name="username" label="Nama Pengguna" required autoComplete="off" />
          <FormikSelect name="role" label="Role" required options={ROLE} placeholder="Pilih Role" />
          <FormikPassword
            name="password"
            label="Password"
            required={passwordRequired}
            autoComplete="new-password"
            hint={passwordRequired ? undefined : 'Kosongkan jika password tidak diubah'}
          />
        </FormDialog>
      )}
    </Formik>
  );
}
