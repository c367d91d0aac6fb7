// The product's file chooser (issue 38/40): a 'Pilih Berkas' button in the product's style, the chosen
// file's name and size beside it ('Belum ada berkas dipilih' before), and a file dropped on it taken
// as chosen. The browser's own input stays the control: visually hidden, not removed, so it is the one
// Tab stop, opens the chooser with Enter or Space, is named by the label and described by the hint and
// the chosen file, and Playwright's setInputFiles and Testing Library's upload reach it. Used by the
// import's spreadsheet, a module release's archive, a village's export and (through FormikImageFile)
// every image upload.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  zone: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    maxWidth: '480px',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  seret: { border: `1px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  // Visually hidden, still focusable and in the accessibility tree.
  input: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  // Fluent's secondary button, drawn for the hidden input; its focus ring follows the input's.
  tombol: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalSNudge,
    minHeight: '32px',
    paddingLeft: tokens.spacingHorizontalM,
    paddingRight: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    userSelect: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, border: `1px solid ${tokens.colorNeutralStroke1Hover}` },
  },
  fokus: { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  mati: { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled, backgroundColor: tokens.colorNeutralBackgroundDisabled },
  status: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** A file's size as the clerk reads it: '1,9 MB', '12 KB'. */
export function ukuranBerkas(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What the chooser says of the chosen file. */
export const BELUM_ADA_BERKAS = 'Belum ada berkas dipilih';

export interface PilihBerkasProps {
  label: string;
  /** What to choose, under the field ('Berkas .xlsx atau .csv, paling besar 20 MB.'). */
  petunjuk?: string;
  /** The input's accept list ('.xlsx,.csv'). */
  accept: string;
  file: File | null;
  /** Why the chosen file cannot be sent. */
  error?: string | null;
  disabled?: boolean;
  /** Required unless said otherwise (an edit keeps the stored file). */
  required?: boolean;
  /** The input's name ('berkas'). */
  name?: string;
  onChange: (file: File | null) => void;
}

export function PilihBerkas({ label, petunjuk, accept, file, error, disabled, required = true, name = 'berkas', onChange }: PilihBerkasProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [fokus, setFokus] = useState(false);
  const [seret, setSeret] = useState(false);
  // Cleared by the page (after a send): the same file can be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  const jatuhkan = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setSeret(false);
    const dropped = event.dataTransfer.files?.[0];
    if (!disabled && dropped) onChange(dropped);
  };
  return (
    <Field label={label} required={required} validationMessage={error ?? undefined} hint={petunjuk}>
      {(fieldProps) => (
        <div
          className={mergeClasses(styles.zone, seret && styles.seret)}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setSeret(true);
          }}
          onDragLeave={() => setSeret(false)}
          onDrop={jatuhkan}
        >
          <input
            {...fieldProps}
            aria-describedby={[fieldProps['aria-describedby'], statusId].filter(Boolean).join(' ')}
            ref={input}
            type="file"
            name={name}
            accept={accept}
            disabled={disabled}
            className={styles.input}
            onFocus={() => setFokus(true)}
            onBlur={() => setFokus(false)}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
          {/* The drawn button: a mouse's way to the hidden input (the keyboard's is the input itself). */}
          <span aria-hidden="true" className={mergeClasses(styles.tombol, fokus && styles.fokus, disabled && styles.mati)} onClick={() => !disabled && input.current?.click()}>
            <DocumentArrowUpRegular fontSize={20} />
            Pilih Berkas
          </span>
          <span id={statusId} className={styles.status}>
            {file ? `${file.name} (${ukuranBerkas(file.size)})` : BELUM_ADA_BERKAS}
          </span>
        </div>
      )}
    </Field>
  );
}
