// The printed page of every letter: real A4 with the office's margins. One definition serves the
// preview's own print rules (letter-sheet.tsx) and react-to-print's `pageStyle` in the modules.

/** Margin of the printed page on every side, in millimetres. */
export const LETTER_MARGIN_MM = 12;

/** Letters are set in a serif face, as the village's typed letters are (Liberation Serif matches Times metrics). */
export const LETTER_FONT_FAMILY = '"Times New Roman", Times, "Liberation Serif", "Nimbus Roman", "DejaVu Serif", serif';

/** The @page rule: A4 portrait with the letter margins. */
export const LETTER_PAGE_RULE = `@page { size: A4; margin: ${LETTER_MARGIN_MM}mm; }`;

/**
 * For react-to-print's `pageStyle` (it replaces the library's default, which sets a zero margin):
 * A4, the letter margins, no body margin, backgrounds kept.
 */
export const LETTER_PAGE_STYLE = `${LETTER_PAGE_RULE}
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

/**
 * Rules that make a browser print of the preview page (Ctrl+P, or a PDF of the page) show only the
 * letter: everything that neither is, contains nor sits inside the letter is hidden, and the
 * letter's ancestors (the app's layout, its scroll containers and paddings) become plain blocks so
 * the letter starts at the page's top-left corner and is not clipped to one screen.
 */
export const LETTER_PRINT_ISOLATION = `@media print {
  body *:not([data-letter-root]):not([data-letter-root] *):not(:has([data-letter-root])) { display: none !important; }
  html:has([data-letter-root]), body:has([data-letter-root]), body *:has([data-letter-root]) {
    display: block !important; position: static !important; inset: auto !important; transform: none !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    background: #fff !important; overflow: visible !important; width: auto !important; max-width: none !important;
    height: auto !important; min-height: 0 !important; max-height: none !important;
  }
}`;
