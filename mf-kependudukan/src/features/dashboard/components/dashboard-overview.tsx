import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle2 } from '@fluentui/react-text';
import { colors } from '@sid/ui/theme';
import { DataStates, recordStates } from '@sid/ui/states';
import { usePageStyles } from '@sid/ui/page';
import type { DashboardCounts } from '@sid/openapi';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { useStatusCadangan } from '../api/get-status-cadangan';
import { usePengingatLaporan } from '../api/get-pengingat-laporan';
import { StatisticsPanel } from './statistics-panel';
import { DonutChart } from './donut-chart';
import { PercentageTiles } from './percentage-tiles';
import { PersiapanDesaCard } from './persiapan-desa-card';
import { CadanganWarning } from '@sid/ui-desa/cadangan';
import { PengingatTutupLaporan } from '@sid/ui-desa/laporan';

const useStyles = makeStyles({
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

function Overview({ counts: c }: { counts: DashboardCounts }) {
  const styles = useStyles();
  const page = usePageStyles();
  const cadangan = useStatusCadangan();
  const pengingat = usePengingatLaporan();
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
      <PersiapanDesaCard jumlahPenduduk={c.data_penduduk} />
      <CadanganWarning status={cadangan.data?.data} />
      <PengingatTutupLaporan bulan={pengingat.data?.data.bulan} />
      <div className={styles.row}>
        <div className={page.card}>
          <StatisticsPanel counts={c} />
        </div>
        <section className={mergeClasses(page.card, styles.chart)} aria-labelledby="diagram-title">
          <Subtitle2 as="h2" id="diagram-title" className={styles.heading}>Diagram Penduduk</Subtitle2>
          <DonutChart title="Diagram Penduduk" slices={slices} />
        </section>
      </div>
      <PercentageTiles tiles={tiles} />
    </div>
  );
}

/** The statistics panel, the donut and the three percentage tiles, from GET /api/activity/all. */
export function DashboardOverview() {
  const page = usePageStyles();
  const counts = useDashboardCounts();
  return (
    <DataStates
      {...recordStates(counts)}
      frame={(panel) => <div className={page.card}>{panel}</div>}
    >
      {(c) => <Overview counts={c} />}
    </DataStates>
  );
}
