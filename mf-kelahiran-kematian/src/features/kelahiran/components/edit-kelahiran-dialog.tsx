import type { FormikHelpers } from 'formik';
import { kelahiranUpdateSchema } from '@sid/openapi/rules';
import { FormikDialog } from '@sid/ui/form';
import type { KelahiranFields as KelahiranValues } from '../api/kelahiran-form-values';
import { KelahiranFields } from './kelahiran-fields';

export interface EditKelahiranDialogProps {
  initialValues: KelahiranValues;
  /** Saves (`useServerAction().submit` with the form): a refusal keeps the dialog open with the server's message. */
  onSubmit: (values: KelahiranValues, form: FormikHelpers<KelahiranValues>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 'Perbarui Data Kelahiran'. Spec §5: the birth edit form has no validation of its own; only the birth
 * date is checked here, between 1900 and today, as the contract would refuse it anyway.
 */
export function EditKelahiranDialog({ initialValues, onSubmit, onCancel }: EditKelahiranDialogProps) {
  return (
    <FormikDialog<KelahiranValues>
      title="Perbarui Data Kelahiran"
      submitLabel="Perbarui"
      initialValues={initialValues}
      validationSchema={kelahiranUpdateSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <KelahiranFields />
    </FormikDialog>
  );
}
