import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { canSee } from '@sid/ui-desa/module';
import { jsonResponse, moduleContractProblems, renderModulePage } from '@sid/ui-desa/testing';
import definition from './module';

// The first import of a lazy page compiles its whole tree; on a loaded machine that takes seconds.
const LAZY_PAGE = { timeout: 15_000 };

describe('mf-admin module definition', () => {
  it('is the admin module', () => {
    expect(definition.id).toBe('mf-admin');
    expect(definition.title).toBe('Admin');
  });

  it('owns /activity for the village staff, /users for Super Admin only, /cadangan for Super Admin and the Admin Kabupaten, and /data_terhapus, /impor_penduduk and /wilayah_desa for Super Admin only (the regency console is mf-kabupaten)', () => {
    expect(definition.routes.map((r) => [r.path, r.roles])).toEqual([
      ['/activity', undefined],
      ['/users', ['Super Admin']],
      ['/cadangan', ['Super Admin', 'Admin Kabupaten']],
      ['/data_terhapus', ['Super Admin']],
      ['/impor_penduduk', ['Super Admin']],
      ['/wilayah_desa', ['Super Admin']],
    ]);
  });

  it('puts Activity Logs under "Aktifitas Admin", Users and Cadangan Data under "Super Admin", and Cadangan Data for the Admin Kabupaten under "Kabupaten" (beside the console\'s entries)', () => {
    expect(definition.drawer.map(({ group, label, path, roles, order }) => ({ group, label, path, roles, order }))).toEqual([
      { group: 'Aktifitas Admin', label: 'Activity Logs', path: '/activity', roles: undefined, order: 10 },
      { group: 'Super Admin', label: 'Users', path: '/users', roles: ['Super Admin'], order: 10 },
      { group: 'Super Admin', label: 'Cadangan Data', path: '/cadangan', roles: ['Super Admin'], order: 20 },
      { group: 'Super Admin', label: 'Impor Penduduk', path: '/impor_penduduk', roles: ['Super Admin'], order: 25 },
      { group: 'Super Admin', label: 'Wilayah Desa', path: '/wilayah_desa', roles: ['Super Admin'], order: 27 },
      { group: 'Super Admin', label: 'Data Terhapus', path: '/data_terhapus', roles: ['Super Admin'], order: 30 },
      { group: 'Kabupaten', label: 'Cadangan Data', path: '/cadangan', roles: ['Admin Kabupaten'], order: 30 },
    ]);
    expect(moduleContractProblems(definition)).toEqual([]);
  });

  it('hides Users, Cadangan Data, Impor Penduduk, Wilayah Desa and Data Terhapus from an Admin (spec §6)', () => {
    const visible = (role: 'Admin' | 'Super Admin' | 'Admin Kabupaten') => definition.drawer.filter((e) => canSee(e.roles, role)).map((e) => e.label);
    expect(visible('Admin')).toEqual(['Activity Logs']);
    expect(visible('Super Admin')).toEqual(['Activity Logs', 'Users', 'Cadangan Data', 'Impor Penduduk', 'Wilayah Desa', 'Data Terhapus']);
    expect(visible('Admin Kabupaten')).toEqual(['Cadangan Data']);
  });

  it('loads its pages lazily', async () => {
    const Users = definition.routes.find((r) => r.path === '/users')?.component;
    if (!Users) throw new Error('no /users route');
    renderModulePage(
      <Suspense fallback={<p>lazy</p>}>
        <Users />
      </Suspense>,
      { route: '/users', api: { 'GET /api/auth/all': () => jsonResponse({ success: true, data: [], total: 0 }) } },
    );
    expect(await screen.findByRole('heading', { name: 'Daftar Pengguna' }, LAZY_PAGE)).toBeInTheDocument();
  });
});
