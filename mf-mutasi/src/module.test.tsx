import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { canSee } from '@sid/ui-desa/module';
import { jsonResponse, moduleContractProblems, renderModulePage } from '@sid/ui-desa/testing';
import definition from './module';

// The first import of a lazy page compiles its whole tree; on a loaded machine that takes seconds.
const LAZY_PAGE = { timeout: 15_000 };

describe('mf-mutasi module definition', () => {
  it('is the mutation module', () => {
    expect(definition.id).toBe('mf-mutasi');
    expect(definition.title).toBe('Mutasi');
  });

  it('owns the spec routes of incoming and outgoing residents, open to every signed-in user', () => {
    expect(definition.routes.map((r) => [r.path, r.roles])).toEqual([
      ['/penduduk_masuk', undefined],
      ['/penduduk_masuk/insert/kk', undefined],
      // The guided flow resumed at a step (issue 40): not a spec route, beside them.
      ['/penduduk_masuk/insert/kk/:idKK', undefined],
      ['/penduduk_masuk/:idKK/d', undefined],
      ['/penduduk_masuk/:idKK/i', undefined],
      ['/penduduk_masuk/:idKK/i/:idKepala', undefined],
      ['/penduduk_masuk/:id/u/:idKK', undefined],
      ['/penduduk_keluar', undefined],
      ['/penduduk_keluar/:id/d', undefined],
      ['/penduduk_keluar/:id/i/k', undefined],
      ['/penduduk_keluar/:id/d/preview', undefined],
      ['/pindah_antar_desa', undefined],
      ['/pindah_antar_desa/kirim', undefined],
      ['/pindah_antar_desa/:id', undefined],
    ]);
  });

  it("puts Penduduk Masuk (50), Penduduk Keluar (60) and Pindah Antar Desa (65) in the 'Kependudukan' group", () => {
    expect(definition.drawer.map(({ group, label, path, roles, order }) => ({ group, label, path, roles, order }))).toEqual([
      { group: 'Kependudukan', label: 'Penduduk Masuk', path: '/penduduk_masuk', roles: undefined, order: 50 },
      { group: 'Kependudukan', label: 'Penduduk Keluar', path: '/penduduk_keluar', roles: undefined, order: 60 },
      { group: 'Kependudukan', label: 'Pindah Antar Desa', path: '/pindah_antar_desa', roles: undefined, order: 65 },
    ]);
    expect(moduleContractProblems(definition)).toEqual([]);
    expect(definition.drawer.every((entry) => canSee(entry.roles, 'Admin'))).toBe(true);
  });

  it('renders its first screens through the lazy pages', async () => {
    const Keluar = definition.routes.find((r) => r.path === '/penduduk_keluar')?.component;
    if (!Keluar) throw new Error('no /penduduk_keluar route');
    renderModulePage(
      <Suspense fallback={<p>lazy</p>}>
        <Keluar />
      </Suspense>,
      { route: '/penduduk_keluar', api: { 'GET /api/penduduk_keluar': () => jsonResponse({ success: true, data: [], total: 0 }) } },
    );
    expect(await screen.findByRole('heading', { name: 'DATA PENDUDUK KELUAR KOSONG' }, LAZY_PAGE)).toBeInTheDocument();
  });
});
