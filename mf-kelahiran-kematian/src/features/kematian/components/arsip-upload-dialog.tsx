import { useEffect, useMemo, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { toApiError } from '@sid/openapi';
import { arsipKematianSchema } from '@sid/openapi/rules';
import { FormDialog } from '@sid/ui/dialogs';
import { Banner } from '@sid/ui/banner';

const useStyles = makeStyles({
  input: {
    display: 'block',
    width: '100%',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
  preview: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '240px',
    marginTop: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    objectFit: 'contain',
  },
});

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

function ukuran(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A local preview of the chosen image, released when another is chosen or the dialog closes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => {
    if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

function FileField({ file, error, onChoose }: { file: File | null; error: string | undefined; onChoose: (file: File | null) => void }) {
  const styles = useStyles();
  const preview = usePreviewUrl(file);
  const valid = Boolean(file) && !error;
  return (
    <Field
      label="Upload Foto Arsip Kematian"
      required
      validationMessage={error}
      hint={file ? `${file.name} (${ukuran(file.size)})` : 'Format jpg, jpeg atau png, paling besar 10 MB'}
    >
      {(fieldProps) => (
        <>
          <input
            {...fieldProps}
            type="file"
            name="arsip_kematian"
            accept="image/jpeg,image/png"
            className={styles.input}
            onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
          />
          {valid && preview ? <img src={preview} alt="Pratinjau arsip kematian" className={styles.preview} /> : null}
        </>
      )}
    </Field>
  );
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
      {({ handleSubmit, isSubmitting, values, errors, touched, setFieldValue, setFieldTouched }) => (
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
          <FileField
            file={values.arsip_kematian}
            error={touched.arsip_kematian && typeof errors.arsip_kematian === 'string' ? errors.arsip_kematian : undefined}
            onChoose={(file) => {
              void setFieldTouched('arsip_kematian', true, false);
              void setFieldValue('arsip_kematian', file, true);
            }}
          />
        </FormDialog>
      )}
    </Formik>
  );
}
