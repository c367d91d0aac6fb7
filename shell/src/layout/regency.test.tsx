// One server for a regency (issue 11): the login page shows the village the browser used last or the
// regency; after sign-in the village is the user's own; the Admin Kabupaten lands on the console.
import { screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { jsonResponse } from '@sid/ui-desa/testing';
import { configResponse, desaSayaResponse, renderShell, village } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';
import { adminEntry, adminModule, kependudukanEntry, kependudukanModule } from '../test/modules';
import { DESA_HINT_KEY } from '../session/desa-hint';
import { USER_NAME_KEY } from '../session/user-name';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loginAnswer = (token: string, role: string, desa: string | null = 'desa-1', nama = 'Operator') =>
  jsonResponse({ success: true, message: 'Login berhasil', token, data: { _id: 'user-1', nama_lengkap: nama, username: 'operator', role, desa_id: desa } });

const definitions: Record<string, unknown> = {
  'mf_kependudukan/module': kependudukanModule,
  'mf_admin/module': adminModule,
};

beforeEach(() => {
  jest.mocked(loadRemote).mockReset().mockImplementation(async (id: string) => ({ default: definitions[id] }));
});

async function signIn(user: ReturnType<typeof renderShell>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'operator');
  await user.type(screen.getByLabelText('Password'), 'rahasia123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a regency on one server', () => {
  it('shows the regency on the login page when the village is not known, and asks without a hint', async () => {
    const { api } = renderShell({ route: '/login', api: { 'GET /api/config': () => configResponse([], null) } });
    expect(await screen.findByText('SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG')).toBeInTheDocument();
    expect(screen.getByText('Provinsi Jawa Timur')).toBeInTheDocument();
    expect(screen.getByText('Silakan login terlebih dahulu untuk masuk ke dalam sistem kependudukan desa di Kabupaten Malang')).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/config')[0]?.url ?? '', 'http://x').searchParams.get('desa')).toBeNull();
  });

  it('remembers the village of a sign-in and asks for it next time', async () => {
    const token = makeToken({ role: 'Admin', desa: 'desa-7' });
    const { user, path } = renderShell({ route: '/login', api: { 'POST /api/auth/admin': () => loginAnswer(token, 'Admin') } });
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(localStorage.getItem(DESA_HINT_KEY)).toBe('desa-7');
  });

  it('asks for the remembered village and shows it, as a single village does', async () => {
    localStorage.setItem(DESA_HINT_KEY, 'desa-2');
    const { api } = renderShell({
      route: '/login',
      api: { 'GET /api/config': (req) => configResponse([], req.query.get('desa') === 'desa-2' ? { ...village, _id: 'desa-2', nama_desa: 'Tulungrejo', kecamatan: 'Bumiaji' } : null) },
    });
    expect(await screen.findByText('Silahkan login terlebih dahulu untuk masuk kedalam sistem kependudukan Desa Tulungrejo')).toBeInTheDocument();
    expect(screen.getByText('SISTEM KEPENDUDUKAN DESA TULUNGREJO')).toBeInTheDocument();
    expect(screen.getByText('Kecamatan Bumiaji, Kabupaten Malang')).toBeInTheDocument();
    expect(api.callsTo('GET /api/config')[0]?.query.get('desa')).toBe('desa-2');
    expect(localStorage.getItem(DESA_HINT_KEY)).toBe('desa-2');
  });

  it('shows the village signed in to last after a logout in the same tab, and the regency again once it is gone', async () => {
    const token = makeToken({ role: 'Admin', desa: 'desa-2' });
    let active = true;
    const tulungrejo = { ...village, _id: 'desa-2', nama_desa: 'Tulungrejo' };
    const { user, api } = renderShell({
      route: '/login',
      api: {
        'GET /api/config': (req) => configResponse([], req.query.get('desa') === 'desa-2' && active ? tulungrejo : null),
        'POST /api/auth/admin': () => loginAnswer(token, 'Admin', 'desa-2'),
        'GET /api/desa': () => desaSayaResponse(tulungrejo),
        'POST /api/activity/{userId}': () => jsonResponse({ success: true, message: 'Logout tercatat' }),
      },
    });
    expect(await screen.findByText('SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG')).toBeInTheDocument();
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: /^Akun/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(await screen.findByText('Silahkan login terlebih dahulu untuk masuk kedalam sistem kependudukan Desa Tulungrejo')).toBeInTheDocument();
    expect(api.callsTo('GET /api/config').at(-1)?.query.get('desa')).toBe('desa-2');

    // The regency deactivates the village: the next visit of the login page shows the regency.
    active = false;
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: /^Akun/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await screen.findByRole('heading', { name: 'SELAMAT DATANG' });
    await waitFor(() => expect(localStorage.getItem(DESA_HINT_KEY)).toBeNull());
    expect(screen.getByText('Silakan login terlebih dahulu untuk masuk ke dalam sistem kependudukan desa di Kabupaten Malang')).toBeInTheDocument();
  });

  it('sends the remembered village and forgets it when the server no longer knows it', async () => {
    localStorage.setItem(DESA_HINT_KEY, 'desa-lama');
    const { api } = renderShell({ route: '/login', api: { 'GET /api/config': () => configResponse([], null) } });
    expect(await screen.findByText('SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG')).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/config')[0]?.url ?? '', 'http://x').searchParams.get('desa')).toBe('desa-lama');
    expect(localStorage.getItem(DESA_HINT_KEY)).toBeNull();
  });

  it("shows a village's staff their own village in the top bar, whatever the login page showed", async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin', desa: 'desa-2' }));
    renderShell({
      route: '/',
      api: {
        'GET /api/config': () => configResponse([], null),
        'GET /api/desa': () => desaSayaResponse({ ...village, _id: 'desa-2', nama_desa: 'Tulungrejo' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA TULUNGREJO' })).toBeInTheDocument();
  });

  it("offers 'Coba lagi' when the user's village cannot be loaded", async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin', desa: 'desa-2' }));
    let fail = true;
    const { user } = renderShell({
      route: '/',
      api: { 'GET /api/desa': () => (fail ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) : desaSayaResponse()) },
    });
    expect(await screen.findByText('Data desa tidak dapat dimuat')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA WATUGEDE' })).toBeInTheDocument();
  });

  it('takes the Admin Kabupaten from / to the regency console, under the regency title, without asking for a village', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin Kabupaten', desa: null }));
    const { api, path } = renderShell({ route: '/', modules: [kependudukanEntry, adminEntry], api: { 'GET /api/config': () => configResponse([kependudukanEntry, adminEntry], null) } });
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ringkasan Kabupaten', level: 2 })).toBeInTheDocument();
    expect(path()).toBe('/kabupaten');
    expect(api.callsTo('GET /api/desa')).toHaveLength(0);
  });

  it("shows the Admin Kabupaten only the 'Kabupaten' group", async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin Kabupaten', desa: null }));
    const modules = [kependudukanEntry, adminEntry];
    const { user } = renderShell({ route: '/kabupaten', modules, api: { 'GET /api/config': () => configResponse(modules, null) } });
    const nav = await screen.findByTestId('app-drawer');
    await within(nav).findByText('Ringkasan Kabupaten');
    // The module on screen first (mf-admin), the other once the browser is idle.
    await waitFor(() => expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ringkasan Kabupaten', 'Aktivitas Kabupaten']));
    expect(within(nav).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Kabupaten']);
    expect(within(nav).getByRole('link', { name: 'Ringkasan Kabupaten' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Aktivitas Kabupaten' }));
    expect(await screen.findByRole('heading', { name: 'Aktivitas Kabupaten', level: 2 })).toBeInTheDocument();
  });

  it("keeps a village's staff out of the 'Kabupaten' group and the console", async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    const modules = [kependudukanEntry, adminEntry];
    renderShell({ route: '/kabupaten', modules });
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
    const nav = screen.getByTestId('app-drawer');
    await waitFor(() => expect(within(nav).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Kependudukan', 'Aktifitas Admin', 'Super Admin']));
    expect(within(nav).queryByRole('link', { name: 'Ringkasan Kabupaten' })).not.toBeInTheDocument();
  });
});

// Issue 40: what the regency manages is not offered to a village's staff there (no dead end).
describe("'Cadangan Data' (dikelolaKabupaten)", () => {
  const Cadangan = () => <h2>Cadangan Data</h2>;
  const withCadangan = {
    ...adminModule,
    routes: [...adminModule.routes, { path: '/cadangan', component: Cadangan, roles: ['Super Admin', 'Admin Kabupaten'] as const, dikelolaKabupaten: true }],
    drawer: [...adminModule.drawer, { group: 'Super Admin' as const, label: 'Cadangan Data', path: '/cadangan', icon: () => null, order: 20, roles: ['Super Admin'] as const, dikelolaKabupaten: true }],
  };
  beforeEach(() => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: id === 'mf_admin/module' ? withCadangan : definitions[id] }));
  });
  const open = (dalamKabupaten: boolean) => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    const modules = [kependudukanEntry, adminEntry];
    return renderShell({ route: '/cadangan', modules, api: { 'GET /api/desa': () => jsonResponse({ success: true, data: { ...village, dalam_kabupaten: dalamKabupaten } }) } });
  };

  it("is not offered to a regency village's Super Admin: no drawer entry, and its address is no page", async () => {
    open(true);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    const nav = screen.getByTestId('app-drawer');
    await within(nav).findByRole('link', { name: 'Users' });
    expect(within(nav).queryByRole('link', { name: 'Cadangan Data' })).not.toBeInTheDocument();
  });

  it("stays a single village's Super Admin's", async () => {
    open(false);
    expect(await screen.findByRole('heading', { name: 'Cadangan Data', level: 2 })).toBeInTheDocument();
    expect(await within(screen.getByTestId('app-drawer')).findByRole('link', { name: 'Cadangan Data' })).toBeInTheDocument();
  });
});

describe('who is signed in, in the top bar', () => {
  it("shows a village's clerk their name, role and village after signing in, and keeps them over a reload", async () => {
    const token = makeToken({ role: 'Admin', desa: 'desa-2' });
    const tulungrejo = { ...village, _id: 'desa-2', nama_desa: 'Tulungrejo' };
    const { user, path, unmount } = renderShell({
      route: '/login',
      api: {
        'GET /api/config': () => configResponse([], null),
        'POST /api/auth/admin': () => loginAnswer(token, 'Admin', 'desa-2', 'Siti Aminah'),
        'GET /api/desa': () => desaSayaResponse(tulungrejo),
      },
    });
    await signIn(user);
    await waitFor(() => expect(path()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA TULUNGREJO', level: 1 })).toBeInTheDocument();
    const who = screen.getByTestId('signed-in-user');
    expect(who).toHaveTextContent('Siti Aminah');
    expect(who).toHaveTextContent('Admin');
    await user.click(screen.getByRole('button', { name: 'Akun (Siti Aminah, Admin)' }));
    expect(await screen.findByTestId('account-who')).toHaveTextContent('Siti AminahAdminDesa Tulungrejo');
    unmount();

    // A reload: the token has no name; the one kept beside it does.
    renderShell({ route: '/', api: { 'GET /api/desa': () => desaSayaResponse(tulungrejo) } });
    expect(await screen.findByTestId('signed-in-user')).toHaveTextContent('Siti Aminah');
  });

  it('shows the role alone for a session whose name the browser does not know, and never the name of another user', async () => {
    localStorage.setItem(USER_NAME_KEY, JSON.stringify({ id: 'someone-else', nama_lengkap: 'Orang Lain' }));
    localStorage.setItem('token', makeToken({ id: 'user-1', role: 'Super Admin' }));
    renderShell({ route: '/' });
    const who = await screen.findByTestId('signed-in-user');
    expect(who).toHaveTextContent('Super Admin');
    expect(who).not.toHaveTextContent('Orang Lain');
  });

  it('shows the Admin Kabupaten their name and the regency', async () => {
    const token = makeToken({ role: 'Admin Kabupaten', desa: null });
    const { user, path } = renderShell({
      route: '/login',
      modules: [adminEntry],
      api: {
        'GET /api/config': () => configResponse([adminEntry], null),
        'POST /api/auth/admin': () => loginAnswer(token, 'Admin Kabupaten', null, 'Bambang Wijaya'),
      },
    });
    await signIn(user);
    await waitFor(() => expect(path()).toBe('/kabupaten'));
    expect(await screen.findByTestId('signed-in-user')).toHaveTextContent('Bambang WijayaAdmin Kabupaten');
    await user.click(screen.getByRole('button', { name: /^Akun/ }));
    expect(await screen.findByTestId('account-who')).toHaveTextContent('Kabupaten Malang');
    // The regency's operator belongs to no village: the village the browser knows is not replaced.
    expect(localStorage.getItem(DESA_HINT_KEY)).toBeNull();
  });

  it('forgets the name when signing out', async () => {
    const token = makeToken({ role: 'Admin' });
    const { user, path } = renderShell({
      route: '/login',
      api: {
        'POST /api/auth/admin': () => loginAnswer(token, 'Admin', 'desa-1', 'Siti Aminah'),
        'POST /api/activity/{userId}': () => jsonResponse({ success: true, message: 'Logout tercatat' }),
      },
    });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: /^Akun/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem(USER_NAME_KEY)).toBeNull();
    // The village stays remembered for the next sign-in on this browser.
    expect(localStorage.getItem(DESA_HINT_KEY)).toBe('desa-1');
  });
});
