import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { Subtitle2 } from '@fluentui/react-text';
import { kelahiranSchema, kelahiranUpdateSchema, nikBayi } from '@sid/openapi/rules';
import { FormikDialog, FormikInput, useFieldGridStyles } from '@sid/ui/form';
import { usePageStyles } from '@sid/ui/page';
import type { KelahiranEditValues } from '../api/kelahiran-form-values';
import { KelahiranFields } from './kelahiran-fields';

/**
 * The edit's rules: the date the contract would refuse, and the parents' NIKs (issue 16) with the
 * add form's own rules, taken from its schema: 16 digits, two different people, the baby's NIK
 * neither of them.
 */
const editKelahiranSchema = kelahiranUpdateSchema.shape({
  nik_ayah: kelahiranSchema.fields.nik_ayah,
  nik_ibu: kelahiranSchema.fields.nik_ibu,
  nik: kelahiranSchema.fields.nik,
});

export interface EditKelahiranDialogProps {
  initialValues: KelahiranEditValues;
  /**
   * Saves (`useServerAction().submit` with the form): a refusal keeps the dialog open, under the
   * parent's field its code names (`fieldOfError`) or in the banner.
   */
  onSubmit: (values: KelahiranEditValues, form: FormikHelpers<KelahiranEditValues>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 'Perbarui Data Kelahiran'. Spec §5 gives the birth edit no validation of its own; the birth date is
 * checked as the contract would refuse it anyway, and since a wrong parent can now be corrected here,
 * the parents' NIKs are checked as on the add form.
 */
export function EditKelahiranDialog({ initialValues, onSubmit, onCancel }: EditKelahiranDialogProps) {
  const styles = usePageStyles();
  const grid = useFieldGridStyles();
  // A baby's NIK stored before the date check (issue 13) stays as it is; a changed one is checked.
  const schema = useMemo(() => editKelahiranSchema.shape({ nik: nikBayi(initialValues.nik || undefined) }), [initialValues.nik]);
  return (
    <FormikDialog<KelahiranEditValues>
      title="Perbarui Data Kelahiran"
      submitLabel="Perbarui"
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <div>
        <Subtitle2 as="h3" className={styles.sectionTitle}>Data Orang Tua</Subtitle2>
        <div className={grid.grid}>
          <FormikInput name="nik_ayah" label="NIK Ayah" required inputMode="numeric" maxLength={16} autoComplete="off" hint="16 digit; ubah untuk membetulkan ayah" />
          <FormikInput name="nik_ibu" label="NIK Ibu" required inputMode="numeric" maxLength={16} autoComplete="off" hint="16 digit; ubah untuk membetulkan ibu" />
        </div>
      </div>
      <div>
        <Subtitle2 as="h3" className={styles.sectionTitle}>Data Kelahiran</Subtitle2>
        <KelahiranFields />
      </div>
    </FormikDialog>
  );
}
