// /kelahiran/insert: the add-birth form. The parents are found on the server by their NIK; its 404
// ('Data ayah tidak ditemukan' / 'Data ibu tidak ditemukan') and 400 messages show as a banner.
import { useNavigate } from 'react-router-dom';
import { Formik } from 'formik';
import { ProgressBar } from '@fluentui/react-progress';
import { Subtitle2 } from '@fluentui/react-text';
import { kelahiranSchema } from '@sid/openapi/rules';
import { FormikForm, FormikInput, FormRefusal, useFieldGridStyles, FormActions } from '@sid/ui/form';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { createKelahiran } from './api/create-kelahiran';
import { EMPTY_KELAHIRAN_CREATE, type KelahiranCreateValues } from './api/kelahiran-form-values';
import { KelahiranFields } from './components/kelahiran-fields';

export function KelahiranInsertPage() {
  const styles = usePageStyles();
  const grid = useFieldGridStyles();
  const navigate = useNavigate();
  const action = useServerAction();

  return (
    <section aria-labelledby="kelahiran-insert-title">
      <PageHeader id="kelahiran-insert-title" title="Tambah Data Kelahiran" />
      <Formik<KelahiranCreateValues>
        initialValues={EMPTY_KELAHIRAN_CREATE}
        validationSchema={kelahiranSchema}
        // A refusal shows as the form's banner; loading stops there too (spec §4).
        onSubmit={(values, form) => action.submit(() => createKelahiran(values), {
          form,
          fallback: 'Sukses menambahkan data kelahiran',
          onSaved: (result) => navigate(`/kelahiran/${result.data._id}/d`),
        })}
      >
        {({ isSubmitting, resetForm }) => (
          <FormikForm className={styles.card} aria-busy={isSubmitting}>
            <div className={styles.stack}>
              {isSubmitting ? <ProgressBar aria-label="Menyimpan data kelahiran" /> : null}
              <FormRefusal />
              <div>
                <Subtitle2 as="h2" className={styles.sectionTitle}>Data Orang Tua</Subtitle2>
                <div className={grid.grid}>
                  <FormikInput name="nik_ayah" label="NIK Ayah" required inputMode="numeric" maxLength={16} autoComplete="off" />
                  <FormikInput name="nik_ibu" label="NIK Ibu" required inputMode="numeric" maxLength={16} autoComplete="off" />
                </div>
              </div>
              <div>
                <Subtitle2 as="h2" className={styles.sectionTitle}>Data Kelahiran</Subtitle2>
                <KelahiranFields />
              </div>
            </div>
            <FormActions
              submitLabel="Tambahkan"
              submitting={isSubmitting}
              onBack={() => navigate('/kelahiran')}
              onReset={() => resetForm()}
            />
          </FormikForm>
        )}
      </Formik>
    </section>
  );
}

export default KelahiranInsertPage;
