// Size budgets, measured in the browser on the production build: the JavaScript a page transfers,
// as bytes on the wire (encoded body + response headers: the precompressed .br the server sends).
// The gzip -9 size of each body is reported beside it, for comparison with older figures.
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { startServer } from '../support/server';

interface Budgets {
  /** KiB on the wire: everything /login loads. */
  loginPage: number;
  /**
   * KiB on the wire that signing in adds, up to the dashboard ready with the drawer complete: every
   * module of the village's list loaded or failed (the shell's `<html data-modules="settled">`), the
   * ones the shell loads when idle included, whatever the machine's load.
   */
  dashboard: number;
  /** KiB on the wire a module's first screen adds after that dashboard (client-side navigation): its page only. */
  modules: Record<string, { firstScreen: string; budget: number }>;
  /** The Admin Kabupaten's modules: KiB on the wire of the module's own files, up to its first screen after sign-in. */
  regencyModules: Record<string, { firstScreen: string; budget: number }>;
  /** Modules off until rolled out (`nonaktifAwal`): KiB a village's first screen of it adds after the dashboard, once rolled out there. */
  optionalModules?: Record<string, { firstScreen: string; budget: number }>;
}
const budgets = JSON.parse(readFileSync(resolve(__dirname, '..', 'budgets.json'), 'utf8')) as Budgets;
const report: Record<string, unknown> = {};

interface Size { wire: number; gzip: number }
interface Recorder { sizes: Map<string, Size>; settle: () => Promise<void> }

function recordScripts(page: Page): Recorder {
  const sizes = new Map<string, Size>();
  const pending = new Set<Promise<void>>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const read = (async () => {
      const response = await request.response();
      if (!response) return;
      const [wire, body] = await Promise.all([request.sizes(), response.body()]);
      sizes.set(request.url(), { wire: wire.responseBodySize + wire.responseHeadersSize, gzip: gzipSync(body, { level: 9 }).length });
    })().catch(() => { /* a response without a body (redirect) has nothing to count */ });
    pending.add(read);
    void read.finally(() => pending.delete(read));
  });
  // Playwright's 'networkidle' is reached once per document, and sign-in and the drawer do not load
  // a new one: so count the requests in flight here, and wait for 1 s with none, up to 20 s.
  let inFlight = 0;
  let lastActivity = Date.now();
  const begin = () => { inFlight += 1; lastActivity = Date.now(); };
  const end = () => { inFlight -= 1; lastActivity = Date.now(); };
  page.on('request', begin);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const settle = async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < 1000)) await page.waitForTimeout(100);
    await Promise.all([...pending]);
  };
  return { sizes, settle };
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** What was loaded since `before` (a snapshot of the URLs), in bytes on the wire and gzip. */
function since(sizes: Map<string, Size>, before = new Set<string>()) {
  const added = [...sizes].filter(([url]) => !before.has(url));
  const sum = (key: keyof Size) => added.reduce((n, [, size]) => n + size[key], 0);
  const files = added.sort((a, b) => b[1].wire - a[1].wire).map(([url, s]) => `${kib(s.wire)} ${new URL(url).pathname}`);
  return { wireKiB: kib(sum('wire')), gzipKiB: kib(sum('gzip')), count: added.length, files };
}

/**
 * Signs in through the form and waits for the dashboard (the console for the Admin Kabupaten) with
 * the drawer complete: the shell marks <html data-modules="settled"> once every module of its list is
 * ready or failed (shell/src/federation/remote-modules.ts), those it loads when the browser is idle
 * included. Waiting on that state, not on a quiet network, makes the figure the same on a busy machine.
 */
async function signIn(page: Page, settle: () => Promise<void>, user: { username: string; password: string } = ADMIN, landing = /\/$/) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-modules', 'settled', { timeout: 30_000 });
  // Every module settled, and none failed: a figure without one of them would be too small.
  await expect(page.locator('[data-module-status]')).toHaveCount(0);
  await settle();
}

/** The login page, then the dashboard after signing in, in one fresh page. */
async function loginThenDashboard(page: Page) {
  const recorder = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await recorder.settle();
  const login = since(recorder.sizes);
  const atLogin = new Set(recorder.sizes.keys());
  await signIn(page, recorder.settle);
  const dashboard = since(recorder.sizes, atLogin);
  return { recorder, login, dashboard };
}

// Written after every test, merged with what is there: a failed test restarts the worker.
test.afterEach(() => {
  const dir = resolve(__dirname, '..', '..', '.tmp', 'reports');
  const file = resolve(dir, 'sizes.json');
  mkdirSync(dir, { recursive: true });
  let previous: Record<string, unknown> = {};
  try { previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>; } catch { /* none yet */ }
  writeFileSync(file, JSON.stringify({ ...previous, ...report }, null, 2));
});

test(`the login page transfers at most ${budgets.loginPage} KiB of JavaScript, the dashboard after sign-in at most ${budgets.dashboard} KiB more`, async ({ page }) => {
  const { login, dashboard } = await loginThenDashboard(page);
  report.loginPage = login;
  report.dashboard = dashboard;
  expect(login.wireKiB, login.files.join('\n')).toBeLessThanOrEqual(budgets.loginPage);
  expect(dashboard.wireKiB, dashboard.files.join('\n')).toBeLessThanOrEqual(budgets.dashboard);
});

for (const [id, { firstScreen, budget }] of Object.entries(budgets.modules)) {
  test(`${id}: its first screen (${firstScreen}) adds at most ${budget} KiB of JavaScript after the dashboard`, async ({ page }) => {
    const { recorder } = await loginThenDashboard(page);
    const atDashboard = new Set(recorder.sizes.keys());
    // A client-side navigation, as the drawer does: the router follows popstate.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, firstScreen);
    await expect(page).toHaveURL(new RegExp(`${firstScreen.replace(/\//g, '\\/')}$`));
    // The screen is there: a heading in the page, nothing still loading.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await recorder.settle();
    const added = since(recorder.sizes, atDashboard);
    report[id] = { firstScreen, ...added };
    expect(added.wireKiB, added.files.join('\n')).toBeLessThanOrEqual(budget);
  });
}

for (const [id, { firstScreen, budget }] of Object.entries(budgets.regencyModules)) {
  test(`${id}: its first screen (${firstScreen}) loads at most ${budget} KiB of the module's JavaScript for the Admin Kabupaten`, async ({ page }) => {
    // A server of its own (a regency): its start takes a while on a busy machine.
    test.setTimeout(180_000);
    const KABUPATEN = { username: 'operator.ukuran', password: 'Rahasia-Ukuran-2026' };
    const server = await startServer({ KABUPATEN_ADMIN_USERNAME: KABUPATEN.username, KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password, KODE_KABUPATEN: '35.07' });
    try {
      const recorder = recordScripts(page);
      await page.goto(`${server.url}/login`);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await signIn(page, recorder.settle, KABUPATEN, new RegExp(`${firstScreen.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await recorder.settle();
      const own = new Map([...recorder.sizes].filter(([url]) => new URL(url).pathname.startsWith(`/mf/${id}/`)));
      const added = since(own);
      report[id] = { firstScreen, ...added };
      expect(added.count).toBeGreaterThan(0);
      expect(added.wireKiB, added.files.join('\n')).toBeLessThanOrEqual(budget);
    } finally {
      await server.stop();
    }
  });
}

for (const [id, { firstScreen, budget }] of Object.entries(budgets.optionalModules ?? {})) {
  test(`${id}: its first screen (${firstScreen}) adds at most ${budget} KiB of JavaScript after the dashboard, once rolled out to the village`, async ({ page }) => {
    // A server of its own (a regency), so the module can be switched on for the village.
    test.setTimeout(180_000);
    const KABUPATEN = { username: 'operator.opsional', password: 'Rahasia-Opsional-2026' };
    const server = await startServer({ KABUPATEN_ADMIN_USERNAME: KABUPATEN.username, KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password, KODE_KABUPATEN: '35.07' });
    try {
      const post = async (path: string, body: unknown, token?: string, method = 'POST') =>
        fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) }, body: JSON.stringify(body) });
      const { token } = (await (await post('/api/auth/admin', KABUPATEN)).json()) as { token: string };
      const config = (await (await fetch(`${server.url}/api/config`)).json()) as { data: { village: { _id: string } } };
      const on = await post(`/api/kabupaten/modul/${id}/desa`, { desa_ids: [config.data.village._id], aktif: true }, token, 'PUT');
      expect(on.status).toBe(200);
      const recorder = recordScripts(page);
      await page.goto(`${server.url}/login`);
      await signIn(page, recorder.settle);
      const atDashboard = new Set(recorder.sizes.keys());
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, firstScreen);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await recorder.settle();
      const added = since(recorder.sizes, atDashboard);
      report[id] = { firstScreen, ...added };
      expect(added.count).toBeGreaterThan(0);
      expect(added.wireKiB, added.files.join('\n')).toBeLessThanOrEqual(budget);
    } finally {
      await server.stop();
    }
  });
}
