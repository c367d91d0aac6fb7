// The village's own modules (GET /api/config again after sign-in), the version-skew check
// (`rentang_shell` against the shell's module contract) and the health beacon (POST /api/modul/laporan).
import { screen, waitFor, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { VERSI_KONTRAK_MODUL } from '@sid/openapi/domain';
import { jsonResponse } from '@sid/ui-desa/testing';
import type { ModuleDefinition } from '@sid/ui-desa/module';
import type { ModuleEntry } from '../api/shell-api';
import { configResponse, renderShell } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';
import { adminEntry, adminModule, kelahiranKematianEntry, kelahiranKematianModule, kependudukanEntry, kependudukanModule } from '../test/modules';
import { incompatibility } from './compatibility';
import { reloadPage } from './reload-page';
import { RemoteModules, type SettledModuleState } from './remote-modules';
import { UNAVAILABLE } from './plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

// jsdom's window.location.reload cannot be replaced: the shell reloads through this one function.
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

const healthy: Record<string, ModuleDefinition> = {
  'mf_kependudukan/module': kependudukanModule,
  'mf_kelahiran_kematian/module': kelahiranKematianModule,
  'mf_admin/module': adminModule,
};
let loader: (id: string) => Promise<unknown>;

beforeEach(() => {
  loader = async (id) => ({ default: healthy[id] });
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset().mockImplementation((id: string) => loader(id) as Promise<never>);
  jest.mocked(reloadPage).mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** A range this shell is outside of, and one it is inside of, whatever VERSI_KONTRAK_MODUL becomes. */
const tooNew = `>${VERSI_KONTRAK_MODUL}`;
const fits = `>=${VERSI_KONTRAK_MODUL}`;

const registeredNames = () => jest.mocked(registerRemotes).mock.calls.flatMap(([remotes]) => remotes.map((r) => r.name));
const loadedIds = () => jest.mocked(loadRemote).mock.calls.map((c) => c[0]);

describe('version skew (rentang_shell)', () => {
  it('says why a release needs another shell, and lets a fitting one (or one without a range) through', () => {
    expect(incompatibility({ ...adminEntry, versi: '2.1.0', rentang_shell: '^9.0.0' }, '1.0.0')).toBe(
      'Modul Admin versi 2.1.0 memerlukan shell dengan kontrak modul ^9.0.0; shell ini 1.0.0. Muat ulang halaman untuk memakai versi terbaru.',
    );
    expect(incompatibility({ ...adminEntry, versi: '2.1.0', rentang_shell: '^1.0.0' }, '1.0.0')).toBeNull();
    expect(incompatibility({ ...adminEntry, versi: '2.1.0', rentang_shell: null }, '1.0.0')).toBeNull();
    // A range that is no range at all is no promise either.
    expect(incompatibility({ ...adminEntry, versi: '2.1.0', rentang_shell: 'bukan rentang' }, '1.0.0')).toMatch(/memerlukan shell dengan kontrak modul bukan rentang/);
    expect(incompatibility({ ...adminEntry, versi: null, rentang_shell: '^9.0.0' }, '1.0.0')).toMatch(/^Modul Admin memerlukan/);
  });

  it("does not load a module whose range leaves this shell out: its paths explain, and 'Muat ulang halaman' reloads", async () => {
    localStorage.setItem('token', makeToken());
    const admin: ModuleEntry = { ...adminEntry, versi: '3.0.0', rentang_shell: tooNew };
    const { user, path } = renderShell({ route: '/activity', modules: [kelahiranKematianEntry, admin] });

    const panel = await screen.findByTestId('module-unavailable');
    expect(within(panel).getByRole('heading', { name: 'Modul Admin memerlukan versi aplikasi yang lebih baru' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      `Modul Admin versi 3.0.0 memerlukan shell dengan kontrak modul ${tooNew}; shell ini ${VERSI_KONTRAK_MODUL}. Muat ulang halaman untuk memakai versi terbaru.`,
    );
    expect(within(panel).queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(path()).toBe('/activity');

    // Nothing of it was registered or loaded; the other module was.
    await screen.findByRole('link', { name: 'Kematian' });
    expect(registeredNames()).toEqual(['mf_kelahiran_kematian']);
    expect(loadedIds()).toEqual(['mf_kelahiran_kematian/module']);
    const marker = within(screen.getByTestId('app-drawer')).getByRole('link', { name: /Admin/ });
    expect(marker).toHaveTextContent('Perlu muat ulang');

    await user.click(within(panel).getByRole('button', { name: 'Muat ulang halaman' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('treats an invalid range as incompatible', async () => {
    localStorage.setItem('token', makeToken());
    renderShell({ route: '/users', modules: [{ ...adminEntry, versi: '1.0.0', rentang_shell: 'bukan rentang' }] });
    expect(await screen.findByText(/memerlukan shell dengan kontrak modul bukan rentang/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang halaman' })).toBeInTheDocument();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads a module whose range includes this shell', async () => {
    localStorage.setItem('token', makeToken());
    renderShell({ route: '/activity', modules: [{ ...adminEntry, versi: '1.4.0', rentang_shell: fits }] });
    expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
    expect(registeredNames()).toEqual(['mf_admin']);
  });
});

describe('health beacon (POST /api/modul/laporan)', () => {
  it('reports a module that loaded, once, with its version', async () => {
    localStorage.setItem('token', makeToken());
    const { api } = renderShell({ route: '/activity', modules: [{ ...adminEntry, versi: '1.4.0', rentang_shell: fits }] });
    await screen.findByRole('heading', { name: 'Activity Logs', level: 2 });
    await waitFor(() => expect(api.callsTo('POST /api/modul/laporan')).toHaveLength(1));
    const call = api.callsTo('POST /api/modul/laporan')[0];
    expect(call?.body).toEqual({ modul_id: 'mf-admin', versi: '1.4.0', berhasil: true });
    expect(call?.headers.get('x-auth-token')).toBe(localStorage.getItem('token'));
  });

  it('reports a failure with its reason, and each retry once more', async () => {
    localStorage.setItem('token', makeToken());
    let down = true;
    loader = async (id) => (down ? { [UNAVAILABLE]: true, id, reason: 'HTTP 404 untuk /mf/mf-admin/mf-manifest.json' } : { default: healthy[id] });
    const { api, user } = renderShell({ route: '/activity', modules: [{ ...adminEntry, versi: null }] });
    await screen.findByRole('heading', { name: 'Modul Admin tidak tersedia' });
    await waitFor(() => expect(api.callsTo('POST /api/modul/laporan')).toHaveLength(1));
    expect(api.callsTo('POST /api/modul/laporan')[0]?.body).toEqual({
      modul_id: 'mf-admin', versi: null, berhasil: false, alasan: 'HTTP 404 untuk /mf/mf-admin/mf-manifest.json',
    });

    down = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await screen.findByRole('heading', { name: 'Activity Logs', level: 2 });
    await waitFor(() => expect(api.callsTo('POST /api/modul/laporan')).toHaveLength(2));
    expect(api.callsTo('POST /api/modul/laporan')[1]?.body).toEqual({ modul_id: 'mf-admin', versi: null, berhasil: true });
  });

  it('reports an incompatible module, and keeps a long reason within 500 characters', async () => {
    localStorage.setItem('token', makeToken());
    const longTitle = 'A'.repeat(600);
    const { api } = renderShell({
      route: '/kelahiran',
      modules: [
        { ...adminEntry, versi: '3.0.0', rentang_shell: tooNew },
        { ...kelahiranKematianEntry, title: longTitle, versi: '3.0.0', rentang_shell: tooNew },
      ],
    });
    await screen.findByRole('button', { name: 'Muat ulang halaman' });
    await waitFor(() => expect(api.callsTo('POST /api/modul/laporan')).toHaveLength(2));
    const bodies = api.callsTo('POST /api/modul/laporan').map((c) => c.body as { modul_id: string; berhasil: boolean; alasan: string });
    const admin = bodies.find((b) => b.modul_id === 'mf-admin');
    expect(admin).toEqual({
      modul_id: 'mf-admin',
      versi: '3.0.0',
      berhasil: false,
      alasan: `Modul Admin versi 3.0.0 memerlukan shell dengan kontrak modul ${tooNew}; shell ini ${VERSI_KONTRAK_MODUL}. Muat ulang halaman untuk memakai versi terbaru.`,
    });
    const long = bodies.find((b) => b.modul_id === 'mf-kelahiran-kematian');
    expect(long?.berhasil).toBe(false);
    expect(long?.alasan.length).toBeLessThanOrEqual(500);
  });

  it('ignores a beacon the server refuses or cannot receive', async () => {
    localStorage.setItem('token', makeToken());
    const { api } = renderShell({
      route: '/activity',
      modules: [adminEntry, kelahiranKematianEntry],
      api: {
        'POST /api/modul/laporan': (req) => ((req.body as { modul_id: string }).modul_id === 'mf-admin'
          ? jsonResponse({ success: false, message: 'Terjadi kesalahan' }, 500)
          : Promise.reject(new TypeError('Failed to fetch'))),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/modul/laporan')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Kematian' })).toBeInTheDocument();
    expect(screen.queryByTestId('module-unavailable')).not.toBeInTheDocument();
  });

  it('sends nothing before sign-in', async () => {
    const { api } = renderShell({ route: '/login', modules: [adminEntry] });
    await screen.findByRole('heading', { name: 'SELAMAT DATANG' });
    expect(api.callsTo('POST /api/modul/laporan')).toHaveLength(0);
  });
});

describe("the signed-in village's modules", () => {
  const loginAnswer = (token: string) => jsonResponse({
    success: true, message: 'Login berhasil', token, data: { _id: 'user-1', nama_lengkap: 'Operator', username: 'operator', role: 'Super Admin', desa_id: 'desa-1' },
  });

  async function signIn(user: ReturnType<typeof renderShell>['user']) {
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('asks /api/config again with the token after sign-in, and runs what it lists instead of the start-up list', async () => {
    const token = makeToken();
    const { api, user, path } = renderShell({
      route: '/login',
      api: {
        // Without a token: what the login page's village would run; with it, the user's village's.
        'GET /api/config': (req) => configResponse(req.headers.get('x-auth-token') ? [kelahiranKematianEntry] : [kelahiranKematianEntry, adminEntry]),
        'POST /api/auth/admin': () => loginAnswer(token),
      },
    });
    await signIn(user);
    expect(await screen.findByRole('link', { name: 'Kematian' })).toBeInTheDocument();
    const configs = api.callsTo('GET /api/config');
    expect(configs).toHaveLength(2);
    expect(configs[0]?.headers.get('x-auth-token')).toBeNull();
    expect(configs[1]?.headers.get('x-auth-token')).toBe(token);

    // The module the village does not run is neither registered nor in the drawer (its paths: the next test).
    expect(registeredNames()).toEqual(['mf_kelahiran_kematian']);
    const nav = screen.getByTestId('app-drawer');
    expect(within(nav).queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Activity Logs' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Kematian' }));
    await screen.findByRole('heading', { name: 'Daftar Kematian' });
    expect(path()).toBe('/kematian');
  });

  it("shows a start-up module's path as loading (not the 404) until the signed-in list comes, then follows it", async () => {
    localStorage.setItem('token', makeToken());
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    const { path } = renderShell({
      route: '/activity',
      api: {
        'GET /api/config': () => {
          calls += 1;
          if (calls === 1) return configResponse([kelahiranKematianEntry, adminEntry]);
          return new Promise<Response>((resolve) => { answer = resolve; });
        },
      },
    });
    expect(await screen.findByText('Memuat modul Admin...')).toBeInTheDocument();
    expect(path()).toBe('/activity');
    expect(registerRemotes).not.toHaveBeenCalled();

    answer(configResponse([kelahiranKematianEntry]));
    expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(path()).toBe('/404');
    expect(registeredNames()).toEqual(['mf_kelahiran_kematian']);
  });

  it('falls back to the start-up list when the signed-in configuration fails', async () => {
    localStorage.setItem('token', makeToken());
    let calls = 0;
    renderShell({
      route: '/activity',
      api: {
        'GET /api/config': () => {
          calls += 1;
          return calls === 1 ? configResponse([adminEntry]) : jsonResponse({ success: false, message: 'Terjadi kesalahan' }, 500);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(registeredNames()).toEqual(['mf_admin']);
  });

  it('an empty signed-in list leaves no module behind (no endless spinner)', async () => {
    localStorage.setItem('token', makeToken());
    let calls = 0;
    const { path } = renderShell({
      route: '/activity',
      api: { 'GET /api/config': () => { calls += 1; return configResponse(calls === 1 ? [adminEntry] : []); } },
    });
    expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(path()).toBe('/404');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('reloads the page when another village, with other modules, signs in in the same tab', async () => {
    localStorage.setItem('token', makeToken({ id: 'user-1', desa: 'desa-1' }));
    let village = 1;
    const { user } = renderShell({
      route: '/activity',
      api: {
        'GET /api/config': () => configResponse(village === 1 ? [adminEntry] : [adminEntry, kependudukanEntry]),
        'POST /api/activity/{userId}': () => jsonResponse({ success: true, message: 'Logout tercatat' }),
        'POST /api/auth/admin': () => loginAnswer(makeToken({ id: 'user-2', desa: 'desa-2' })),
      },
    });
    await screen.findByRole('heading', { name: 'Activity Logs', level: 2 });
    await user.click(await screen.findByRole('button', { name: /^Akun/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await screen.findByRole('heading', { name: 'SELAMAT DATANG' });

    village = 2;
    await signIn(user);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    // Nothing of the second village's list was mixed into the page.
    expect(registeredNames()).toEqual(['mf_admin']);
  });

  it('does not reload when the same modules come back after signing in again', async () => {
    localStorage.setItem('token', makeToken());
    const { user, api } = renderShell({
      route: '/activity',
      modules: [adminEntry],
      api: {
        'POST /api/activity/{userId}': () => jsonResponse({ success: true, message: 'Logout tercatat' }),
        'POST /api/auth/admin': () => loginAnswer(makeToken()),
      },
    });
    await screen.findByRole('heading', { name: 'Activity Logs', level: 2 });
    await user.click(await screen.findByRole('button', { name: /^Akun/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await signIn(user);
    await waitFor(() => expect(api.callsTo('GET /api/config')).toHaveLength(3));
    expect(await screen.findByRole('link', { name: 'Activity Logs' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('RemoteModules.start with another list', () => {
  function store() {
    const settled: SettledModuleState[] = [];
    const reload = jest.fn();
    const modules = new RemoteModules({ onSettled: (s) => settled.push(s), reload });
    return { modules, settled, reload };
  }

  it('starts afresh when nothing was registered yet (every module incompatible)', async () => {
    const { modules, reload, settled } = store();
    modules.start([{ ...adminEntry, rentang_shell: tooNew }]);
    expect(modules.getSnapshot()).toMatchObject([{ status: 'failed', kind: 'incompatible' }]);
    expect(settled).toHaveLength(1);
    modules.start([kelahiranKematianEntry]);
    expect(reload).not.toHaveBeenCalled();
    expect(registeredNames()).toEqual(['mf_kelahiran_kematian']);
    await waitFor(() => expect(modules.getSnapshot()).toMatchObject([{ status: 'ready', entry: { id: 'mf-kelahiran-kematian' } }]));
  });

  it('reloads instead of mixing once a module was registered; the same list in another order is no change', async () => {
    const { modules, reload } = store();
    modules.start([adminEntry, kelahiranKematianEntry]);
    await waitFor(() => expect(modules.getSnapshot().every((s) => s.status === 'ready')).toBe(true));
    modules.start([kelahiranKematianEntry, adminEntry]);
    expect(reload).not.toHaveBeenCalled();
    modules.start([adminEntry, { ...kelahiranKematianEntry, entry: '/mf/mf-kelahiran-kematian/2.0.0/mf-manifest.json' }]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('never retries an incompatible module', () => {
    const { modules, settled } = store();
    modules.start([{ ...adminEntry, rentang_shell: tooNew }]);
    modules.retry('mf-admin');
    modules.start([{ ...adminEntry, rentang_shell: tooNew }]);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(settled).toHaveLength(1);
  });
});
