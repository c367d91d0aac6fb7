import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Caption1 } from '@fluentui/react-text';
import { persentase } from '../persentase';

export interface PercentageTile {
  label: string;
  value: number;
  color: string;
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    backgroundColor: tokens.colorNeutralBackground1,
    borderLeftWidth: '6px',
    borderLeftStyle: 'solid',
  },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

/** The three percentage tiles: floored shares of the three counts (spec §9). */
export function PercentageTiles({ tiles }: { tiles: readonly PercentageTile[] }) {
  const styles = useStyles();
  const total = tiles.reduce((sum, t) => sum + t.value, 0);
  return (
    <ul className={styles.grid} aria-label="Persentase penduduk">
      {tiles.map((t) => (
        <li key={t.label} className={styles.tile} style={{ borderLeftColor: t.color }}>
          <Caption1>{t.label}</Caption1>
          <span className={styles.value}>{persentase(t.value, total)}%</span>
        </li>
      ))}
    </ul>
  );
}
