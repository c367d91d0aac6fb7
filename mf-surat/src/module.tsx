// What the shell loads from this remote ('mf_surat/module'): Layanan Surat (issue 36). A module the
// regency rolls out to the villages it chooses (`nonaktifAwal` in the server's catalog: a village
// without it gets no entry in its config, so none of these routes or drawer entries). Every path is
// under /surat, the catalog's paths of this module. Pages are lazy: a page loads only its own chunk.
import { lazy } from 'react';
import { BookRegular, DocumentAddRegular, DocumentTextRegular, NumberSymbolRegular, PersonBoardRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui-desa/module';

const AgendaPage = lazy(() => import('./features/surat/agenda-page'));
const BuatSuratPage = lazy(() => import('./features/surat/buat-surat-page'));
const SuratPage = lazy(() => import('./features/surat/surat-page'));
const PejabatPage = lazy(() => import('./features/surat/pejabat-page'));
const TeksSuratPage = lazy(() => import('./features/surat/teks-surat-page'));
const PenomoranPage = lazy(() => import('./features/surat/penomoran-page'));
const SUPER_ADMIN = ['Super Admin'] as const;

const definition: ModuleDefinition = {
  id: 'mf-surat',
  title: 'Layanan Surat',
  routes: [
    { path: '/surat', component: AgendaPage },
    { path: '/surat/buat', component: BuatSuratPage },
    { path: '/surat/keluar/:id', component: SuratPage },
    { path: '/surat/pejabat', component: PejabatPage, roles: SUPER_ADMIN },
    { path: '/surat/teks', component: TeksSuratPage, roles: SUPER_ADMIN },
    { path: '/surat/penomoran', component: PenomoranPage, roles: SUPER_ADMIN },
  ],
  drawer: [
    { group: 'Kependudukan', label: 'Buat Surat', path: '/surat/buat', icon: DocumentAddRegular, order: 80 },
    { group: 'Kependudukan', label: 'Buku Agenda Surat', path: '/surat', icon: BookRegular, order: 85 },
    { group: 'Super Admin', label: 'Pejabat Penandatangan', path: '/surat/pejabat', icon: PersonBoardRegular, roles: SUPER_ADMIN, order: 60 },
    { group: 'Super Admin', label: 'Teks Surat', path: '/surat/teks', icon: DocumentTextRegular, roles: SUPER_ADMIN, order: 61 },
    { group: 'Super Admin', label: 'Penomoran Surat', path: '/surat/penomoran', icon: NumberSymbolRegular, roles: SUPER_ADMIN, order: 62 },
  ],
};

export default definition;
