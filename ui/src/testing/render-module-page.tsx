// One harness renders any module page the way the shell would: theme, router, message channel,
// session and village, a fresh swr cache, and a fake API. No federation is involved: the page is
// imported directly, as in the module's own build.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-provider';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sidTheme } from '@sid/ui/theme';
import { SessionContext, VillageContext, type Session, type SessionUser, type Village } from '@sid/ui/module';
import { FeedbackProvider } from '@sid/ui/feedback';
import { MockApiController, installMockApi, jsonResponse, type MockApi } from './mock-api';

export const testVillage: Village = {
  nama_desa: 'Watugede',
  kecamatan: 'Singosari',
  kabupaten: 'Malang',
  provinsi: 'Jawa Timur',
  alamat_kantor: 'Jl. Raya Watugede No. 1',
  kode_pos: '65153',
};

export interface TestSessionInput {
  user?: Partial<SessionUser>;
  token?: string;
  logout?: Session['logout'];
}

export function testSession(input: TestSessionInput = {}): Session {
  return {
    user: { id: 'user-test', role: 'Super Admin', ...input.user },
    token: input.token ?? 'test-token',
    logout: input.logout ?? (async () => undefined),
  };
}

export interface RenderModulePageOptions {
  /** The URL the page opens at, e.g. '/users?page=1'. Default '/'. */
  route?: string;
  /** A route pattern for the page (e.g. '/kematian/:id/d'), so that useParams works. */
  path?: string;
  /** Session overrides; the default user is a 'Super Admin'. `null` renders signed out. */
  session?: TestSessionInput | null;
  village?: Partial<Village>;
  /** The fake backend: { 'GET /api/auth/all': (req) => jsonResponse({...}) }. */
  api?: MockApi;
  /** Extra wrapper inside the providers (rarely needed). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

export interface ModulePageResult extends RenderResult {
  /** Calls made and a way to change handlers mid-test. */
  api: MockApiController;
  /** A user-event instance bound to this render. */
  user: ReturnType<typeof userEvent.setup>;
  /** The router location, as the page last left it. */
  location: () => { pathname: string; search: string };
}

function LocationProbe({ onChange }: { onChange: (l: { pathname: string; search: string }) => void }) {
  const location = useLocation();
  onChange({ pathname: location.pathname, search: location.search });
  return null;
}

/**
 * Calls a page makes by itself in the background, answered "nothing to say" unless the test maps them:
 * the resident form's warnings (POST /api/penduduk/periksa, issue 13) while the clerk types.
 */
const BACKGROUND_CALLS: MockApi = {
  'POST /api/penduduk/periksa': () => jsonResponse({ success: true, data: { peringatan: [] } }),
};

export function renderModulePage(ui: ReactElement, options: RenderModulePageOptions = {}): ModulePageResult {
  const { route = '/', path, session, village, api = {}, wrapper: Extra } = options;
  const controller = new MockApiController({ ...BACKGROUND_CALLS, ...api });
  installMockApi(controller);
  let current = { pathname: '', search: '' };

  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<div data-testid="left-page" />} />
    </Routes>
  ) : ui;

  const tree = (
    <FluentProvider theme={sidTheme}>
      {/* A fresh cache per render: no data leaks from one test into the next. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <FeedbackProvider>
            <SessionContext.Provider value={session === null ? null : testSession(session)}>
              <VillageContext.Provider value={{ ...testVillage, ...village }}>
                <LocationProbe onChange={(l) => { current = l; }} />
                {Extra ? <Extra>{page}</Extra> : page}
              </VillageContext.Provider>
            </SessionContext.Provider>
          </FeedbackProvider>
        </MemoryRouter>
      </SWRConfig>
    </FluentProvider>
  );

  const result = render(tree);
  return { ...result, api: controller, user: userEvent.setup({ delay: null }), location: () => current };
}
