// Renders a module page the way the shell would: @sid/ui's harness (theme, router, message channel,
// a fresh swr cache, a fake API) with the session and the village of the shell around the page.
import type { ReactElement, ReactNode } from 'react';
import { jsonResponse, renderPage, type MockApi, type PageResult, type RenderPageOptions } from '@sid/ui/testing';
import { SessionContext, VillageContext, type Session, type SessionUser, type Village } from '@sid/ui-desa/module';

export const testVillage: Village = {
  _id: 'desa-test',
  kode_wilayah: null,
  nama_desa: 'Watugede',
  kecamatan: 'Singosari',
  kabupaten: 'Malang',
  provinsi: 'Jawa Timur',
  alamat_kantor: 'Jl. Raya Watugede No. 1',
  kode_pos: '65153',
  jabatan_kepala: 'Kepala Desa',
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

export interface RenderModulePageOptions extends RenderPageOptions {
  /** Session overrides; the default user is a 'Super Admin'. `null` renders signed out. */
  session?: TestSessionInput | null;
  village?: Partial<Village>;
}

export type ModulePageResult = PageResult;

/**
 * Calls a page makes by itself in the background, answered "nothing to say" unless the test maps them:
 * the resident form's warnings (POST /api/penduduk/periksa, issue 13) while the clerk types, and the
 * village's areas the card forms and list filters read (GET /api/wilayah_desa, issue 35: none yet), and
 * the moves between villages a record's page links to (GET /api/pindah_antar_desa, issue 38: none).
 */
const BACKGROUND_CALLS: MockApi = {
  'POST /api/penduduk/periksa': () => jsonResponse({ success: true, data: { peringatan: [] } }),
  'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: { dusun: [] } }),
  // The link of a record to a move between villages (issue 38: the moved-out and incoming detail pages): none.
  'GET /api/pindah_antar_desa': () => jsonResponse({ success: true, data: [] }),
};

export function renderModulePage(ui: ReactElement, options: RenderModulePageOptions = {}): ModulePageResult {
  const { session, village, api = {}, wrapper: Extra, ...rest } = options;
  const value = session === null ? null : testSession(session);
  const Domain = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={value}>
      <VillageContext.Provider value={{ ...testVillage, ...village }}>
        {Extra ? <Extra>{children}</Extra> : children}
      </VillageContext.Provider>
    </SessionContext.Provider>
  );
  return renderPage(ui, { ...rest, api: { ...BACKGROUND_CALLS, ...api }, wrapper: Domain });
}
