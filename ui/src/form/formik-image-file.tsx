import { useEffect, useMemo } from 'react';
import { useField } from 'formik';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PilihBerkas, ukuranBerkas } from '@sid/ui/pilih-berkas';

/** '2,4 MB' / '350 KB': the chosen file's size (the file chooser's). */
export { ukuranBerkas };

const useStyles = makeStyles({
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

/** A local preview of the chosen image, released when another is chosen or the field goes away. */
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

export interface FormikImageFileProps {
  /** The formik field; it holds a `File` or null. */
  name: string;
  label: string;
  /** The input's accept list, e.g. 'image/jpeg,image/png' or 'image/*'. */
  accept: string;
  required?: boolean;
  /** Shown before a file is chosen (the allowed types and size). */
  hint?: string;
}

/**
 * An image upload bound to formik: the field's message (yup's, or a server refusal set with
 * setFieldError) under it once touched, the chosen file's name and size, and a preview of a valid
 * choice, on the product's file chooser (PilihBerkas of @sid/ui/pilih-berkas: button, drag and drop). Choosing validates at once, so a wrong type or size is said before submitting.
 */
export function FormikImageFile({ name, label, accept, required, hint }: FormikImageFileProps) {
  const styles = useStyles();
  const [, meta, helpers] = useField<File | null>(name);
  const file = meta.value ?? null;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const preview = usePreviewUrl(file);
  return (
    <>
      <PilihBerkas
        label={label}
        name={name}
        accept={accept}
        required={required ?? false}
        petunjuk={hint}
        file={file}
        error={error}
        onChange={(chosen) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(chosen, true);
        }}
      />
      {file && !error && preview && file.type.startsWith('image/') ? <img src={preview} alt={`Pratinjau ${label}`} className={styles.preview} /> : null}
    </>
  );
}
