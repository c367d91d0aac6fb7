import { makeStyles } from '@griffel/react';

/**
 * The one text stylesheet of the letters (the birth extract, the death certificate, the moving-out
 * letter): titles, the number line, paragraphs, and the placeholders of what is not filled in yet.
 * A letter's own layout (the moving-out letter's numbered list, member table and photo box) stays
 * with that letter. Plain values only (no Fluent tokens): the printed copy lives in react-to-print's
 * iframe, outside the FluentProvider. The sheet sets the body text (11 pt, LetterSheet).
 */
export const useLetterStyles = makeStyles({
  /** One copy of a letter printed twice side by side (LetterCopies): a half-page column, set smaller. */
  copy: {
    fontSize: '10.5pt',
    lineHeight: 1.4,
  },
  title: {
    margin: '0',
    textAlign: 'center',
    fontWeight: 700,
    fontSize: '12pt',
    letterSpacing: '0.03em',
  },
  titleUnderlined: {
    margin: '0',
    textAlign: 'center',
    fontWeight: 700,
    fontSize: '12pt',
    letterSpacing: '0.03em',
    textDecorationLine: 'underline',
  },
  nomor: {
    margin: '0 0 3mm 0',
    textAlign: 'center',
  },
  // Left-aligned: justified text in a half-page column opens wide gaps between words.
  paragraph: {
    margin: '2mm 0 1mm 0',
    textAlign: 'left',
    textIndent: '8mm',
  },
  lead: {
    margin: '2mm 0 0.5mm 0',
  },
  corner: {
    margin: '0 0 2mm 0',
    fontWeight: 700,
    fontSize: '9pt',
    letterSpacing: '0.02em',
  },
  strong: {
    fontWeight: 700,
  },
  /** What is not filled in yet ('Tambahkan nama jabatan'): bold, and amber on screen only. */
  placeholder: {
    fontWeight: 700,
    '@media screen': {
      color: '#8a6100',
    },
  },
});
