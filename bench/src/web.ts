// `pnpm bench:web`: a clerk's first visit on a village connection (issue 15), in Debian's Chromium
// (playwright-core, headless) against the built server.
//
// 1. Seeds BENCH_WEB_RESIDENTS (default 2,000) residents in one village (lib.ts seedVillage) on PGlite
//    (.tmp/bench-web-data) and starts server/dist/main.js on a port the OS says is free, serving the
//    front end of BENCH_STATIC_ROOT (default: this repository; a git worktree measures another build).
// 2. BENCH_WEB_RUNS (default 3) cold visits (a new browser context each: an empty cache) throttled by
//    CDP to 1 Mbit/s both ways and 100 ms latency, each followed by the same visit unthrottled. One
//    unthrottled visit first warms the server (its first answers are not what a clerk meets).
//    Phases (web-visit.ts): "login usable", from the navigation to /login until the username, password
//    and Login button are visible, enabled and rendered by React; "dashboard", from the click on Login
//    (no think time) until the living total of 'Statistik Penduduk' and the first row of 'Daftar
//    Penduduk' are visible. Per phase: bytes on the wire (CDP encodedDataLength), JavaScript bytes and
//    files, requests.
// 3. Results: bench/results/latest-web.json (the run before: previous-web.json), a table on stdout with
//    the targets beside the medians. Nothing is asserted: the figures are for people.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { seedVillage, waitForServer, writeResults, stopServer } from './lib.js';
import { THROTTLE, visit, type Phase, type Traffic, type Visit } from './web-visit.js';

const CHROMIUM = '/usr/bin/chromium';
const KIB = 1024;
/** Issue 15, on 1 Mbit/s and 100 ms, cold. */
const TARGETS = { loginUsableMs: 2000, dashboardMs: 3000, loginJsKiB: 100, dashboardJsKiB: 250 };

/** A port nobody listens on now, chosen by the OS. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Which build is measured: the commit of `root` when it is a git checkout, and whether it has changes. */
function buildOf(root: string): Record<string, unknown> {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const index = resolve(root, 'shell', 'dist', 'index.html');
  const built = existsSync(index) ? statSync(index).mtime.toISOString() : undefined;
  try {
    const [commit, date, subject] = git('log', '-1', '--format=%H%n%cI%n%s').split('\n');
    let dirty = false;
    try { git('diff', '--quiet', 'HEAD'); } catch { dirty = true; }
    return { staticRoot: root, shellBuilt: built, commit, commitDate: date, subject, uncommittedChanges: dirty };
  } catch {
    return { staticRoot: root, shellBuilt: built, commit: null };
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};

type Numbers<T> = { [K in keyof T as T[K] extends number ? K : never]: number };
function medians<T extends object>(items: T[]): Numbers<T> {
  const first = items[0] as Record<string, unknown>;
  const keys = Object.keys(first).filter((k) => typeof first[k] === 'number');
  return Object.fromEntries(keys.map((k) => [k, median(items.map((i) => (i as Record<string, number>)[k]!))])) as Numbers<T>;
}

function summary(visits: Visit[]) {
  return {
    median: { login: medians<Phase>(visits.map((v) => v.login)), typing: medians<Traffic>(visits.map((v) => v.typing)), dashboard: medians<Visit['dashboard']>(visits.map((v) => v.dashboard)), later: medians<Traffic>(visits.map((v) => v.later)) },
    runs: visits,
  };
}

const kib = (bytes: number) => Math.round((bytes / KIB) * 10) / 10;
const s = (ms: number) => (ms / 1000).toFixed(2);

function printTable(throttled: ReturnType<typeof summary>, unthrottled: ReturnType<typeof summary>): void {
  const row = (target: string, pick: (v: Visit) => number, show: (x: number) => string, met?: (x: number) => boolean) => {
    const m = median(throttled.runs.map(pick));
    return {
      'issue 15 target (throttled)': target,
      'throttled median': show(m) + (met ? (met(m) ? ' (met)' : ' (missed)') : ''),
      'throttled runs': throttled.runs.map((v) => show(pick(v))).join(' / '),
      'unthrottled median': show(median(unthrottled.runs.map(pick))),
      'unthrottled runs': unthrottled.runs.map((v) => show(pick(v))).join(' / '),
    };
  };
  console.log('\nfirst load, cold cache; throttled: 1 Mbit/s both ways, 100 ms latency (s = seconds, KiB on the wire)');
  console.table({
    'login usable, s': row(`<= ${s(TARGETS.loginUsableMs)}`, (v) => v.login.ms, s, (x) => x <= TARGETS.loginUsableMs),
    '  form painted (page clock), s': row('', (v) => v.login.paintedMs, s),
    'login JS, KiB': row(`<= ${TARGETS.loginJsKiB}`, (v) => v.login.jsBytes, (x) => String(kib(x)), (x) => x <= TARGETS.loginJsKiB * KIB),
    'login all bytes, KiB': row('', (v) => v.login.bytes, (x) => String(kib(x))),
    'login requests': row('', (v) => v.login.requests, String),
    'login JS files': row('', (v) => v.login.jsFiles.length, String),
    'while typing (fetched ahead), KiB': row('', (v) => v.typing.bytes, (x) => String(kib(x))),
    'dashboard after Login, s': row(`<= ${s(TARGETS.dashboardMs)}`, (v) => v.dashboard.ms, s, (x) => x <= TARGETS.dashboardMs),
    '  figures shown, s': row('', (v) => v.dashboard.figuresMs, s),
    '  first row shown, s': row('', (v) => v.dashboard.rowsMs, s),
    '  both painted (page clock), s': row('', (v) => v.dashboard.paintedMs, s),
    'dashboard JS, KiB': row(`<= ${TARGETS.dashboardJsKiB} more`, (v) => v.dashboard.jsBytes, (x) => String(kib(x)), (x) => x <= TARGETS.dashboardJsKiB * KIB),
    'dashboard all bytes, KiB': row('', (v) => v.dashboard.bytes, (x) => String(kib(x))),
    'dashboard requests': row('', (v) => v.dashboard.requests, String),
    'dashboard JS files': row('', (v) => v.dashboard.jsFiles.length, String),
    'later (after dashboard), KiB': row('', (v) => v.later.bytes, (x) => String(kib(x))),
  });
}

async function main(): Promise<void> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const staticRoot = resolve(process.env.BENCH_STATIC_ROOT ?? repo);
  const residents = Number(process.env.BENCH_WEB_RESIDENTS ?? 2000);
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
  const dataDir = resolve(repo, '.tmp', 'bench-web-data');
  const admin = { username: 'admin', password: 'Bench-Rahasia-2026' };
  const serverMain = resolve(repo, 'server', 'dist', 'main.js');
  if (!existsSync(serverMain)) throw new Error('Build first: pnpm build (server/dist/main.js is missing)');
  if (!existsSync(resolve(staticRoot, 'shell', 'dist', 'index.html'))) throw new Error(`No front-end build in ${staticRoot} (shell/dist/index.html): pnpm build there first`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_WEB_RUNS must be a positive whole number (got ${process.env.BENCH_WEB_RUNS})`);

  rmSync(dataDir, { recursive: true, force: true });
  console.log(`seeding ${residents.toLocaleString('en')} residents...`);
  const seeded = await seedVillage({ dataDir, residents });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverMain], {
    // The village was seeded into PGlite: the server must not go to a DATABASE_URL of the environment.
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', STATIC_ROOT: staticRoot, BACKUP_SCHEDULE: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    await waitForServer(base);
    console.log(`server on ${base}, front end of ${staticRoot}; Chromium ${browser.version()}`);
    const warm = await visit(browser, base, admin, null);
    console.log(`warm-up (unthrottled, not counted): login ${warm.login.ms} ms, dashboard ${warm.dashboard.ms} ms`);
    const throttled: Visit[] = [];
    const unthrottled: Visit[] = [];
    for (let i = 1; i <= runs; i++) {
      throttled.push(await visit(browser, base, admin, THROTTLE));
      unthrottled.push(await visit(browser, base, admin, null));
      const [t, u] = [throttled.at(-1)!, unthrottled.at(-1)!];
      console.log(`run ${i}/${runs}: throttled login ${t.login.ms} ms, dashboard ${t.dashboard.ms} ms; unthrottled ${u.login.ms} ms, ${u.dashboard.ms} ms`);
    }
    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100), chromium: `${CHROMIUM} ${browser.version()}`, playwrightCore: (JSON.parse(readFileSync(resolve(repo, 'bench', 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['playwright-core'] },
      throttle: { ...THROTTLE, means: '1 Mbit/s down and up, 100 ms latency (CDP Network.emulateNetworkConditions)' },
      build: buildOf(staticRoot),
      dataset: { residents, seedSeconds: Math.round(seeded.ms / 100) / 10 },
      runs,
      phases: {
        login: 'navigation to /login -> username, password and Login visible, enabled, rendered by React (as Playwright sees it; paintedMs: the first frame with it, by the page clock)',
        dashboard: "click on Login -> 'Jumlah Penduduk Hidup' figure and the first row of 'Daftar Penduduk' visible",
        later: 'requests sent after the dashboard was complete, until the network was quiet for 1 s',
      },
      units: 'ms; bytes as on the wire (CDP encodedDataLength, headers included)',
      targets: TARGETS,
      throttled: summary(throttled),
      unthrottled: summary(unthrottled),
    };
    const file = writeResults(repo, 'latest-web.json', 'previous-web.json', results);
    printTable(results.throttled, results.unthrottled);
    console.log(`written to ${file}`);
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
