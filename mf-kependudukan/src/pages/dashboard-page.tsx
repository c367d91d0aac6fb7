// '/': the dashboard. Spec order: greeting card, statistics panel, donut chart, three percentage
// tiles, then 'Daftar Penduduk'. Since issue 40 the resident list is a page of its own (/penduduk,
// 'Penduduk' in the drawer); the dashboard keeps its heading with a link to it (docs/decisions.md).
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1 } from '@fluentui/react-text';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DashboardOverview, GreetingCard } from '../features/dashboard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function DashboardPage() {
  const styles = useStyles();
  const page = usePageStyles();
  return (
    <div className={styles.root}>
      <GreetingCard />
      <DashboardOverview />
      <section className={page.card} aria-labelledby="daftar-penduduk-title">
        <PageHeader as="h2" id="daftar-penduduk-title" title="Daftar Penduduk" />
        <Body1>
          Cari penduduk berdasarkan nama, NIK atau Nomor KK di <RouterLink to="/penduduk">halaman Penduduk</RouterLink>.
        </Body1>
      </section>
    </div>
  );
}

export default DashboardPage;
