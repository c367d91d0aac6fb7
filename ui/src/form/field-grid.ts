import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/**
 * The forms' two-column field grid (one column on a phone): `grid` on the container, `wide` on a
 * field that spans both columns (an address, notes, a photo). Rows align at the top, so a field
 * with a hint or a message does not stretch the one beside it.
 */
export const useFieldGridStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
});
