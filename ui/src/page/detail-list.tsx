import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    // One label width for every list of a page, so the values line up from section to section.
    gridTemplateColumns: '200px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: '0',
    '@media (max-width: 599px)': {
      gridTemplateColumns: '1fr',
      rowGap: tokens.spacingVerticalXXS,
    },
  },
  pair: {
    display: 'contents',
  },
  term: {
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  value: {
    margin: '0',
    overflowWrap: 'anywhere',
    '@media (max-width: 599px)': {
      marginBottom: tokens.spacingVerticalS,
    },
  },
});

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label / value pairs of a detail screen or dialog. */
export function DetailList({ items, ariaLabel }: { items: readonly DetailItem[]; ariaLabel?: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label={ariaLabel}>
      {items.map((item) => (
        <div key={item.label} className={styles.pair}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
