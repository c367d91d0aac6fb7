import type { FormikHelpers } from 'formik';
import { kematianSchema, type KematianFormValues } from '@sid/openapi/rules';
import { FormikDate, FormikDialog, FormikHariSelect, FormikInput, FormikTextarea, useFieldGridStyles } from '@sid/ui/form';

export interface EditKematianDialogProps {
  initialValues: KematianFormValues;
  /** Saves (`useServerAction().submit` with the form): a refusal keeps the dialog open with the server's message. */
  onSubmit: (values: KematianFormValues, form: FormikHelpers<KematianFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 'Perbarui Data Kematian'. Spec §5 gives death-record forms no client-side validation; the one rule
 * a form can know (the date lies between 1900 and today, issue 9) is checked here as on the server.
 */
export function EditKematianDialog({ initialValues, onSubmit, onCancel }: EditKematianDialogProps) {
  const styles = useFieldGridStyles();
  return (
    <FormikDialog<KematianFormValues>
      title="Perbarui Data Kematian"
      submitLabel="Perbarui"
      initialValues={initialValues}
      validationSchema={kematianSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <FormikDate name="tanggal_meninggal" label="Tanggal Meninggal" />
        <FormikHariSelect name="hari_meninggal" label="Hari Meninggal" dateName="tanggal_meninggal" />
        <FormikInput name="tempat_meninggal" label="Tempat Meninggal" autoComplete="off" />
        <FormikInput name="nomor_surat_kematian" label="Nomor Surat Kematian" autoComplete="off" />
        <div className={styles.wide}>
          <FormikTextarea name="penyebab_meninggal" label="Penyebab Meninggal" rows={3} resize="vertical" />
        </div>
      </div>
    </FormikDialog>
  );
}
