// What the shell loads from this remote ('mf_admin/module'): the village's admin pages and their
// drawer entries (the regency console is its own module, mf-kabupaten: docs/adr/0019-regency-console-as-its-own-remote.md).
// Pages are lazy so that opening one loads only its own chunk.
import { lazy } from 'react';
import { ArchiveRegular, BinRecycleRegular, HistoryRegular, MapRegular, PeopleRegular, TableArrowUpRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const ActivityPage = lazy(() => import('./features/activity/activity-page'));
const UsersPage = lazy(() => import('./features/users/users-page'));
// Backups (docs/adr/0011-backups.md): the whole server's, so a single village's Super Admin or a
// regency's Admin Kabupaten. In a regency a village's Super Admin is not offered them (issue 40:
// `dikelolaKabupaten`, no dead end); the Admin Kabupaten finds them in the console's group, 'Kabupaten'.
const CadanganPage = lazy(() => import('./features/cadangan/cadangan-page'));
const CADANGAN = ['Super Admin', 'Admin Kabupaten'] as const;
// Deleted records kept 30 days: a village's Super Admin restores or purges them (the server: 403 otherwise).
const DataTerhapusPage = lazy(() => import('./features/data-terhapus/data-terhapus-page'));
// Residents brought in from a spreadsheet (docs/impor.md): a village's Super Admin (the server: 403 otherwise).
const ImporPendudukPage = lazy(() => import('./features/impor-penduduk/impor-penduduk-page'));
// The village's dusun, RW and RT (issue 35): managed by its Super Admin (the server: 403 otherwise); the
// forms of the other modules read the tree (GET /api/wilayah_desa) for every staff member.
const WilayahDesaPage = lazy(() => import('./features/wilayah-desa/wilayah-desa-page'));

const definition: ModuleDefinition = {
  id: 'mf-admin',
  title: 'Admin',
  routes: [
    { path: '/activity', component: ActivityPage },
    // Spec §6: only a Super Admin manages users (the server enforces it too: 403).
    { path: '/users', component: UsersPage, roles: ['Super Admin'] },
    { path: '/cadangan', component: CadanganPage, roles: CADANGAN, dikelolaKabupaten: true },
    { path: '/data_terhapus', component: DataTerhapusPage, roles: ['Super Admin'] },
    { path: '/impor_penduduk', component: ImporPendudukPage, roles: ['Super Admin'] },
    { path: '/wilayah_desa', component: WilayahDesaPage, roles: ['Super Admin'] },
  ],
  drawer: [
    { group: 'Aktifitas Admin', label: 'Activity Logs', path: '/activity', icon: HistoryRegular, order: 10 },
    { group: 'Super Admin', label: 'Users', path: '/users', icon: PeopleRegular, roles: ['Super Admin'], order: 10 },
    { group: 'Super Admin', label: 'Cadangan Data', path: '/cadangan', icon: ArchiveRegular, roles: ['Super Admin'], order: 20, dikelolaKabupaten: true },
    { group: 'Super Admin', label: 'Impor Penduduk', path: '/impor_penduduk', icon: TableArrowUpRegular, roles: ['Super Admin'], order: 25 },
    { group: 'Super Admin', label: 'Wilayah Desa', path: '/wilayah_desa', icon: MapRegular, roles: ['Super Admin'], order: 27 },
    { group: 'Super Admin', label: 'Data Terhapus', path: '/data_terhapus', icon: BinRecycleRegular, roles: ['Super Admin'], order: 30 },
    { group: 'Kabupaten', label: 'Cadangan Data', path: '/cadangan', icon: ArchiveRegular, roles: ['Admin Kabupaten'], order: 30 },
  ],
};

export default definition;
