// What the shell loads from this remote ('mf_kependudukan/module'): the dashboard, the residents
// and the family cards, with their drawer entries. Pages are lazy, so opening one loads only its
// own chunk: the dashboard carries no form library.
import { lazy } from 'react';
import { BoardRegular, ContactCardGroupRegular, PeopleRegular, PersonEditRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const PendudukListPage = lazy(() => import('./features/penduduk/penduduk-list-page'));
const PendudukDetailPage = lazy(() => import('./features/penduduk/penduduk-detail-page'));
const KartuKeluargaListPage = lazy(() => import('./features/kartu-keluarga/kartu-keluarga-list-page'));
const KartuKeluargaInsertPage = lazy(() => import('./features/kartu-keluarga/kartu-keluarga-insert-page'));
const KartuKeluargaDetailPage = lazy(() => import('./features/kartu-keluarga/kartu-keluarga-detail-page'));
const AnggotaInsertPage = lazy(() => import('./features/kartu-keluarga/anggota-insert-page'));
const AnggotaUpdatePage = lazy(() => import('./features/kartu-keluarga/anggota-update-page'));
const PendudukUpdatePage = lazy(() => import('./features/kartu-keluarga/penduduk-update-page'));
const PerluDilengkapiPage = lazy(() => import('./features/perlu-dilengkapi/perlu-dilengkapi-page'));
const TanpaKepalaPage = lazy(() => import('./features/kartu-keluarga/tanpa-kepala-page'));

const definition: ModuleDefinition = {
  id: 'mf-kependudukan',
  title: 'Kependudukan',
  routes: [
    { path: '/', component: DashboardPage },
    { path: '/penduduk', component: PendudukListPage },
    { path: '/penduduk/perlu_dilengkapi', component: PerluDilengkapiPage },
    { path: '/penduduk/:id/d', component: PendudukDetailPage },
    // Issue 40: 'Edit' from the resident's page, in the resident's context.
    { path: '/penduduk/:id/d/update', component: PendudukUpdatePage },
    { path: '/kartu_keluarga', component: KartuKeluargaListPage },
    { path: '/kartu_keluarga/insert', component: KartuKeluargaInsertPage },
    // Issue 40: the cards waiting for a new head, from the dashboard's reminder.
    { path: '/kartu_keluarga/tanpa_kepala', component: TanpaKepalaPage },
    { path: '/kartu_keluarga/:id/d', component: KartuKeluargaDetailPage },
    { path: '/kartu_keluarga/:id/i', component: AnggotaInsertPage },
    // id is the member here (spec: "edit one member (id is the member id)").
    { path: '/kartu_keluarga/:id/d/update', component: AnggotaUpdatePage },
    { path: '/kartu_keluarga/:id/d/:memberId', component: KartuKeluargaDetailPage },
  ],
  drawer: [
    // Kelahiran (20) and Kematian (30) come from mf-kelahiran-kematian, Penduduk Masuk (50) and
    // Penduduk Keluar (60) from mf-mutasi.
    { group: 'Kependudukan', label: 'Dashboard', path: '/', icon: BoardRegular, order: 10 },
    // Issue 40: the resident list on its own page, off the dashboard.
    { group: 'Kependudukan', label: 'Penduduk', path: '/penduduk', icon: PeopleRegular, order: 15 },
    { group: 'Kependudukan', label: 'Kartu Keluarga', path: '/kartu_keluarga', icon: ContactCardGroupRegular, order: 40 },
    // Issue 35: the records the old one-text birth data left incomplete.
    { group: 'Kependudukan', label: 'Data Perlu Dilengkapi', path: '/penduduk/perlu_dilengkapi', icon: PersonEditRegular, order: 45 },
  ],
};

export default definition;
