import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { canSee } from '@sid/ui-desa/module';
import { jsonResponse, moduleContractProblems, pendingResponse, renderModulePage } from '@sid/ui-desa/testing';
import definition from './module';

// The first import of a lazy page compiles its whole tree; on a loaded machine that takes seconds.
const LAZY_PAGE = { timeout: 15_000 };

describe('mf-kependudukan module definition', () => {
  it('is the population module', () => {
    expect(definition.id).toBe('mf-kependudukan');
    expect(definition.title).toBe('Kependudukan');
  });

  it("owns the spec's paths of the dashboard, the residents and the family cards, for every role", () => {
    expect(definition.routes.map((r) => r.path)).toEqual([
      '/',
      '/penduduk',
      '/penduduk/perlu_dilengkapi',
      '/penduduk/:id/d',
      '/penduduk/:id/d/update',
      '/kartu_keluarga',
      '/kartu_keluarga/insert',
      '/kartu_keluarga/tanpa_kepala',
      '/kartu_keluarga/:id/d',
      '/kartu_keluarga/:id/i',
      '/kartu_keluarga/:id/d/update',
      '/kartu_keluarga/:id/d/:memberId',
    ]);
    expect(definition.routes.every((r) => r.roles === undefined)).toBe(true);
  });

  it("puts Dashboard (10), Penduduk (15), Kartu Keluarga (40) and Data Perlu Dilengkapi (45) in 'Kependudukan'", () => {
    expect(definition.drawer.map(({ group, label, path, roles, order }) => ({ group, label, path, roles, order }))).toEqual([
      { group: 'Kependudukan', label: 'Dashboard', path: '/', roles: undefined, order: 10 },
      { group: 'Kependudukan', label: 'Penduduk', path: '/penduduk', roles: undefined, order: 15 },
      { group: 'Kependudukan', label: 'Kartu Keluarga', path: '/kartu_keluarga', roles: undefined, order: 40 },
      { group: 'Kependudukan', label: 'Data Perlu Dilengkapi', path: '/penduduk/perlu_dilengkapi', roles: undefined, order: 45 },
    ]);
    expect(moduleContractProblems(definition)).toEqual([]);
    expect(definition.drawer.every((entry) => canSee(entry.roles, 'Admin'))).toBe(true);
  });

  it('loads its pages lazily', async () => {
    const routes = Object.fromEntries(definition.routes.map((r) => [r.path, r.component]));
    const Dashboard = routes['/'];
    const Penduduk = routes['/penduduk'];
    if (!Dashboard || !Penduduk) throw new Error('no / or /penduduk route');
    renderModulePage(
      <Suspense fallback={<p>lazy</p>}>
        <Dashboard />
        <Penduduk />
      </Suspense>,
      {
        api: {
          'GET /api/activity/all': () => pendingResponse(),
          'GET /api/penduduk': () => jsonResponse({ success: true, data: [], total: 0 }),
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Selamat Datang' }, LAZY_PAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'DATA PENDUDUK KOSONG' }, LAZY_PAGE)).toBeInTheDocument();
  });
});
