// What the shell loads from this remote ('mf_mutasi/module'): the incoming and outgoing residents'
// pages and their drawer entries. Every page is lazy, so opening one loads only its own chunk: the
// lists do not pay for the forms, the dialogs or the letter.
import { lazy } from 'react';
import { ArrowEnterRegular, ArrowExitRegular, ArrowSwapRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const PendudukMasukPage = lazy(() => import('./features/penduduk-masuk/penduduk-masuk-page'));
const KartuKeluargaMasukInsertPage = lazy(() => import('./features/penduduk-masuk/kartu-keluarga-masuk-insert-page'));
const PendudukMasukDetailPage = lazy(() => import('./features/penduduk-masuk/penduduk-masuk-detail-page'));
const AnggotaMasukInsertPage = lazy(() => import('./features/penduduk-masuk/anggota-masuk-insert-page'));
const AnggotaMasukUpdatePage = lazy(() => import('./features/penduduk-masuk/anggota-masuk-update-page'));
const PendudukKeluarPage = lazy(() => import('./features/penduduk-keluar/penduduk-keluar-page'));
const PendudukKeluarDetailPage = lazy(() => import('./features/penduduk-keluar/penduduk-keluar-detail-page'));
const KeteranganKeluarInsertPage = lazy(() => import('./features/penduduk-keluar/keterangan-keluar-insert-page'));
const PendudukKeluarPreviewPage = lazy(() => import('./features/penduduk-keluar/penduduk-keluar-preview-page'));
const PindahAntarDesaPage = lazy(() => import('./features/pindah-antar-desa/pindah-antar-desa-page'));
const KirimPindahPage = lazy(() => import('./features/pindah-antar-desa/kirim-pindah-page'));
const PindahDetailPage = lazy(() => import('./features/pindah-antar-desa/pindah-detail-page'));

const definition: ModuleDefinition = {
  id: 'mf-mutasi',
  title: 'Mutasi',
  routes: [
    { path: '/penduduk_masuk', component: PendudukMasukPage },
    { path: '/penduduk_masuk/insert/kk', component: KartuKeluargaMasukInsertPage },
    // Issue 40: the guided flow of a card already saved, resumed at ?langkah=anggota|dokumen|periksa|...
    { path: '/penduduk_masuk/insert/kk/:idKK', component: KartuKeluargaMasukInsertPage },
    { path: '/penduduk_masuk/:idKK/d', component: PendudukMasukDetailPage },
    // Spec: the add-member route takes an optional head id segment; both open the same form.
    { path: '/penduduk_masuk/:idKK/i', component: AnggotaMasukInsertPage },
    { path: '/penduduk_masuk/:idKK/i/:idKepala', component: AnggotaMasukInsertPage },
    { path: '/penduduk_masuk/:id/u/:idKK', component: AnggotaMasukUpdatePage },
    { path: '/penduduk_keluar', component: PendudukKeluarPage },
    { path: '/penduduk_keluar/:id/d', component: PendudukKeluarDetailPage },
    { path: '/penduduk_keluar/:id/i/k', component: KeteranganKeluarInsertPage },
    { path: '/penduduk_keluar/:id/d/preview', component: PendudukKeluarPreviewPage },
    { path: '/pindah_antar_desa', component: PindahAntarDesaPage },
    { path: '/pindah_antar_desa/kirim', component: KirimPindahPage },
    { path: '/pindah_antar_desa/:id', component: PindahDetailPage },
  ],
  drawer: [
    { group: 'Kependudukan', label: 'Penduduk Masuk', path: '/penduduk_masuk', icon: ArrowEnterRegular, order: 50 },
    { group: 'Kependudukan', label: 'Penduduk Keluar', path: '/penduduk_keluar', icon: ArrowExitRegular, order: 60 },
    { group: 'Kependudukan', label: 'Pindah Antar Desa', path: '/pindah_antar_desa', icon: ArrowSwapRegular, order: 65 },
  ],
};

export default definition;
