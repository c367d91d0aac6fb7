// Fake domain modules, shaped like what `loadRemote('<name>/module')` resolves to.
import { lazy } from 'react';
import type { ModuleDefinition } from '@sid/ui-desa/module';
import type { ModuleEntry } from '../api/shell-api';


function Icon() {
  return <svg aria-hidden />;
}

function page(text: string) {
  return function Page() {
    return <h2>{text}</h2>;
  };
}

export const kependudukanEntry: ModuleEntry = {
  id: 'mf-kependudukan',
  title: 'Kependudukan',
  entry: '/mf/mf-kependudukan/mf-manifest.json',
  paths: ['/', '/penduduk/*', '/kartu_keluarga/*'],
  versi: '1.0.0',
  rentang_shell: null,
};

export const kelahiranKematianEntry: ModuleEntry = {
  id: 'mf-kelahiran-kematian',
  title: 'Kelahiran & Kematian',
  entry: '/mf/mf-kelahiran-kematian/mf-manifest.json',
  paths: ['/kelahiran/*', '/kematian/*'],
  versi: '1.0.0',
  rentang_shell: null,
};

export const adminEntry: ModuleEntry = {
  id: 'mf-admin',
  title: 'Admin',
  entry: '/mf/mf-admin/mf-manifest.json',
  paths: ['/activity', '/users', '/kabupaten/*'],
  versi: '1.0.0',
  rentang_shell: null,
};

export const kependudukanModule: ModuleDefinition = {
  id: 'mf-kependudukan',
  title: 'Kependudukan',
  routes: [
    { path: '/', component: page('Dashboard Penduduk') },
    { path: '/kartu_keluarga', component: lazy(async () => ({ default: page('Daftar Kartu Keluarga') })) },
    { path: '/penduduk/:id/d', component: page('Detail Penduduk') },
  ],
  drawer: [
    { group: 'Kependudukan', label: 'Kartu Keluarga', path: '/kartu_keluarga', icon: Icon, order: 40 },
    { group: 'Kependudukan', label: 'Dashboard', path: '/', icon: Icon, order: 10 },
  ],
};

export const kelahiranKematianModule: ModuleDefinition = {
  id: 'mf-kelahiran-kematian',
  title: 'Kelahiran & Kematian',
  routes: [
    { path: '/kelahiran', component: page('Daftar Kelahiran') },
    { path: '/kematian', component: page('Daftar Kematian') },
  ],
  drawer: [
    { group: 'Kependudukan', label: 'Kematian', path: '/kematian', icon: Icon, order: 30 },
    { group: 'Kependudukan', label: 'Kelahiran', path: '/kelahiran', icon: Icon, order: 20 },
  ],
};

export const adminModule: ModuleDefinition = {
  id: 'mf-admin',
  title: 'Admin',
  routes: [
    { path: '/activity', component: page('Activity Logs') },
    { path: '/users', component: page('Daftar Pengguna'), roles: ['Super Admin'] },
    // The regency console (the Admin Kabupaten's only pages).
    { path: '/kabupaten', component: page('Ringkasan Kabupaten'), roles: ['Admin Kabupaten'] },
    { path: '/kabupaten/aktivitas', component: page('Aktivitas Kabupaten'), roles: ['Admin Kabupaten'] },
  ],
  drawer: [
    { group: 'Super Admin', label: 'Users', path: '/users', icon: Icon, order: 10, roles: ['Super Admin'] },
    { group: 'Aktifitas Admin', label: 'Activity Logs', path: '/activity', icon: Icon, order: 10 },
    { group: 'Kabupaten', label: 'Aktivitas Kabupaten', path: '/kabupaten/aktivitas', icon: Icon, order: 20, roles: ['Admin Kabupaten'] },
    { group: 'Kabupaten', label: 'Ringkasan Kabupaten', path: '/kabupaten', icon: Icon, order: 10, roles: ['Admin Kabupaten'] },
  ],
};
