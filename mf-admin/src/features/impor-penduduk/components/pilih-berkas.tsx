import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { ACCEPT, BATAS_UKURAN_MB, ukuranBerkas } from '../api/impor-api';

const useStyles = makeStyles({
  input: {
    display: 'block',
    width: '100%',
    maxWidth: '480px',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
});

export interface PilihBerkasProps {
  file: File | null;
  /** Why the chosen file cannot be sent ('Pilih berkas .xlsx atau .csv'). */
  error?: string | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/**
 * The spreadsheet to import: the browser's own file chooser (reachable by keyboard, named by its
 * label), with the chosen file's name and size under it, or why it cannot be sent.
 */
export function PilihBerkas({ file, error, disabled, onChange }: PilihBerkasProps) {
  const styles = useStyles();
  return (
    <Field
      label="Pilih Berkas"
      required
      validationMessage={error ?? undefined}
      hint={file ? `${file.name} (${ukuranBerkas(file.size)})` : `Berkas .xlsx atau .csv, paling besar ${BATAS_UKURAN_MB} MB.`}
    >
      {(fieldProps) => (
        <input
          {...fieldProps}
          type="file"
          name="berkas"
          accept={ACCEPT}
          disabled={disabled}
          className={styles.input}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
