// What the shell loads from this remote ('mf_laporan/module'): Laporan (issue 37), on in every village
// (every village keeps the books; no `nonaktifAwal` in the server's catalog). Every path is under
// /laporan, the catalog's path of this module. Pages are lazy: a page loads only its own chunk.
// One line per route and per drawer entry (the statistics' screens are added beside these).
import { lazy } from 'react';
import { ChartMultipleRegular, DocumentTableRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const LaporanBulananPage = lazy(() => import('./features/laporan/laporan-bulanan-page'));
const StatistikPage = lazy(() => import('./features/statistik/statistik-page'));

const definition: ModuleDefinition = {
  id: 'mf-laporan',
  title: 'Laporan',
  routes: [
    { path: '/laporan', component: LaporanBulananPage },
    { path: '/laporan/statistik', component: StatistikPage },
  ],
  drawer: [
    { group: 'Kependudukan', label: 'Laporan Bulanan', path: '/laporan', icon: DocumentTableRegular, order: 90 },
    { group: 'Kependudukan', label: 'Statistik Penduduk', path: '/laporan/statistik', icon: ChartMultipleRegular, order: 92 },
  ],
};

export default definition;
