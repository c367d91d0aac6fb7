import type { FormikHelpers } from 'formik';
import { FormikDialog, FormikInput } from '@sid/ui/form';
import type { SignerValues } from './types';

export interface SignerFormDialogProps {
  mode: 'add' | 'update';
  initialValues: SignerValues;
  /** Saves (`useServerAction().submit` with the form): a refusal keeps the dialog open with the message. */
  onSubmit: (values: SignerValues, form: FormikHelpers<SignerValues>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 'Tambahkan Data TTD' (Kembali, Tambahkan) and 'Perbarui Data TTD' (Kembali, Perbarui), with the
 * fields Nama Jabatan and Nama Lengkap. Spec §5: signer forms have no client-side validation.
 */
export function SignerFormDialog({ mode, initialValues, onSubmit, onCancel }: SignerFormDialogProps) {
  return (
    <FormikDialog<SignerValues>
      title={mode === 'add' ? 'Tambahkan Data TTD' : 'Perbarui Data TTD'}
      submitLabel={mode === 'add' ? 'Tambahkan' : 'Perbarui'}
      cancelLabel="Kembali"
      initialValues={initialValues}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormikInput name="nama_jabatan" label="Nama Jabatan" autoComplete="off" />
      <FormikInput name="nama_lengkap" label="Nama Lengkap" autoComplete="off" />
    </FormikDialog>
  );
}
