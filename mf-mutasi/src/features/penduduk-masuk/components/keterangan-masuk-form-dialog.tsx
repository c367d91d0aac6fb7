// 'Tambah Data Keterangan Masuk' (both photos required, jpg/jpeg/png, at most 10 MB, the spec's
// three messages) and 'Perbarui Data Keterangan Masuk' (either photo may be replaced; spec §5: no
// checks, so only "choose at least one" is asked here and the server's 413 / 415 speak for the rest).
import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { toApiError } from '@sid/openapi';
import { keteranganMasukSchema } from '@sid/openapi/rules';
import { Banner } from '@sid/ui/banner';
import { FormDialog } from '@sid/ui/dialogs';
import { FormikImageFile } from '@sid/ui/form';
import type { KeteranganMasukFiles } from '../api/keterangan-masuk';
import { berkasDitolak } from './berkas-ditolak';

/** Server refusals about the files themselves (400 missing, 413 too large, 415 wrong type). */
const FILE_STATUSES = [400, 413, 415];
const ACCEPT = 'image/jpeg,image/png';
const HINT_ADD = 'Format jpg, jpeg atau png, paling besar 10 MB';
const HINT_UPDATE = 'Kosongkan bila foto ini tidak diganti';
export const PILIH_MINIMAL_SATU = 'Pilih minimal satu foto yang akan diganti';

const FIELDS = ['foto_kk', 'foto_surat_masuk'] as const;
type FotoField = (typeof FIELDS)[number];
const EMPTY: KeteranganMasukFiles = { foto_kk: null, foto_surat_masuk: null };

export interface KeteranganMasukFormDialogProps {
  mode: 'add' | 'update';
  /** Sends the files; a rejection keeps the dialog open with the server's message. */
  onSubmit: (files: KeteranganMasukFiles) => Promise<unknown>;
  onCancel: () => void;
}

export function KeteranganMasukFormDialog({ mode, onSubmit, onCancel }: KeteranganMasukFormDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const add = mode === 'add';

  const submit = async (values: KeteranganMasukFiles, helpers: FormikHelpers<KeteranganMasukFiles>) => {
    setFailure(null);
    // The update dialog has no file checks (spec §5), but it needs something to replace.
    if (!values.foto_kk && !values.foto_surat_masuk) {
      setFailure(PILIH_MINIMAL_SATU);
      return;
    }
    try {
      await onSubmit(values);
    } catch (thrown) {
      const error = toApiError(thrown);
      const sent: (readonly [FotoField, File])[] = [];
      for (const name of FIELDS) {
        const file = values[name];
        if (file) sent.push([name, file]);
      }
      // The server names neither photo: the message goes under the one(s) it is about, else above.
      const about = FILE_STATUSES.includes(error.status) ? await berkasDitolak(error.status, sent) : [];
      if (about.length === 0) setFailure(error.message);
      for (const name of about) helpers.setFieldError(name, error.message);
    }
  };

  return (
    <Formik<KeteranganMasukFiles>
      initialValues={EMPTY}
      validationSchema={add ? keteranganMasukSchema : undefined}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title={add ? 'Tambah Data Keterangan Masuk' : 'Perbarui Data Keterangan Masuk'}
          submitLabel={add ? 'Tambahkan' : 'Perbarui'}
          cancelLabel="Batal"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          {failure ? <Banner intent="error" message={failure} /> : null}
          <FormikImageFile name="foto_kk" label="Upload Foto KK" accept={ACCEPT} required={add} hint={add ? HINT_ADD : HINT_UPDATE} />
          <FormikImageFile
            name="foto_surat_masuk"
            label="Upload Foto Surat Masuk"
            accept={ACCEPT}
            required={add}
            hint={add ? HINT_ADD : HINT_UPDATE}
          />
        </FormDialog>
      )}
    </Formik>
  );
}
