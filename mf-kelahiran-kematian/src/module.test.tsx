import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { canSee } from '@sid/ui-desa/module';
import { jsonResponse, moduleContractProblems, renderModulePage } from '@sid/ui-desa/testing';
import definition from './module';

// The first import of a lazy page compiles its whole tree; on a loaded machine that takes seconds.
const LAZY_PAGE = { timeout: 15_000 };

describe('mf-kelahiran-kematian module definition', () => {
  it('is the births and deaths module', () => {
    expect(definition.id).toBe('mf-kelahiran-kematian');
    expect(definition.title).toBe('Kelahiran & Kematian');
  });

  it('owns the spec routes of births and deaths, open to every signed-in user', () => {
    expect(definition.routes.map((r) => [r.path, r.roles])).toEqual([
      ['/kelahiran', undefined],
      ['/kelahiran/insert', undefined],
      ['/kelahiran/:id/d', undefined],
      ['/kelahiran/:id/d/preview', undefined],
      ['/kematian', undefined],
      ['/kematian/:id/d', undefined],
      ['/kematian/:id/d/preview', undefined],
    ]);
  });

  it("puts Kelahiran (20) and Kematian (30) in the 'Kependudukan' group", () => {
    expect(definition.drawer.map(({ group, label, path, roles, order }) => ({ group, label, path, roles, order }))).toEqual([
      { group: 'Kependudukan', label: 'Kelahiran', path: '/kelahiran', roles: undefined, order: 20 },
      { group: 'Kependudukan', label: 'Kematian', path: '/kematian', roles: undefined, order: 30 },
    ]);
    expect(moduleContractProblems(definition)).toEqual([]);
    expect(definition.drawer.every((entry) => canSee(entry.roles, 'Admin'))).toBe(true);
  });

  it('renders its first screen through the lazy page', async () => {
    const Births = definition.routes.find((r) => r.path === '/kelahiran')?.component;
    if (!Births) throw new Error('no /kelahiran route');
    renderModulePage(
      <Suspense fallback={<p>lazy</p>}>
        <Births />
      </Suspense>,
      { route: '/kelahiran', api: { 'GET /api/kelahiran': () => jsonResponse({ success: true, data: [], total: 0 }) } },
    );
    expect(await screen.findByRole('heading', { name: 'DATA KELAHIRAN KOSONG' }, LAZY_PAGE)).toBeInTheDocument();
  });
});
