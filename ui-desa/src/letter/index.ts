export { LetterSheet, type LetterSheetProps } from './letter-sheet';
export { LetterCopies, type LetterCopiesProps } from './letter-copies';
export { Letterhead, type LetterheadProps } from './letterhead';
export { LetterFields, type LetterFieldsProps, type LetterField } from './letter-fields';
export { SignerBlock, type SignerBlockProps } from './signer-block';
export { PrintButton, type PrintButtonProps } from './print-button';
export { useLetterStyles } from './letter-styles';
export {
  LETTER_PAGE_STYLE,
  LETTER_PAGE_RULE,
  LETTER_PRINT_ISOLATION,
  LETTER_MARGIN_MM,
  LETTER_FONT_FAMILY,
} from './page-style';
export {
  LetterPreviewPage,
  type LetterPreviewPageProps,
  type LetterRead,
  type LetterRecord,
  type LetterContext,
} from './letter-preview-page';
export { usePrintLetter } from './use-print-letter';
