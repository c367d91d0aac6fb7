import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  table: {
    borderCollapse: 'collapse',
    // Tables do not inherit the font size in quirks mode; a printed copy must not depend on the doctype.
    fontSize: 'inherit',
    lineHeight: 'inherit',
    width: '100%',
    marginTop: '1mm',
    marginBottom: '1mm',
  },
  label: {
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
    paddingTop: '0.3mm',
    paddingBottom: '0.3mm',
    paddingRight: '1.5mm',
    textAlign: 'left',
    fontWeight: 400,
  },
  colon: {
    verticalAlign: 'top',
    width: '1em',
    paddingTop: '0.3mm',
    paddingBottom: '0.3mm',
    paddingRight: '1.5mm',
  },
  value: {
    verticalAlign: 'top',
    width: '100%',
    paddingTop: '0.3mm',
    paddingBottom: '0.3mm',
    overflowWrap: 'anywhere',
  },
});

export interface LetterField {
  label: string;
  /** Missing values print as empty text (spec §5). */
  value: ReactNode;
}

export interface LetterFieldsProps {
  rows: readonly LetterField[];
  /** Left indent of the block, e.g. '8mm'. */
  indent?: string;
  /** Width of the label column; by default as wide as the longest label. */
  labelWidth?: string;
}

/** The 'Label : value' lines of a letter, aligned on the colon. */
export function LetterFields({ rows, indent, labelWidth }: LetterFieldsProps) {
  const styles = useStyles();
  return (
    <table className={styles.table} style={indent ? { marginLeft: indent, width: `calc(100% - ${indent})` } : undefined}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={styles.label} style={labelWidth ? { width: labelWidth, minWidth: labelWidth } : undefined}>{row.label}</th>
            <td className={styles.colon}>:</td>
            <td className={styles.value}>{row.value ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
