import { makeStyles } from '@griffel/react';

// Text styles of the letters' bodies. Plain values only (no Fluent tokens): the printed copy lives
// in react-to-print's iframe, outside the FluentProvider.
export const useLetterStyles = makeStyles({
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
  placeholder: {
    fontWeight: 700,
    '@media screen': {
      color: '#8a6100',
    },
  },
});
