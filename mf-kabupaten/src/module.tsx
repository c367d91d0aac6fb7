// What the shell loads from this remote ('mf_kabupaten/module'): the regency console, for the Admin
// Kabupaten only (docs/adr/0019-regency-console-as-its-own-remote.md). The server lists this module
// to no one else; the role gate hides it all the same. Pages are lazy so that opening one loads only
// its own chunk. The backups' page the console's drawer group also shows ('Cadangan Data') is mf-admin's.
import { lazy } from 'react';
import { BuildingGovernmentRegular, ChartMultipleRegular, DocumentTableRegular, GridRegular, HistoryRegular, PuzzlePieceRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const KabupatenPage = lazy(() => import('./features/kabupaten/kabupaten-page'));
const DesaPage = lazy(() => import('./features/kabupaten/desa-page'));
const AktivitasKabupatenPage = lazy(() => import('./features/kabupaten/aktivitas-kabupaten-page'));
// Module releases and their rollout (tag modul of openapi.yaml).
const ModulPage = lazy(() => import('./features/modul/modul-page'));
const ModulDetailPage = lazy(() => import('./features/modul/modul-detail-page'));
const VersiDesaPage = lazy(() => import('./features/modul/versi-desa-page'));
// Issue 37: the monthly report of every village side by side, a village's, and the statistics.
const LaporanKabupatenPage = lazy(() => import('./features/statistik/laporan-kabupaten-page'));
const LaporanDesaPage = lazy(() => import('./features/statistik/laporan-desa-page'));
const StatistikKabupatenPage = lazy(() => import('./features/statistik/statistik-kabupaten-page'));
const KABUPATEN = ['Admin Kabupaten'] as const;

const definition: ModuleDefinition = {
  id: 'mf-kabupaten',
  title: 'Kabupaten',
  routes: [
    { path: '/kabupaten', component: KabupatenPage, roles: KABUPATEN },
    { path: '/kabupaten/desa/:id', component: DesaPage, roles: KABUPATEN },
    { path: '/kabupaten/aktivitas', component: AktivitasKabupatenPage, roles: KABUPATEN },
    { path: '/kabupaten/modul', component: ModulPage, roles: KABUPATEN },
    { path: '/kabupaten/modul/:modulId', component: ModulDetailPage, roles: KABUPATEN },
    { path: '/kabupaten/versi_desa', component: VersiDesaPage, roles: KABUPATEN },
    { path: '/kabupaten/laporan_bulanan', component: LaporanKabupatenPage, roles: KABUPATEN },
    { path: '/kabupaten/laporan_bulanan/desa/:id', component: LaporanDesaPage, roles: KABUPATEN },
    { path: '/kabupaten/statistik', component: StatistikKabupatenPage, roles: KABUPATEN },
  ],
  drawer: [
    { group: 'Kabupaten', label: 'Ringkasan Kabupaten', path: '/kabupaten', icon: BuildingGovernmentRegular, roles: KABUPATEN, order: 10 },
    { group: 'Kabupaten', label: 'Laporan Bulanan Desa', path: '/kabupaten/laporan_bulanan', icon: DocumentTableRegular, roles: KABUPATEN, order: 12 },
    { group: 'Kabupaten', label: 'Statistik Penduduk', path: '/kabupaten/statistik', icon: ChartMultipleRegular, roles: KABUPATEN, order: 14 },
    { group: 'Kabupaten', label: 'Aktivitas Kabupaten', path: '/kabupaten/aktivitas', icon: HistoryRegular, roles: KABUPATEN, order: 20 },
    { group: 'Kabupaten', label: 'Rilis Modul', path: '/kabupaten/modul', icon: PuzzlePieceRegular, roles: KABUPATEN, order: 25 },
    { group: 'Kabupaten', label: 'Versi per Desa', path: '/kabupaten/versi_desa', icon: GridRegular, roles: KABUPATEN, order: 27 },
  ],
};

export default definition;
