import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockApiController, installMockApi, jsonResponse } from '@sid/ui/testing';
import type { ModuleDefinition } from '@sid/ui-desa/module';
import { useSession, useVillage } from '@sid/ui-desa/module';
import { StandaloneHost } from '.';

function Page() {
  const session = useSession();
  const village = useVillage();
  return <p>{`Halaman contoh: ${session.user.role} di ${village.nama_desa}`}</p>;
}

const definition: ModuleDefinition = {
  id: 'mf-contoh',
  title: 'Contoh',
  routes: [{ path: '/contoh', component: lazy(async () => ({ default: Page })) }],
  drawer: [{ group: 'Aktifitas Admin', label: 'Contoh', path: '/contoh', icon: () => null, order: 10 }],
};

function token(claims: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
}

const village = { nama_desa: 'Watugede', kecamatan: 'Singosari', kabupaten: 'Malang', provinsi: 'Jawa Timur', alamat_kantor: '-', kode_pos: '65153' };
const regency = { kabupaten: 'Malang', provinsi: 'Jawa Timur' };
const desaSaya = () => jsonResponse({ success: true, data: village });

describe('StandaloneHost', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.pushState({}, '', '/');
  });

  it('signs in against the API, then renders the module with session and village', async () => {
    const valid = token({ id: 'u1', role: 'Admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    const api = new MockApiController({
      'GET /api/config': () => jsonResponse({ success: true, data: { village, regency, modules: [] } }),
      'POST /api/auth/admin': () => jsonResponse({ success: true, message: 'ok', token: valid, data: {} }),
      'GET /api/desa': desaSaya,
    });
    installMockApi(api);
    const user = userEvent.setup();
    render(<StandaloneHost module={definition} />);
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Halaman contoh: Admin di Watugede')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(valid);
    expect(api.callsTo('POST /api/auth/admin')[0]?.body).toEqual({ username: 'admin', password: 'rahasia' });
  });

  it('shows the server message when the login fails', async () => {
    installMockApi(new MockApiController({
      'GET /api/config': () => jsonResponse({ success: true, data: { village, regency, modules: [] } }),
      'POST /api/auth/admin': () => jsonResponse({ success: false, code: 'LOGIN_FAIL', message: 'Username atau password salah' }, 401),
    }));
    const user = userEvent.setup();
    render(<StandaloneHost module={definition} />);
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'salah');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username atau password salah')).toBeInTheDocument();
  });

  it('forgets an expired token and logs out through the API', async () => {
    localStorage.setItem('token', token({ id: 'u1', role: 'Admin', exp: 1 }));
    const valid = token({ id: 'u2', role: 'Super Admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    const api = new MockApiController({
      'GET /api/config': () => jsonResponse({ success: true, data: { village, regency, modules: [] } }),
      'POST /api/activity/:id': () => jsonResponse({ success: true, message: 'ok' }),
      'GET /api/desa': desaSaya,
    });
    installMockApi(api);
    const { unmount } = render(<StandaloneHost module={definition} />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    unmount();

    localStorage.setItem('token', valid);
    const user = userEvent.setup();
    render(<StandaloneHost module={definition} />);
    expect(await screen.findByText('Halaman contoh: Super Admin di Watugede')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/activity/:id')[0]?.params).toEqual({ id: 'u2' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    let fail = true;
    installMockApi(new MockApiController({
      'GET /api/config': () => (fail
        ? jsonResponse({ success: false, message: 'Server sedang sibuk' }, 503)
        : jsonResponse({ success: true, data: { village, regency, modules: [] } })),
    }));
    const user = userEvent.setup();
    render(<StandaloneHost module={definition} />);
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument());
  });

  it("names the regency on a regency's server, then works in the user's own village (GET /api/desa)", async () => {
    const valid = token({ id: 'u1', role: 'Admin', desa: 'desa-2', exp: Math.floor(Date.now() / 1000) + 3600 });
    const api = new MockApiController({
      'GET /api/config': () => jsonResponse({ success: true, data: { village: null, regency, modules: [] } }),
      'POST /api/auth/admin': () => jsonResponse({ success: true, message: 'ok', token: valid, data: {} }),
      'GET /api/desa': () => jsonResponse({ success: true, data: { ...village, nama_desa: 'Tulungrejo' } }),
    });
    installMockApi(api);
    const user = userEvent.setup();
    render(<StandaloneHost module={definition} />);
    expect(await screen.findByText('Modul Contoh (mode mandiri), Kabupaten Malang')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Halaman contoh: Admin di Tulungrejo')).toBeInTheDocument();
    expect(screen.getByText('SISTEM KEPENDUDUKAN DESA TULUNGREJO')).toBeInTheDocument();
    expect(api.callsTo('GET /api/desa')[0]?.headers.get('x-auth-token')).toBe(valid);
  });

  it('accepts the Admin Kabupaten, with no village: the regency in the bar, only the regency pages', async () => {
    localStorage.setItem('token', token({ id: 'k1', role: 'Admin Kabupaten', desa: null, exp: Math.floor(Date.now() / 1000) + 3600 }));
    function Console() {
      return <p>{`Konsol: ${useSession().user.role}`}</p>;
    }
    const regencyModule: ModuleDefinition = {
      ...definition,
      routes: [...definition.routes, { path: '/kabupaten', component: Console, roles: ['Admin Kabupaten'] }],
      drawer: [...definition.drawer, { group: 'Kabupaten', label: 'Desa', path: '/kabupaten', icon: () => null, order: 10, roles: ['Admin Kabupaten'] }],
    };
    const api = new MockApiController({
      'GET /api/config': () => jsonResponse({ success: true, data: { village: null, regency, modules: [] } }),
    });
    installMockApi(api);
    render(<StandaloneHost module={regencyModule} />);
    expect(await screen.findByText('Konsol: Admin Kabupaten')).toBeInTheDocument();
    expect(screen.getByText('SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contoh' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/desa')).toHaveLength(0);
  });
});
