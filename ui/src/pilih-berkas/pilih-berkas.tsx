// A file to send, chosen with the browser's own file chooser (reachable by keyboard, named by its
// label), with the chosen file's name and size under it, or why it cannot be sent: the import's
// spreadsheet and a module release's archive.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';

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

/** A file's size as the clerk reads it: '1,9 MB', '12 KB'. */
export function ukuranBerkas(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface PilihBerkasProps {
  label: string;
  /** What to choose, shown until a file is chosen ('Berkas .xlsx atau .csv, paling besar 20 MB.'). */
  petunjuk: string;
  /** The input's accept list ('.xlsx,.csv'). */
  accept: string;
  file: File | null;
  /** Why the chosen file cannot be sent. */
  error?: string | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

export function PilihBerkas({ label, petunjuk, accept, file, error, disabled, onChange }: PilihBerkasProps) {
  const styles = useStyles();
  return (
    <Field
      label={label}
      required
      validationMessage={error ?? undefined}
      hint={file ? `${file.name} (${ukuranBerkas(file.size)})` : petunjuk}
    >
      {(fieldProps) => (
        <input
          {...fieldProps}
          type="file"
          name="berkas"
          accept={accept}
          disabled={disabled}
          className={styles.input}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
