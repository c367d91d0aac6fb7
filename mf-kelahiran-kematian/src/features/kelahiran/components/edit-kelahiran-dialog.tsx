import { useState } from 'react';
import { Formik } from 'formik';
import { toApiError } from '@sid/openapi';
import { FormDialog } from '@sid/ui/dialogs';
import { Banner } from '@sid/ui/banner';
import type { KelahiranFields as KelahiranValues } from '../api/kelahiran-form-values';
import { KelahiranFields } from './kelahiran-fields';

export interface EditKelahiranDialogProps {
  initialValues: KelahiranValues;
  /** Saves; a rejection keeps the dialog open with the server's message. */
  onSubmit: (values: KelahiranValues) => Promise<void>;
  onCancel: () => void;
}

/** 'Perbarui Data Kelahiran'. Spec §5: the birth edit form has no validation. */
export function EditKelahiranDialog({ initialValues, onSubmit, onCancel }: EditKelahiranDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<KelahiranValues>
      initialValues={initialValues}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onSubmit(values);
        } catch (thrown) {
          setFailure(toApiError(thrown).message);
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title="Perbarui Data Kelahiran"
          submitLabel="Perbarui"
          cancelLabel="Batal"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          {failure ? <Banner intent="error" message={failure} /> : null}
          <KelahiranFields />
        </FormDialog>
      )}
    </Formik>
  );
}
