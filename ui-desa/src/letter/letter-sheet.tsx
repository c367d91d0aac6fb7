import { forwardRef, type ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { LETTER_FONT_FAMILY, LETTER_MARGIN_MM, LETTER_PAGE_RULE, LETTER_PRINT_ISOLATION } from './page-style';

// Plain colours and millimetres, no Fluent tokens: react-to-print prints a clone of the sheet in an
// iframe outside the FluentProvider, where the tokens' CSS variables do not exist.
const useStyles = makeStyles({
  sheet: {
    boxSizing: 'border-box',
    width: '210mm',
    minHeight: '297mm',
    padding: `${LETTER_MARGIN_MM}mm`,
    margin: '0 auto',
    backgroundColor: '#ffffff',
    color: '#000000',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
    fontFamily: LETTER_FONT_FAMILY,
    fontSize: '11pt',
    lineHeight: 1.35,
    '@media print': {
      width: 'auto',
      minHeight: '0',
      padding: '0',
      margin: '0',
      boxShadow: 'none',
    },
  },
});

export interface LetterSheetProps {
  /** Names the letter for assistive technology, e.g. 'Surat Keterangan Kematian'. */
  'aria-label': string;
  children: ReactNode;
  className?: string;
}

/**
 * One A4 sheet: on screen a white page of 210 x 297 mm, in print the page itself (`@page A4`,
 * 12 mm margins). Its ref is what react-to-print prints; a browser print of the whole preview page
 * shows only the sheet too.
 */
export const LetterSheet = forwardRef<HTMLDivElement, LetterSheetProps>(function LetterSheet(
  { children, className, 'aria-label': ariaLabel },
  ref,
) {
  const styles = useStyles();
  return (
    <div ref={ref} role="document" aria-label={ariaLabel} data-letter-root="" className={mergeClasses(styles.sheet, className)}>
      <style>{`${LETTER_PAGE_RULE}\n${LETTER_PRINT_ISOLATION}`}</style>
      {children}
    </div>
  );
});
