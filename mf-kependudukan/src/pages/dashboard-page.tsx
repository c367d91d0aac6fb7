// '/': the dashboard. Spec order: greeting card, statistics panel, donut chart, three percentage
// tiles, then 'Daftar Penduduk'. This page composes two features (the counts and the residents).
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { DashboardOverview, GreetingCard } from '../features/dashboard';
import { DaftarPenduduk } from '../features/penduduk';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function DashboardPage() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <GreetingCard />
      <DashboardOverview />
      <DaftarPenduduk />
    </div>
  );
}

export default DashboardPage;
