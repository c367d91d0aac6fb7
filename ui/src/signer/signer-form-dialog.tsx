import { useState } from 'react';
import { Formik } from 'formik';
import { FormDialog } from '@sid/ui/dialogs';
import { FormikInput } from '@sid/ui/form';
import { Banner } from '@sid/ui/banner';
import type { SignerValues } from './types';

export interface SignerFormDialogProps {
  mode: 'add' | 'update';
  initialValues: SignerValues;
  /** Saves; a rejection keeps the dialog open with the server's message. */
  onSubmit: (values: SignerValues) => Promise<void>;
  /** The message a refused save shows in the dialog. */
  describeError: (thrown: unknown) => string;
  onCancel: () => void;
}

/**
 * 'Tambahkan Data TTD' (Kembali, Tambahkan) and 'Perbarui Data TTD' (Kembali, Perbarui), with the
 * fields Nama Jabatan and Nama Lengkap. Spec §5: signer forms have no client-side validation.
 */
export function SignerFormDialog({ mode, initialValues, onSubmit, describeError, onCancel }: SignerFormDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<SignerValues>
      initialValues={initialValues}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onSubmit(values);
        } catch (thrown) {
          setFailure(describeError(thrown));
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title={mode === 'add' ? 'Tambahkan Data TTD' : 'Perbarui Data TTD'}
          submitLabel={mode === 'add' ? 'Tambahkan' : 'Perbarui'}
          cancelLabel="Kembali"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          {failure ? <Banner intent="error" message={failure} /> : null}
          <FormikInput name="nama_jabatan" label="Nama Jabatan" autoComplete="off" />
          <FormikInput name="nama_lengkap" label="Nama Lengkap" autoComplete="off" />
        </FormDialog>
      )}
    </Formik>
  );
}
