// 'Perbarui Data Keterangan Keluar': the statement's fields with the add form's rules, except that
// kewarganegaraan is not required (spec §5). The photo is replaced only when a new one is chosen.
import type { FormikHelpers } from 'formik';
import { keteranganKeluarUpdateSchema } from '@sid/openapi/rules';
import { FormikDialog } from '@sid/ui/form';
import type { KeteranganKeluarFormValues } from '../api/keterangan-keluar';
import { KeteranganKeluarFields } from './keterangan-keluar-fields';

export interface EditKeteranganDialogProps {
  initialValues: KeteranganKeluarFormValues;
  /** Saves (`useServerAction().submit` with the form and `fotoDitolak`): a refusal keeps the dialog open. */
  onSubmit: (values: KeteranganKeluarFormValues, form: FormikHelpers<KeteranganKeluarFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

export function EditKeteranganDialog({ initialValues, onSubmit, onCancel }: EditKeteranganDialogProps) {
  return (
    <FormikDialog<KeteranganKeluarFormValues>
      title="Perbarui Data Keterangan Keluar"
      submitLabel="Perbarui"
      cancelLabel="Kembali"
      initialValues={initialValues}
      validationSchema={keteranganKeluarUpdateSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <KeteranganKeluarFields mode="edit" />
    </FormikDialog>
  );
}
