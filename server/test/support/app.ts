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

export interface TestApp {
  app: App;
  dataDir: string;
  staticRoot: string;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the token and user id. */
  login(username?: string, password?: string): Promise<{ token: string; id: string }>;
  /** Creates a user through the API as the first Super Admin and logs in as them. */
  createUser(role: Role, username?: string): Promise<{ token: string; id: string; username: string; password: string }>;
  /** A correctly signed token that expired a minute ago. */
  expiredToken(claims: { id: string; role: Role; v?: number; jti?: string }): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Passed to Fastify (e.g. `{ level: 'debug', stream }` to capture the log); default: no logger. */
  logger?: BuildOptions['logger'];
}

export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sid-test-data-'));
  const staticRoot = env.STATIC_ROOT ?? mkdtempSync(path.join(os.tmpdir(), 'sid-test-static-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    JWT_SECRET,
    STATIC_ROOT: staticRoot,
    ...env,
  });
  const { database, drop } = await createTestDatabase();
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
  let adminToken: string | undefined;
  let counter = 0;
  return {
    app,
    dataDir,
    staticRoot,
    inject,
    login,
    async createUser(role, username) {
      adminToken ??= (await login()).token;
      const name = username ?? `user${++counter}${randomUUID().slice(0, 4)}`;
      const password = `sandi-${name}-123`;
      const register = () =>
        inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-auth-token': adminToken as string },
          payload: { nama_lengkap: `Pengguna ${name}`, username: name, role, password },
        });
      let res = await register();
      if (res.statusCode === 401) {
        // The cached token was revoked by a test (role or password change): sign in again.
        adminToken = (await login()).token;
        res = await register();
      }
      if (res.statusCode !== 201) throw new Error(`createUser failed: ${res.statusCode} ${res.body}`);
      const { token, id } = await login(name, password);
      return { token, id, username: name, password };
    },
    async expiredToken({ id, role, v = 0, jti = randomUUID() }) {
      const tokens = new TokenService(new TextEncoder().encode(JWT_SECRET), 60);
      return tokens.sign({ id, role, v, jti }, new Date(Date.now() - 60_000));
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
