import { useEffect, useMemo } from 'react';
import { useField } from 'formik';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';

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

/** '2,4 MB' / '350 KB': the chosen file's size, as the hint shows it. */
export function ukuranBerkas(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

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
 * choice. Choosing validates at once, so a wrong type or size is said before submitting.
 */
export function FormikImageFile({ name, label, accept, required, hint }: FormikImageFileProps) {
  const styles = useStyles();
  const [, meta, helpers] = useField<File | null>(name);
  const file = meta.value ?? null;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const preview = usePreviewUrl(file);
  return (
    <Field
      label={label}
      required={required}
      validationMessage={error}
      hint={file ? `${file.name} (${ukuranBerkas(file.size)})` : hint}
    >
      {(fieldProps) => (
        <>
          <input
            {...fieldProps}
            type="file"
            name={name}
            accept={accept}
            className={styles.input}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              void helpers.setTouched(true, false);
              void helpers.setValue(chosen, true);
            }}
          />
          {file && !error && preview && file.type.startsWith('image/') ? <img src={preview} alt={`Pratinjau ${label}`} className={styles.preview} /> : null}
        </>
      )}
    </Field>
  );
}
