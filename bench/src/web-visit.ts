// One cold visit of `pnpm bench:web` (web.ts): /login until the form is usable, then Login until the
// dashboard's figures and rows are on screen, with what went over the wire in each phase (CDP Network).
import { performance } from 'node:perf_hooks';
import type { Browser, Locator } from 'playwright-core';

/** Network.emulateNetworkConditions: 1 Mbit/s both ways (bytes/s), 100 ms latency. */
export const THROTTLE = { offline: false, latency: 100, downloadThroughput: 125_000, uploadThroughput: 125_000 };

export interface JsFile { path: string; bytes: number; encoding: string }
export interface Traffic { bytes: number; jsBytes: number; requests: number; jsFiles: JsFile[] }
export interface Phase extends Traffic { ms: number }
export interface Visit {
  /** `paintedMs`: the first frame with the form on screen, by the page's own clock (`ms` is when Playwright could use it). */
  login: Phase & { paintedMs: number };
  /** From the click on Login; `ms` is when both the figures and the first row are visible. */
  dashboard: Phase & { figuresMs: number; rowsMs: number; paintedMs: number };
  /** Requests sent while the clerk types, before the click (what the page fetches ahead, e.g. on focus). */
  typing: Traffic;
  /** Requests sent after the dashboard was complete (until the network was quiet for a second). */
  later: Traffic;
}

type PhaseName = 'login' | 'typing' | 'dashboard' | 'later';
interface Req { phase: PhaseName; url: string; type?: string; encoding: string; bytes: number; done: boolean }

const TIMEOUT_MS = 120_000;
// Playwright's own waits back off to 500 ms between checks: too coarse for a 2 s target, so poll here.
const POLL_MS = 20;

/** Resolves with performance.now() at the first check that holds. */
async function until(what: string, check: () => Promise<boolean>): Promise<number> {
  const deadline = performance.now() + TIMEOUT_MS;
  for (;;) {
    if (await check()) return performance.now();
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

// The same conditions checked in the page at every frame, by its own clock (a string: tsx would add
// helpers to a function's source): how long after the frame Playwright sees it is the page being busy.
const PAINT_PROBE = `(() => {
  const t = (window.__benchWeb = {});
  const shown = (el) => !!el && el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const by = (sel, text) => [...document.querySelectorAll(sel)].find((el) => text.test(el.textContent.trim()));
  addEventListener('click', () => { t.click ??= performance.now(); }, true);
  const tick = () => {
    const button = by('button', /^Login$/);
    if (!t.login && shown(button) && !button.disabled && Object.keys(button).some((k) => k.startsWith('__reactProps$'))
      && shown(document.querySelector('input[name=username]')) && shown(document.querySelector('input[name=password]'))) t.login = performance.now();
    const total = document.querySelector('[data-stat="Jumlah Penduduk Hidup"] dd');
    if (t.click && shown(total) && /^[0-9]+$/.test(total.textContent.trim()) && shown(by('table[aria-label="Daftar Penduduk"] a', /^Lihat Detail/))) t.dashboard = performance.now();
    if (!t.dashboard) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const usable = async (l: Locator) => (await l.isVisible()) && (await l.isEnabled());
// React keeps its props on the DOM nodes it rendered or hydrated: a server-rendered form has none.
const hydrated = (l: Locator) => l.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')));

function tally(requests: Map<string, Req>, phase: PhaseName): Traffic {
  const mine = [...requests.values()].filter((r) => r.phase === phase && !r.url.startsWith('data:'));
  const js = mine.filter((r) => r.type === 'Script');
  return {
    bytes: mine.reduce((n, r) => n + r.bytes, 0),
    jsBytes: js.reduce((n, r) => n + r.bytes, 0),
    requests: mine.length,
    jsFiles: js.map((r) => ({ path: new URL(r.url).pathname, bytes: r.bytes, encoding: r.encoding })).sort((a, b) => b.bytes - a.bytes),
  };
}

/** A visit in a new browser context (an empty cache), throttled unless `throttle` is null. */
export async function visit(browser: Browser, base: string, admin: { username: string; password: string }, throttle: typeof THROTTLE | null): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    const page = await context.newPage();
    const requests = new Map<string, Req>();
    let phase: PhaseName = 'login';
    let lastActivity = performance.now();
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.requestWillBeSent', (e) => {
      lastActivity = performance.now();
      // A redirect keeps its requestId: the request stays in the phase that sent it.
      if (!requests.has(e.requestId)) requests.set(e.requestId, { phase, url: e.request.url, encoding: '', bytes: 0, done: false });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.type = e.type;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      r.encoding = headers['content-encoding'] ?? 'identity';
    });
    const finish = (requestId: string, bytes: number) => {
      lastActivity = performance.now();
      const r = requests.get(requestId);
      if (!r) return;
      r.bytes = bytes;
      r.done = true;
    };
    cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => finish(e.requestId, requests.get(e.requestId)?.bytes ?? 0));
    cdp.on('Network.dataReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.bytes += e.encodedDataLength; // what a failed request had received
    });
    await cdp.send('Network.enable');
    if (throttle) await cdp.send('Network.emulateNetworkConditions', throttle);

    await page.addInitScript({ content: PAINT_PROBE });
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password', { exact: true });
    const button = page.getByRole('button', { name: 'Login' });
    const started = performance.now();
    await page.goto(`${base}/login`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // The three in parallel: each check is a round trip to the page, and the poll should stay short.
    const loginAt = await until('the login form', async () =>
      (await Promise.all([usable(username), usable(password), usable(button)])).every(Boolean) && (await hydrated(button)));

    // No think time: the clerk types and clicks at once; the typing is not timed. What the page
    // fetches meanwhile (a preload on focus) is its own phase, not the login page's weight.
    phase = 'typing';
    await username.fill(admin.username);
    await password.fill(admin.password);
    phase = 'dashboard';
    const clicked = performance.now();
    await button.click();
    const figures = page.getByRole('region', { name: 'Statistik Penduduk' }).locator('[data-stat="Jumlah Penduduk Hidup"] dd').first();
    const row = page.getByRole('table', { name: 'Daftar Penduduk' }).getByRole('link', { name: /^Lihat Detail / }).first();
    let figuresAt = 0;
    let rowsAt = 0;
    const dashboardAt = await until('the dashboard figures and rows', async () => {
      const [f, r] = await Promise.all([
        figuresAt || ((await figures.isVisible()) && /^\d+$/.test((await figures.textContent())?.trim() ?? '')),
        rowsAt || row.isVisible(),
      ]);
      if (f && !figuresAt) figuresAt = performance.now();
      if (r && !rowsAt) rowsAt = performance.now();
      return figuresAt > 0 && rowsAt > 0;
    });
    phase = 'later';
    // Let what is still downloading finish, so that each phase's bytes are whole (5 s of silence
    // also ends the wait: a request whose end CDP never reported).
    await until('a quiet network', async () => {
      const quiet = performance.now() - lastActivity;
      return (quiet > 1000 && [...requests.values()].every((r) => r.done)) || quiet > 5000;
    });

    const painted = await page.evaluate(() => (window as unknown as { __benchWeb: Record<string, number> }).__benchWeb);
    const ms = (t: number, from: number) => Math.round(t - from);
    return {
      login: { ms: ms(loginAt, started), paintedMs: ms(painted.login ?? NaN, 0), ...tally(requests, 'login') },
      dashboard: {
        ms: ms(dashboardAt, clicked), figuresMs: ms(figuresAt, clicked), rowsMs: ms(rowsAt, clicked),
        paintedMs: ms(painted.dashboard ?? NaN, painted.click ?? NaN), ...tally(requests, 'dashboard'),
      },
      typing: tally(requests, 'typing'),
      later: tally(requests, 'later'),
    };
  } finally {
    await context.close();
  }
}
