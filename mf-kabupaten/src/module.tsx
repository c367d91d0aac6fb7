// What the shell loads from this remote ('mf_kabupaten/module'): the regency console, for the Admin
// Kabupaten only (docs/adr/0019-regency-console-as-its-own-remote.md). The server lists this module
// to no one else; the role gate hides it all the same. Pages are lazy so that opening one loads only
// its own chunk. The backups' page the console's drawer group also shows ('Cadangan Data') is mf-admin's.
import { lazy } from 'react';
import { ArrowImportRegular, ArrowSwapRegular, BuildingGovernmentRegular, ChartMultipleRegular, DataBarVerticalRegular, DocumentTableRegular, DocumentTextRegular, GridRegular, HistoryRegular, PuzzlePieceRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const KabupatenPage = lazy(() => import('./features/kabupaten/kabupaten-page'));
const DesaPage = lazy(() => import('./features/kabupaten/desa-page'));
const AktivitasKabupatenPage = lazy(() => import('./features/kabupaten/aktivitas-kabupaten-page'));
// Module releases and their rollout (tag modul of openapi.yaml).
const ModulPage = lazy(() => import('./features/modul/modul-page'));
const ModulDetailPage = lazy(() => import('./features/modul/modul-detail-page'));
const VersiDesaPage = lazy(() => import('./features/modul/versi-desa-page'));
// Moves between the regency's villages, counts only (issue 38).
const PindahAntarDesaKabupatenPage = lazy(() => import('./features/pindah-antar-desa/pindah-antar-desa-page'));
// Layanan Surat for the whole regency (tag surat_kabupaten): logo, kinds, counts.
const SuratKabupatenPage = lazy(() => import('./features/surat/surat-kabupaten-page'));
const RekapSuratPage = lazy(() => import('./features/surat/rekap-surat-page'));
// Issue 37: the monthly report of every village side by side, a village's, and the statistics.
const LaporanKabupatenPage = lazy(() => import('./features/statistik/laporan-kabupaten-page'));
const LaporanDesaPage = lazy(() => import('./features/statistik/laporan-desa-page'));
const StatistikKabupatenPage = lazy(() => import('./features/statistik/statistik-kabupaten-page'));
// Issue 38: a village that ran alone joins the regency with all its data.
const GabungDesaPage = lazy(() => import('./features/gabung-desa/gabung-desa-page'));
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
    { path: '/kabupaten/pindah_antar_desa', component: PindahAntarDesaKabupatenPage, roles: KABUPATEN },
    { path: '/kabupaten/surat', component: SuratKabupatenPage, roles: KABUPATEN },
    { path: '/kabupaten/surat/rekap', component: RekapSuratPage, roles: KABUPATEN },
    { path: '/kabupaten/laporan_bulanan', component: LaporanKabupatenPage, roles: KABUPATEN },
    { path: '/kabupaten/laporan_bulanan/desa/:id', component: LaporanDesaPage, roles: KABUPATEN },
    { path: '/kabupaten/statistik', component: StatistikKabupatenPage, roles: KABUPATEN },
    { path: '/kabupaten/gabung_desa', component: GabungDesaPage, roles: KABUPATEN },
  ],
  drawer: [
    { group: 'Kabupaten', label: 'Ringkasan Kabupaten', path: '/kabupaten', icon: BuildingGovernmentRegular, roles: KABUPATEN, order: 10 },
    { group: 'Kabupaten', label: 'Laporan Bulanan Desa', path: '/kabupaten/laporan_bulanan', icon: DocumentTableRegular, roles: KABUPATEN, order: 12 },
    { group: 'Kabupaten', label: 'Statistik Penduduk', path: '/kabupaten/statistik', icon: ChartMultipleRegular, roles: KABUPATEN, order: 14 },
    { group: 'Kabupaten', label: 'Aktivitas Kabupaten', path: '/kabupaten/aktivitas', icon: HistoryRegular, roles: KABUPATEN, order: 20 },
    { group: 'Kabupaten', label: 'Rilis Modul', path: '/kabupaten/modul', icon: PuzzlePieceRegular, roles: KABUPATEN, order: 25 },
    { group: 'Kabupaten', label: 'Versi per Desa', path: '/kabupaten/versi_desa', icon: GridRegular, roles: KABUPATEN, order: 27 },
    { group: 'Kabupaten', label: 'Gabungkan Desa Mandiri', path: '/kabupaten/gabung_desa', icon: ArrowImportRegular, roles: KABUPATEN, order: 28 },
    { group: 'Kabupaten', label: 'Pindah Antar Desa', path: '/kabupaten/pindah_antar_desa', icon: ArrowSwapRegular, roles: KABUPATEN, order: 30 },
    { group: 'Kabupaten', label: 'Layanan Surat Kabupaten', path: '/kabupaten/surat', icon: DocumentTextRegular, roles: KABUPATEN, order: 35 },
    { group: 'Kabupaten', label: 'Rekap Surat', path: '/kabupaten/surat/rekap', icon: DataBarVerticalRegular, roles: KABUPATEN, order: 36 },
  ],
};

export default definition;
