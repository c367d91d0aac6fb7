import { Children, type ReactNode } from 'react';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '1fr',
    alignItems: 'stretch',
  },
  copy: {
    boxSizing: 'border-box',
    minWidth: '0',
    paddingLeft: '4mm',
    paddingRight: '4mm',
    breakInside: 'avoid',
    ':first-child': { paddingLeft: '0' },
    ':last-child': { paddingRight: '0' },
    // The cut line between two copies.
    ':not(:first-child)': { borderLeft: '1px dashed #000000' },
  },
});

export interface LetterCopiesProps {
  /** One child per copy, laid out side by side across the sheet. */
  children: ReactNode;
}

/** Copies of one letter side by side on one sheet (the kutipan the office cuts in two). */
export function LetterCopies({ children }: LetterCopiesProps) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      {Children.toArray(children).map((child, index) => (
        <div key={index} className={styles.copy} data-letter-copy={index + 1}>
          {child}
        </div>
      ))}
    </div>
  );
}
