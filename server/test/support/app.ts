import { after, before } from 'node:test';
import path from 'node:path';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse, InjectOptions } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { TokenService } from '../../src/lib/tokens.js';
import type { Role } from '../../src/db/schema.js';
import { createTestDatabase } from './database.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'rahasia-admin-123';
export const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** Every test app is a regency too: its Admin Kabupaten (KABUPATEN_ADMIN_*). */
export const KABUPATEN_USERNAME = 'kabupaten';
export const KABUPATEN_PASSWORD = 'rahasia-kabupaten-123';
/**
 * Real villages of Kabupaten Malang (35.07) in the official list, for tests that add villages; the
 * environment's village has no code, so these set the regency's prefix.
 */
export const KODE_DESA_UJI = ['35.07.01.2001', '35.07.01.2002', '35.07.01.2003', '35.07.01.2004', '35.07.01.2005', '35.07.01.2006', '35.07.01.2007', '35.07.01.2008', '35.07.01.2009'];

export interface Village {
  desaId: string;
  kode: string;
  superAdmin: { token: string; id: string; username: string; password: string };
}

export interface TestApp {
  app: App;
  dataDir: string;
  staticRoot: string;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the token and user id. */
  login(username?: string, password?: string): Promise<{ token: string; id: string }>;
  /** Creates a user through the API as the first Super Admin and logs in as them. */
  createUser(role: Role, username?: string): Promise<{ token: string; id: string; username: string; password: string }>;
  /** Signs in the Admin Kabupaten. */
  loginKabupaten(): Promise<{ token: string; id: string }>;
  /** Adds a village through the regency console (KODE_DESA_UJI in turn) and signs in its new Super Admin. */
  addVillage(nama?: string): Promise<Village>;
  /** The Admin Kabupaten switches a module on in these villages (an optional module, `nonaktifAwal`, starts off). */
  aktifkanModul(modulId: string, desaIds: string[]): Promise<void>;
  /** A correctly signed token that expired a minute ago. */
  expiredToken(claims: { id: string; role: Role; v?: number; jti?: string; desa?: string | null }): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Passed to Fastify (e.g. `{ level: 'debug', stream }` to capture the log); default: no logger. */
  logger?: BuildOptions['logger'];
  /** The database's kind (default: PostgreSQL when DATABASE_URL is set, else PGlite). */
  kind?: 'pglite' | 'postgres';
}

export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sid-test-data-'));
  const staticRoot = env.STATIC_ROOT ?? mkdtempSync(path.join(os.tmpdir(), 'sid-test-static-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    KABUPATEN_ADMIN_USERNAME: KABUPATEN_USERNAME,
    KABUPATEN_ADMIN_PASSWORD: KABUPATEN_PASSWORD,
    JWT_SECRET,
    STATIC_ROOT: staticRoot,
    ...env,
  });
  const { database, drop } = await createTestDatabase(options.kind);
  let app: App;
  try {
    app = await buildApp({ config, database, announce: () => {}, ...(options.logger !== undefined ? { logger: options.logger } : {}) });
  } catch (err) {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const inject = (opts: InjectOptions) => app.inject(opts);
  const login = async (username = ADMIN_USERNAME, password = ADMIN_PASSWORD) => {
    const res = await inject({ method: 'POST', url: '/api/auth/admin', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    const body = res.json();
    return { token: body.token as string, id: body.data._id as string };
  };
  /**
   * An account someone else created must change its password first (issue 40): the helpers create it with
   * `${password}-awal`, sign in and change it to `password`, so a test gets an account ready to work.
   */
  const loginGantiAwal = async (username: string, password: string) => {
    const signedIn = await login(username, `${password}-awal`);
    const res = await inject({ method: 'PUT', url: '/api/auth/password', headers: { 'x-auth-token': signedIn.token }, payload: { password_lama: `${password}-awal`, password_baru: password } });
    if (res.statusCode !== 200) throw new Error(`changeOwnPassword ${username} failed: ${res.statusCode} ${res.body}`);
    return signedIn;
  };
  let adminToken: string | undefined;
  let counter = 0;
  let villages = 0;
  const loginKabupaten = () => login(KABUPATEN_USERNAME, KABUPATEN_PASSWORD);
  return {
    app,
    dataDir,
    staticRoot,
    inject,
    login,
    loginKabupaten,
    async aktifkanModul(modulId, desaIds) {
      const { token } = await loginKabupaten();
      const res = await inject({ method: 'PUT', url: `/api/kabupaten/modul/${modulId}/desa`, headers: { 'x-auth-token': token }, payload: { desa_ids: desaIds, aktif: true } });
      if (res.statusCode !== 200) throw new Error(`aturModulDesa ${modulId}: ${res.statusCode} ${res.body}`);
    },
    async addVillage(nama) {
      const kode = KODE_DESA_UJI[villages++];
      if (!kode) throw new Error('addVillage: no more test village codes');
      const { token } = await loginKabupaten();
      const created = await inject({
        method: 'POST',
        url: '/api/kabupaten/desa',
        headers: { 'x-auth-token': token },
        payload: { kode_wilayah: kode, nama_desa: nama ?? `Desa Uji ${villages}`, alamat_kantor: `Jl. Balai Desa ${villages}`, kode_pos: '65171', jabatan_kepala: 'Kepala Desa' },
      });
      if (created.statusCode !== 201) throw new Error(`createDesa failed: ${created.statusCode} ${created.body}`);
      const desaId = created.json().data._id as string;
      const username = `superdesa${villages}${randomUUID().slice(0, 4)}`;
      const password = `sandi-${username}-123`;
      const sa = await inject({
        method: 'POST',
        url: `/api/kabupaten/desa/${desaId}/super_admin`,
        headers: { 'x-auth-token': token },
        payload: { nama_lengkap: `Super Admin ${villages}`, username, password: `${password}-awal` },
      });
      if (sa.statusCode !== 201) throw new Error(`createSuperAdminDesa failed: ${sa.statusCode} ${sa.body}`);
      const signedIn = await loginGantiAwal(username, password);
      return { desaId, kode, superAdmin: { ...signedIn, username, password } };
    },
    async createUser(role, username) {
      adminToken ??= (await login()).token;
      const name = username ?? `user${++counter}${randomUUID().slice(0, 4)}`;
      const password = `sandi-${name}-123`;
      const register = () =>
        inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-auth-token': adminToken as string },
          payload: { nama_lengkap: `Pengguna ${name}`, username: name, role, password: `${password}-awal` },
        });
      let res = await register();
      if (res.statusCode === 401) {
        // The cached token was revoked by a test (role or password change): sign in again.
        adminToken = (await login()).token;
        res = await register();
      }
      if (res.statusCode !== 201) throw new Error(`createUser failed: ${res.statusCode} ${res.body}`);
      const { token, id } = await loginGantiAwal(name, password);
      return { token, id, username: name, password };
    },
    async expiredToken({ id, role, v = 0, jti = randomUUID(), desa = app.ctx.desaId }) {
      const tokens = new TokenService(new TextEncoder().encode(JWT_SECRET), 60);
      return tokens.sign({ id, role, v, jti, desa }, new Date(Date.now() - 60_000));
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (!env.STATIC_ROOT) rmSync(staticRoot, { recursive: true, force: true });
    },
  };
}

export const auth = (token: string) => ({ 'x-auth-token': token });

/**
 * For a describe block: an app built (and the first Super Admin signed in) before its tests, closed
 * after them. Read its `t` and `token` inside the tests (they are set once `before` has run).
 */
export function signedInApp(env: Record<string, string> = {}): { readonly t: TestApp; readonly token: string } {
  let app: TestApp | undefined;
  let token = '';
  before(async () => {
    app = await buildTestApp(env);
    ({ token } = await app.login());
  });
  after(() => app?.close());
  return {
    get t() {
      if (!app) throw new Error('signedInApp: used outside a test');
      return app;
    },
    get token() {
      return token;
    },
  };
}
