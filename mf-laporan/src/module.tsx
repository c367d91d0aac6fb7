// What the shell loads from this remote ('mf_laporan/module'): Laporan (issue 37), on in every village
// (every village keeps the books; no `nonaktifAwal` in the server's catalog). Every path is under
// /laporan, the catalog's path of this module. Pages are lazy: a page loads only its own chunk.
// One line per route and per drawer entry (the statistics' screens are added beside these).
import { lazy } from 'react';
import { BookRegular, ChartMultipleRegular, DocumentTableRegular, PeopleSwapRegular, TableRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const LaporanBulananPage = lazy(() => import('./features/laporan/laporan-bulanan-page'));
const BukuIndukPage = lazy(() => import('./features/laporan/buku-induk-page'));
const BukuMutasiPage = lazy(() => import('./features/laporan/buku-mutasi-page'));
const BukuRekapitulasiPage = lazy(() => import('./features/laporan/buku-rekapitulasi-page'));
const StatistikPage = lazy(() => import('./features/statistik/statistik-page'));

const definition: ModuleDefinition = {
  id: 'mf-laporan',
  title: 'Laporan',
  routes: [
    { path: '/laporan', component: LaporanBulananPage },
    { path: '/laporan/buku_induk', component: BukuIndukPage },
    { path: '/laporan/buku_mutasi', component: BukuMutasiPage },
    { path: '/laporan/buku_rekapitulasi', component: BukuRekapitulasiPage },
    { path: '/laporan/statistik', component: StatistikPage },
  ],
  drawer: [
    { group: 'Kependudukan', label: 'Laporan Bulanan', path: '/laporan', icon: DocumentTableRegular, order: 90 },
    { group: 'Kependudukan', label: 'Buku Induk Penduduk', path: '/laporan/buku_induk', icon: BookRegular, order: 91 },
    { group: 'Kependudukan', label: 'Buku Mutasi Penduduk', path: '/laporan/buku_mutasi', icon: PeopleSwapRegular, order: 92 },
    { group: 'Kependudukan', label: 'Buku Rekapitulasi Penduduk', path: '/laporan/buku_rekapitulasi', icon: TableRegular, order: 93 },
    { group: 'Kependudukan', label: 'Statistik Penduduk', path: '/laporan/statistik', icon: ChartMultipleRegular, order: 94 },
  ],
};

export default definition;
