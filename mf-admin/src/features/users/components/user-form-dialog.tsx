import type { FormikHelpers } from 'formik';
import { string } from 'yup';
import { minLengthMessage, PASSWORD_MIN_LENGTH, VILLAGE_ROLE, userSchema } from '@sid/openapi/rules';
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

const PASSWORD_HINT = `Minimal ${PASSWORD_MIN_LENGTH} karakter`;

/**
 * The password's length is the contract's (PASSWORD_MIN_LENGTH, the server's words): checked before
 * sending, so a short one keeps the dialog open with what was typed (issue 16). Required on add; on
 * edit an empty one leaves the password as it is.
 */
const passwordRule = (required: boolean) => {
  const length = string().min(PASSWORD_MIN_LENGTH, minLengthMessage('password', PASSWORD_MIN_LENGTH)).max(128);
  return required ? length.required('password tidak boleh kosong') : length;
};
const addSchema = userSchema.shape({ password: passwordRule(true) });
const editSchema = userSchema.shape({ password: passwordRule(false) });

/**
 * The add and edit dialogs. Spec §5: user forms have no client-side validation; the fields are
 * marked required so the user knows, and the server's 400 message is what explains a refusal. One
 * rule is checked here, as the contract says it: the full name is not blank (only spaces is empty);
 * the dialog then stays open with the message under the field. The password's length (issue 16)
 * is the other.
 */
export function UserFormDialog({ title, submitLabel, initialValues, passwordRequired, onSubmit, onCancel }: UserFormDialogProps) {
  return (
    <FormikDialog<UserFormValues>
      title={title}
      submitLabel={submitLabel}
      initialValues={initialValues}
      validationSchema={passwordRequired ? addSchema : editSchema}
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
        hint={passwordRequired ? PASSWORD_HINT : `Kosongkan jika password tidak diubah. ${PASSWORD_HINT}`}
      />
    </FormikDialog>
  );
}
