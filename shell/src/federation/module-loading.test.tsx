import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleDefinition } from '@sid/ui-desa/module';
import { renderShell } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';
import { adminEntry, adminModule, kelahiranKematianEntry, kelahiranKematianModule, kependudukanEntry, kependudukanModule } from '../test/modules';
import { UNAVAILABLE } from './plugin';
import { PAGE_LOAD_TIMEOUT_MS } from './page-timeout';
import { forgetModuleScripts } from './remote-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

type Loader = (id: string) => Promise<unknown>;
const healthy: Record<string, ModuleDefinition> = {
  'mf_kependudukan/module': kependudukanModule,
  'mf_kelahiran_kematian/module': kelahiranKematianModule,
  'mf_admin/module': adminModule,
};
let loader: Loader;

beforeEach(() => {
  loader = async (id) => ({ default: healthy[id] });
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset().mockImplementation((id: string) => loader(id) as Promise<never>);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** What the runtime plugin's errorLoadRemote hook makes loadRemote resolve to for a module that is down. */
const unavailable = (id: string, reason: string) => ({ [UNAVAILABLE]: true, id, reason });

describe('modules at run time', () => {
  it('loads no module before sign-in', async () => {
    renderShell({ route: '/login', modules: [adminEntry] });
    await screen.findByRole('heading', { name: 'SELAMAT DATANG' });
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('registers the configured modules under their federation names and mounts their routes', async () => {
    localStorage.setItem('token', makeToken());
    renderShell({ route: '/kelahiran', modules: [kependudukanEntry, kelahiranKematianEntry, adminEntry] });
    expect(await screen.findByRole('heading', { name: 'Daftar Kelahiran' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_kependudukan', entry: '/mf/mf-kependudukan/mf-manifest.json' },
      { name: 'mf_kelahiran_kematian', entry: '/mf/mf-kelahiran-kematian/mf-manifest.json' },
      { name: 'mf_admin', entry: '/mf/mf-admin/mf-manifest.json' },
    ]);
    // The module on screen first, the others once the browser is idle.
    await waitFor(() => expect(jest.mocked(loadRemote).mock.calls.map((c) => c[0]).sort()).toEqual([
      'mf_admin/module', 'mf_kelahiran_kematian/module', 'mf_kependudukan/module',
    ]));
  });

  it('mounts a lazy page and routes with parameters', async () => {
    localStorage.setItem('token', makeToken());
    const { user } = renderShell({ route: '/penduduk/7/d', modules: [kependudukanEntry] });
    expect(await screen.findByRole('heading', { name: 'Detail Penduduk' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Kartu Keluarga' }));
    expect(await screen.findByRole('heading', { name: 'Daftar Kartu Keluarga' })).toBeInTheDocument();
  });

  it('shows a spinner on a module path while the module loads, not a 404', async () => {
    localStorage.setItem('token', makeToken());
    loader = () => new Promise(() => undefined);
    const { path } = renderShell({ route: '/users', modules: [adminEntry] });
    expect(await screen.findByText('Memuat modul Admin...')).toBeInTheDocument();
    expect(path()).toBe('/users');
    // The drawer's entry spins too, with a name (axe aria-progressbar-name).
    expect(within(screen.getByTestId('app-drawer')).getByRole('progressbar', { name: 'Memuat modul Admin' })).toBeInTheDocument();
  });

  it("shows 'Modul ... tidak tersedia' on a module's paths when it cannot load, and the others keep working", async () => {
    localStorage.setItem('token', makeToken());
    loader = async (id) => (id === 'mf_admin/module'
      ? unavailable(id, 'HTTP 404 untuk /mf/mf-admin/mf-manifest.json')
      : { default: healthy[id] });
    const { user, path } = renderShell({ route: '/users', modules: [kelahiranKematianEntry, adminEntry] });

    const panel = await screen.findByTestId('module-unavailable');
    expect(within(panel).getByRole('heading', { name: 'Modul Admin tidak tersedia' })).toBeInTheDocument();
    expect(within(panel).getByText(/HTTP 404/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(path()).toBe('/users');

    // The drawer marks the module and still offers the others.
    const nav = screen.getByTestId('app-drawer');
    const marker = within(nav).getByRole('link', { name: /Admin/ });
    expect(marker).toHaveTextContent('Tidak tersedia');
    expect(marker).toHaveAttribute('aria-current', 'page');
    await user.click(await within(nav).findByRole('link', { name: 'Kematian' }));
    expect(await screen.findByRole('heading', { name: 'Daftar Kematian' })).toBeInTheDocument();

    // Any path the module owns shows the panel, not the 404 page.
    await user.click(within(nav).getByRole('link', { name: /Admin/ }));
    expect(await screen.findByRole('heading', { name: 'Modul Admin tidak tersedia' })).toBeInTheDocument();
    expect(path()).toBe('/activity');
  });

  it("covers every path below a configured prefix ('/kematian/*') while the module is unavailable", async () => {
    localStorage.setItem('token', makeToken());
    loader = async (id) => (id === 'mf_kelahiran_kematian/module' ? unavailable(id, 'ScriptNetworkError') : { default: healthy[id] });
    const { path } = renderShell({ route: '/kematian/12/d', modules: [kelahiranKematianEntry, adminEntry] });
    expect(await screen.findByRole('heading', { name: 'Modul Kelahiran & Kematian tidak tersedia' })).toBeInTheDocument();
    expect(path()).toBe('/kematian/12/d');
    const marker = within(screen.getByTestId('app-drawer')).getByRole('link', { name: /Kelahiran & Kematian/ });
    expect(marker).toHaveAttribute('href', '/kelahiran');
    expect(marker).toHaveAttribute('aria-current', 'page');
  });

  it("recovers with 'Coba lagi': re-registers the module (force) and loads it again", async () => {
    localStorage.setItem('token', makeToken());
    let down = true;
    loader = async (id) => {
      if (id === 'mf_admin/module' && down) throw new Error('ScriptNetworkError: Failed to load script');
      return { default: healthy[id] };
    };
    const { user } = renderShell({ route: '/activity', modules: [adminEntry] });
    await screen.findByRole('heading', { name: 'Modul Admin tidak tersedia' });

    down = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_admin', entry: '/mf/mf-admin/mf-manifest.json' }], { force: true });
    expect(within(screen.getByTestId('app-drawer')).getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('treats a module whose ./module is not a module definition as unavailable', async () => {
    localStorage.setItem('token', makeToken());
    loader = async () => ({ default: { hello: 'world' } });
    renderShell({ route: '/activity', modules: [adminEntry] });
    expect(await screen.findByRole('heading', { name: 'Modul Admin tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByText(/tidak mengekspor definisi modul/)).toBeInTheDocument();
  });

  it('catches a page that throws in its module boundary, and retrying mounts a fresh page', async () => {
    localStorage.setItem('token', makeToken());
    let broken = true;
    function Activity() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <h2>Activity Logs</h2>;
    }
    loader = async (id) => ({
      default: id === 'mf_admin/module' ? { ...adminModule, routes: [{ path: '/activity', component: Activity }] } : healthy[id],
    });
    const { user } = renderShell({ route: '/activity', modules: [kelahiranKematianEntry, adminEntry] });
    expect(await screen.findByRole('heading', { name: 'Modul Admin tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByTestId('app-drawer')).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
  });

  it("shows the module's panel when a page chunk stalls, and 'Coba lagi' loads the page afresh", async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem('token', makeToken());
      let chunkStalls = true;
      // A lazy page whose chunk never arrives (a server that accepts the request and never answers);
      // after the retry, the fresh definition brings a page whose chunk does.
      const stalled = () => lazy(() => new Promise<never>(() => undefined));
      loader = async (id) => (id === 'mf_admin/module'
        ? { default: { ...adminModule, routes: [{ path: '/activity', component: chunkStalls ? stalled() : lazy(async () => ({ default: () => <h2>Activity Logs</h2> })) }] } }
        : { default: healthy[id] });
      const { user, path } = renderShell({ route: '/activity', modules: [kelahiranKematianEntry, adminEntry], fakeTimers: true });

      expect(await screen.findByText('Memuat Admin...')).toBeInTheDocument();
      act(() => { jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS - 1000); });
      expect(screen.getByText('Memuat Admin...')).toBeInTheDocument();
      act(() => { jest.advanceTimersByTime(1000); });

      const panel = await screen.findByTestId('module-unavailable');
      expect(within(panel).getByRole('heading', { name: 'Modul Admin tidak tersedia' })).toBeInTheDocument();
      expect(within(panel).getByText(/Halaman modul Admin tidak selesai dimuat dalam \d+ detik/)).toBeInTheDocument();
      expect(path()).toBe('/activity');
      // Only the module's own area says so: the drawer and the other modules go on.
      expect(await within(screen.getByTestId('app-drawer')).findByRole('link', { name: 'Kematian' })).toBeInTheDocument();

      chunkStalls = false;
      await user.click(within(panel).getByRole('button', { name: 'Coba lagi' }));
      expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
      expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_admin', entry: '/mf/mf-admin/mf-manifest.json' }], { force: true });
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a page that loads in time no panel', async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem('token', makeToken());
      let arrive: (page: { default: ComponentType }) => void = () => undefined;
      const page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => { arrive = resolve; }));
      loader = async () => ({ default: { ...adminModule, routes: [{ path: '/activity', component: page }] } });
      renderShell({ route: '/activity', modules: [adminEntry], fakeTimers: true });
      expect(await screen.findByText('Memuat Admin...')).toBeInTheDocument();
      act(() => { jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS - 1000); });
      await act(async () => { arrive({ default: () => <h2>Activity Logs</h2> }); });
      expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 2 })).toBeInTheDocument();
      act(() => { jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS); });
      expect(screen.queryByTestId('module-unavailable')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  describe('one deadline for the whole load (issue 33)', () => {
    const ms = async (n: number) => { await act(async () => { await jest.advanceTimersByTimeAsync(n); }); };

    it('shows the panel within 10 s of opening the page when the load hangs (manifest, remoteEntry.js, a chunk or init)', async () => {
      jest.useFakeTimers();
      try {
        localStorage.setItem('token', makeToken());
        // loadRemote that never settles: whichever of its stages hangs, this is what the store sees.
        loader = () => new Promise(() => undefined);
        const opened = Date.now();
        renderShell({ route: '/users', modules: [adminEntry], fakeTimers: true });
        expect(await screen.findByText('Memuat modul Admin...')).toBeInTheDocument();
        // Never before the least a load gets (5 s), always by 10 s.
        await ms(4_500 - (Date.now() - opened));
        expect(screen.queryByTestId('module-unavailable')).not.toBeInTheDocument();
        await ms(10_000 - (Date.now() - opened));
        const panel = await screen.findByTestId('module-unavailable');
        expect(Date.now() - opened).toBeLessThanOrEqual(10_000);
        expect(within(panel).getByRole('heading', { name: 'Modul Admin tidak tersedia' })).toBeInTheDocument();
        expect(within(panel).getByText(/Modul Admin tidak selesai dimuat dalam \d+ detik/)).toBeInTheDocument();
        expect(within(panel).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it("ends a first page whose chunk hangs at the same deadline, not a fresh one after a slow definition", async () => {
      jest.useFakeTimers();
      try {
        localStorage.setItem('token', makeToken());
        const stalled = lazy(() => new Promise<never>(() => undefined));
        let arrive: (value: unknown) => void = () => undefined;
        loader = (id) => (id === 'mf_admin/module'
          ? new Promise((resolve) => { arrive = resolve; })
          : Promise.resolve({ default: healthy[id] }));
        const opened = Date.now();
        renderShell({ route: '/activity', modules: [adminEntry], fakeTimers: true });
        expect(await screen.findByText('Memuat modul Admin...')).toBeInTheDocument();
        // The definition takes 4 s, then the page's own chunk never comes.
        await ms(4_000 - (Date.now() - opened));
        await act(async () => { arrive({ default: { ...adminModule, routes: [{ path: '/activity', component: stalled }] } }); });
        expect(await screen.findByText('Memuat Admin...')).toBeInTheDocument();
        await ms(4_500 - (Date.now() - opened));
        expect(screen.queryByTestId('module-unavailable')).not.toBeInTheDocument();
        await ms(10_000 - (Date.now() - opened));
        const panel = await screen.findByTestId('module-unavailable');
        expect(Date.now() - opened).toBeLessThanOrEqual(10_000);
        expect(within(panel).getByText(/Halaman modul Admin tidak selesai dimuat dalam \d+ detik/)).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it("removes a module's leftover script elements before a retry, and no one else's", () => {
    const mine = document.createElement('script');
    mine.src = '/mf/mf-admin/1044.c324b635.js';
    const theirs = document.createElement('script');
    theirs.src = '/mf/mf-mutasi/1044.c324b635.js';
    document.head.append(mine, theirs);
    forgetModuleScripts('/mf/mf-admin/mf-manifest.json');
    expect(mine.isConnected).toBe(false);
    expect(theirs.isConnected).toBe(true);
    theirs.remove();
  });

  it("shows 'Akses ditolak' on a route the user's role may not open", async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    loader = async (id) => ({ default: healthy[id] });
    renderShell({ route: '/users', modules: [adminEntry] });
    const panel = await screen.findByTestId('access-denied');
    expect(within(panel).getByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Daftar Pengguna' })).not.toBeInTheDocument();
  });
});

describe('home and 404', () => {
  it("shows the shell's 'Selamat Datang' card at / when no module claims it", async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    renderShell({ route: '/', modules: [adminEntry] });
    const home = await screen.findByTestId('shell-home');
    expect(within(home).getByText('Selamat Datang')).toBeInTheDocument();
    expect(home).toHaveTextContent('Desa Watugede');
    expect(home).toHaveTextContent('Admin');
  });

  it("lets a module own / (the population module's dashboard)", async () => {
    localStorage.setItem('token', makeToken());
    renderShell({ route: '/', modules: [kependudukanEntry] });
    expect(await screen.findByRole('heading', { name: 'Dashboard Penduduk' })).toBeInTheDocument();
    expect(screen.queryByTestId('shell-home')).not.toBeInTheDocument();
  });

  it("sends an unknown path to /404, 'PAGE NOT FOUND', whose 'Go Back' returns to the page before", async () => {
    localStorage.setItem('token', makeToken());
    function Kelahiran() {
      return <><h2>Daftar Kelahiran</h2><Link to="/kelahiran-lama">Tautan lama</Link></>;
    }
    loader = async () => ({ default: { ...kelahiranKematianModule, routes: [{ path: '/kelahiran', component: Kelahiran }] } });
    const { user, path } = renderShell({ route: '/kelahiran', modules: [kelahiranKematianEntry], router: 'browser' });
    await user.click(await screen.findByRole('link', { name: 'Tautan lama' }));
    expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(path()).toBe('/404');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Daftar Kelahiran' })).toBeInTheDocument();
    expect(path()).toBe('/kelahiran');
  });

  it("goes home from 'Go Back' when the unknown path was opened directly", async () => {
    localStorage.setItem('token', makeToken());
    // A new tab: its history holds this one entry.
    jest.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const { user, path } = renderShell({ route: '/tidak-ada', modules: [adminEntry], router: 'browser' });
    expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(path()).toBe('/404');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('requires a session for /404 too', async () => {
    const { path } = renderShell({ route: '/404' });
    await screen.findByRole('heading', { name: 'SELAMAT DATANG' });
    expect(path()).toBe('/login');
  });
});
