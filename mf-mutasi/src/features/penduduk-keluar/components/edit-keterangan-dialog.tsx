// 'Perbarui Data Keterangan Keluar': the statement's fields with the add form's rules, except that
// kewarganegaraan is not required (spec §5). The photo is replaced only when a new one is chosen.
import { useState } from 'react';
import { Formik } from 'formik';
import { keteranganKeluarUpdateSchema } from '@sid/openapi/rules';
import { Banner } from '@sid/ui/banner';
import { FormDialog } from '@sid/ui/dialogs';
import type { KeteranganKeluarFormValues } from '../api/keterangan-keluar';
import { KeteranganKeluarFields, tampilkanPenolakan } from './keterangan-keluar-fields';

export interface EditKeteranganDialogProps {
  initialValues: KeteranganKeluarFormValues;
  /** Saves; a rejection keeps the dialog open with the server's message. */
  onSubmit: (values: KeteranganKeluarFormValues) => Promise<void>;
  onCancel: () => void;
}

export function EditKeteranganDialog({ initialValues, onSubmit, onCancel }: EditKeteranganDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<KeteranganKeluarFormValues>
      initialValues={initialValues}
      validationSchema={keteranganKeluarUpdateSchema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await onSubmit(values);
        } catch (thrown) {
          tampilkanPenolakan(thrown, helpers, setFailure);
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title="Perbarui Data Keterangan Keluar"
          submitLabel="Perbarui"
          cancelLabel="Kembali"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          {failure ? <Banner intent="error" message={failure} onDismiss={() => setFailure(null)} /> : null}
          <KeteranganKeluarFields mode="edit" />
        </FormDialog>
      )}
    </Formik>
  );
}
