// What the shell loads from this remote ('mf_kelahiran_kematian/module'): the births and deaths
// pages and their drawer entries. Every page is lazy, so opening one loads only its own chunk: the
// lists do not pay for the forms, the dialogs or the letters.
import { lazy } from 'react';
import { PersonHeartRegular, RibbonRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const KelahiranPage = lazy(() => import('./features/kelahiran/kelahiran-page'));
const KelahiranInsertPage = lazy(() => import('./features/kelahiran/kelahiran-insert-page'));
const KelahiranDetailPage = lazy(() => import('./features/kelahiran/kelahiran-detail-page'));
const KelahiranPreviewPage = lazy(() => import('./features/kelahiran/kelahiran-preview-page'));
const KematianPage = lazy(() => import('./features/kematian/kematian-page'));
const KematianDetailPage = lazy(() => import('./features/kematian/kematian-detail-page'));
const KematianPreviewPage = lazy(() => import('./features/kematian/kematian-preview-page'));

const definition: ModuleDefinition = {
  id: 'mf-kelahiran-kematian',
  title: 'Kelahiran & Kematian',
  routes: [
    { path: '/kelahiran', component: KelahiranPage },
    { path: '/kelahiran/insert', component: KelahiranInsertPage },
    { path: '/kelahiran/:id/d', component: KelahiranDetailPage },
    { path: '/kelahiran/:id/d/preview', component: KelahiranPreviewPage },
    { path: '/kematian', component: KematianPage },
    { path: '/kematian/:id/d', component: KematianDetailPage },
    { path: '/kematian/:id/d/preview', component: KematianPreviewPage },
  ],
  drawer: [
    { group: 'Kependudukan', label: 'Kelahiran', path: '/kelahiran', icon: PersonHeartRegular, order: 20 },
    { group: 'Kependudukan', label: 'Kematian', path: '/kematian', icon: RibbonRegular, order: 30 },
  ],
};

export default definition;
