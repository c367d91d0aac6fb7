import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle2 } from '@fluentui/react-text';
import { colors } from '@sid/ui/theme';
import { ErrorState, LoadingState } from '@sid/ui/states';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { StatisticsPanel } from './statistics-panel';
import { DonutChart } from './donut-chart';
import { PercentageTiles } from './percentage-tiles';

const useStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalL,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 959px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  chart: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
});

/** The statistics panel, the donut and the three percentage tiles, from GET /api/activity/all. */
export function DashboardOverview() {
  const styles = useStyles();
  const counts = useDashboardCounts();

  if (counts.error) {
    return (
      <div className={styles.card}>
        <ErrorState message={counts.error.message} onRetry={() => void counts.mutate()} />
      </div>
    );
  }
  if (!counts.data) {
    return (
      <div className={styles.card}>
        <LoadingState />
      </div>
    );
  }

  const c = counts.data.data;
  // Spec: the donut's slices in this order; the tiles in the order of the dashboard section.
  const slices = [
    { label: 'Penduduk Keluar', value: c.data_penduduk_keluar, color: colors.error },
    { label: 'Penduduk Masuk', value: c.data_penduduk_masuk, color: colors.warning },
    { label: 'Penduduk', value: c.data_penduduk, color: colors.primary },
  ];
  const tiles = [
    { label: 'Penduduk', value: c.data_penduduk, color: colors.primary },
    { label: 'Penduduk Masuk', value: c.data_penduduk_masuk, color: colors.warning },
    { label: 'Penduduk Keluar', value: c.data_penduduk_keluar, color: colors.error },
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <div className={styles.card}>
          <StatisticsPanel counts={c} />
        </div>
        <section className={mergeClasses(styles.card, styles.chart)} aria-labelledby="diagram-title">
          <Subtitle2 as="h2" id="diagram-title" className={styles.heading}>Diagram Penduduk</Subtitle2>
          <DonutChart title="Diagram Penduduk" slices={slices} />
        </section>
      </div>
      <PercentageTiles tiles={tiles} />
    </div>
  );
}
