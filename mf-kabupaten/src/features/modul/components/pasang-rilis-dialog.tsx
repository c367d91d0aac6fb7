// 'Pasang Rilis': the release archive (.tgz) that `pnpm release <module>` packs, sent as it is. A
// refusal (a damaged archive, a version already installed, too large) stays in the dialog. Said to
// the officer as the file the module's team sends (issue 40), not as the command that makes it.
import { useField, useFormikContext, type FormikHelpers } from 'formik';
import { mixed, object } from 'yup';
import { FormikDialog, FormProgress } from '@sid/ui/form';
import { ACCEPT_RILIS, BATAS_RILIS, BATAS_RILIS_MB, berkasRilis } from '../api/berkas-rilis';
import { PilihBerkas } from '@sid/ui/pilih-berkas';

export interface PasangRilisValues {
  berkas: File | null;
}

const schema = object({
  berkas: mixed<File>()
    .nullable()
    .test('wajib', 'Pilih berkas rilis modul (.tgz)', (file) => Boolean(file))
    .test('jenis', 'Pilih berkas rilis .tgz atau .tar.gz', (file) => !file || berkasRilis(file))
    .test('ukuran', `Berkas terlalu besar: paling besar ${BATAS_RILIS_MB} MB.`, (file) => !file || file.size <= BATAS_RILIS),
});

function BerkasRilisField() {
  const [field, meta, helpers] = useField<File | null>('berkas');
  const { isSubmitting } = useFormikContext();
  return (
    <>
      <PilihBerkas
        label="Berkas rilis"
        petunjuk={`Berkas rilis modul (.tgz) dari tim pengembang modul, paling besar ${BATAS_RILIS_MB} MB.`}
        accept={ACCEPT_RILIS}
        file={field.value}
        error={meta.touched && meta.error ? meta.error : null}
        disabled={isSubmitting}
        onChange={(chosen) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(chosen, true);
        }}
      />
      <FormProgress active={isSubmitting} label="Sedang mengunggah rilis" />
    </>
  );
}

export interface PasangRilisDialogProps {
  onSubmit: (values: PasangRilisValues, form: FormikHelpers<PasangRilisValues>) => Promise<unknown>;
  onCancel: () => void;
}

export function PasangRilisDialog({ onSubmit, onCancel }: PasangRilisDialogProps) {
  return (
    <FormikDialog<PasangRilisValues>
      title="Pasang Rilis Modul"
      submitLabel="Pasang"
      initialValues={{ berkas: null }}
      validationSchema={schema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <p>
        Rilis yang dipasang belum dipakai desa mana pun: pilih versinya untuk kabupaten atau untuk desa tertentu
        di halaman modulnya.
      </p>
      <BerkasRilisField />
    </FormikDialog>
  );
}
