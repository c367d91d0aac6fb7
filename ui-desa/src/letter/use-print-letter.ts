// Prints one letter sheet through react-to-print: only the sheet goes to the printer (or to 'Save
// as PDF'), on A4 with the letter margins, under the spec's document title (the PDF's file name).
import { useCallback, useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import { LETTER_PAGE_STYLE } from './page-style';

export function usePrintLetter(documentTitle: string) {
  const ref = useRef<HTMLDivElement>(null);
  const reactToPrint = useReactToPrint({ contentRef: ref, documentTitle, pageStyle: LETTER_PAGE_STYLE });
  const print = useCallback(() => reactToPrint(), [reactToPrint]);
  return { ref, print };
}
