import { useState } from 'react';
import { Formik } from 'formik';
import { toApiError } from '@sid/openapi';
import { FormDialog } from '@sid/ui/dialogs';
import { FormikDate, FormikInput, FormikTextarea, useFieldGridStyles } from '@sid/ui/form';
import { Banner } from '@sid/ui/banner';
import { HariSelect } from '../../../lib/hari-select';
import type { KematianFormValues } from '../api/update-kematian';


export interface EditKematianDialogProps {
  initialValues: KematianFormValues;
  /** Saves; a rejection keeps the dialog open with the server's message. */
  onSubmit: (values: KematianFormValues) => Promise<void>;
  onCancel: () => void;
}

/** 'Perbarui Data Kematian'. Spec §5: death-record forms have no client-side validation. */
export function EditKematianDialog({ initialValues, onSubmit, onCancel }: EditKematianDialogProps) {
  const styles = useFieldGridStyles();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<KematianFormValues>
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
          title="Perbarui Data Kematian"
          submitLabel="Perbarui"
          cancelLabel="Batal"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          {failure ? <Banner intent="error" message={failure} /> : null}
          <div className={styles.grid}>
            <FormikDate name="tanggal_meninggal" label="Tanggal Meninggal" />
            <HariSelect name="hari_meninggal" label="Hari Meninggal" dateName="tanggal_meninggal" />
            <FormikInput name="tempat_meninggal" label="Tempat Meninggal" autoComplete="off" />
            <FormikInput name="nomor_surat_kematian" label="Nomor Surat Kematian" autoComplete="off" />
            <div className={styles.wide}>
              <FormikTextarea name="penyebab_meninggal" label="Penyebab Meninggal" rows={3} resize="vertical" />
            </div>
          </div>
        </FormDialog>
      )}
    </Formik>
  );
}
