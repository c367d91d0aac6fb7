// Renders the whole shell (configuration, session, guards, login, layout, modules) the way the browser
// does, with a memory router, a fake API and a fake Module Federation runtime.
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, MemoryRouter, useLocation } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { sidTheme } from '@sid/ui/theme';
import { MockApiController, jsonResponse, type MockApi } from '@sid/ui-desa/testing';
import { AppShell, loadLayout } from '../app';
import type { ModuleEntry } from '../api/shell-api';
import { remoteModules } from '../federation/remote-modules';
import { RouterNavigation } from '../navigation/router-navigation';
import { HistoryNavigation } from '../navigation/navigation';

export const village = {
  _id: 'desa-1',
  kode_wilayah: '35.07.28.2005',
  jabatan_kepala: 'Kepala Desa',
  nama_desa: 'Watugede',
  kecamatan: 'Singosari',
  kabupaten: 'Malang',
  provinsi: 'Jawa Timur',
  alamat_kantor: 'Jl. Raya Watugede No. 1',
  kode_pos: '65153',
};

export const regency = { kabupaten: 'Malang', provinsi: 'Jawa Timur' };

/** GET /api/config: the village (null: a regency's server that does not know the browser's village). */
export function configResponse(modules: ModuleEntry[] = [], known: typeof village | null = village): Response {
  return jsonResponse({ success: true, data: { village: known, regency, modules } });
}

/** GET /api/desa: the signed-in user's village. */
export function desaSayaResponse(desa: typeof village = village): Response {
  return jsonResponse({ success: true, data: desa });
}

/** POST /api/modul/laporan: counted. */
export function laporanResponse(): Response {
  return jsonResponse({ success: true, message: 'Laporan diterima' });
}

export interface RenderShellOptions {
  route?: string;
  modules?: ModuleEntry[];
  api?: MockApi;
  /** The test runs on jest's fake timers: user-event must advance them while it waits. */
  fakeTimers?: boolean;
  /**
   * 'browser' runs on jsdom's real history (window.history) under a BrowserRouter; 'history' as the
   * app does: no router above the shell (HistoryNavigation), the layout bringing its own.
   */
  router?: 'memory' | 'browser' | 'history';
}

export interface ShellResult extends RenderResult {
  api: MockApiController;
  user: ReturnType<typeof userEvent.setup>;
  /** The router's current path. */
  path: () => string;
}

const originalFetch = globalThis.fetch;

// The layout is a lazy chunk: the first test of a file that renders it would
// otherwise pay for compiling them (seconds on a loaded machine, with every package's tests running)
// inside Testing Library's one-second wait. Loaded here, after the test file's jest.mock calls.
beforeAll(async () => {
  await loadLayout();
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  remoteModules.reset();
  localStorage.clear();
});

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const location = useLocation();
  onChange(location.pathname);
  return null;
}

const setupUser = (fakeTimers: boolean) => userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});

export function renderShell({ route = '/', modules = [], api = {}, fakeTimers = false, router = 'memory' }: RenderShellOptions = {}): ShellResult {
  const controller = new MockApiController({
    // Asked twice: at start-up (no token), and by the layout after sign-in (the village's modules).
    'GET /api/config': () => configResponse(modules),
    'GET /api/desa': () => desaSayaResponse(),
    // The layout's health beacon, once per module load that ends.
    'POST /api/modul/laporan': () => laporanResponse(),
    // A Super Admin's notices of the regency's actions (issue 33): none unless a test says so.
    'GET /api/tindakan_kabupaten': () => jsonResponse({ success: true, data: [], total: 0 }),
    ...api,
  });
  globalThis.fetch = controller.fetch as typeof fetch;
  let current = '';
  const app = (
    <>
      <LocationProbe onChange={(p) => { current = p; }} />
      <RouterNavigation>
        <AppShell />
      </RouterNavigation>
    </>
  );
  if (router !== 'memory') window.history.replaceState(null, '', route);
  const tree = {
    memory: <MemoryRouter initialEntries={[route]}>{app}</MemoryRouter>,
    browser: <BrowserRouter>{app}</BrowserRouter>,
    history: <HistoryNavigation><AppShell /></HistoryNavigation>,
  }[router];
  const result = render(<FluentProvider theme={sidTheme}>{tree}</FluentProvider>);
  if (router === 'history') return { ...result, api: controller, user: setupUser(fakeTimers), path: () => window.location.pathname };
  return { ...result, api: controller, user: setupUser(fakeTimers), path: () => current };
}
