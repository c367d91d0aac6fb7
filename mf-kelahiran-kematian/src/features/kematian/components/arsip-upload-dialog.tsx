import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { toApiError } from '@sid/openapi';
import { arsipKematianSchema } from '@sid/openapi/rules';
import { FormDialog } from '@sid/ui/dialogs';
import { FormikImageFile } from '@sid/ui/form';
import { Banner } from '@sid/ui/banner';

interface ArsipValues {
  arsip_kematian: File | null;
}

/** Server refusals that are about the file itself show under the file field (413, 415, 400). */
const FILE_STATUSES = [400, 413, 415];

export interface ArsipUploadDialogProps {
  mode: 'add' | 'update';
  /** Uploads; a rejection keeps the dialog open with the server's message. */
  onSubmit: (file: File) => Promise<void>;
  onCancel: () => void;
}

/**
 * 'Tambah Arsip Kematian' / 'Perbarui Arsip Kematian': one photo, jpg/jpeg/png, at most 10 MB, with
 * the spec's messages ('A file is Required', 'Maximum size is 10mb', 'Unsupported Format, We just
 * Support : jpg/jpeg/png'). The server checks the bytes again; its 413 / 415 message shows on the field.
 */
export function ArsipUploadDialog({ mode, onSubmit, onCancel }: ArsipUploadDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ArsipValues, helpers: FormikHelpers<ArsipValues>) => {
    setFailure(null);
    if (!values.arsip_kematian) return;
    try {
      await onSubmit(values.arsip_kematian);
    } catch (thrown) {
      const error = toApiError(thrown);
      if (FILE_STATUSES.includes(error.status)) helpers.setFieldError('arsip_kematian', error.message);
      else setFailure(error.message);
    }
  };

  return (
    <Formik<ArsipValues> initialValues={{ arsip_kematian: null }} validationSchema={arsipKematianSchema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title={mode === 'add' ? 'Tambah Arsip Kematian' : 'Perbarui Arsip Kematian'}
          submitLabel={mode === 'add' ? 'Tambahkan' : 'Perbarui'}
          cancelLabel="Batal"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          {failure ? <Banner intent="error" message={failure} /> : null}
          <FormikImageFile
            name="arsip_kematian"
            label="Upload Foto Arsip Kematian"
            accept="image/jpeg,image/png"
            required
            hint="Format jpg, jpeg atau png, paling besar 10 MB"
          />
        </FormDialog>
      )}
    </Formik>
  );
}
