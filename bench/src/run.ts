// `pnpm bench`: API latency over real HTTP against the built server on a fresh embedded database.
// Figures go to bench/results/latest.json (and are printed). Never asserted in tests: these
// machines are shared and noisy; the numbers are for people and for comparing runs.
//
// First a seeding step writes a village of BENCH_RESIDENTS (default 100,000) residents straight into
// the database through the server's own db layer (server/src/db/demo-seed.ts, bulk SQL), then the built
// server starts on that data and every operation is measured over HTTP, warm, one caller at a time for
// the registry (the latency a clerk sees; PGlite runs queries one at a time anyway).
//
// Then the load test of many signed-in users (src/load.ts, results/latest-load-pglite.json) on the same
// village, unless BENCH_LOAD=0.
//
// BENCH_MODE=regency (or `pnpm bench:regency`): a regency of 1,000,000 residents in 400 villages
// instead, on PGlite or PostgreSQL (src/regency.ts). Both modes: bench/README.md.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureImport } from './impor.js';
import { seedVillage, summarise, writeResults, type Stat } from './lib.js';
import { loadTest, optionsFromEnv, printLoad } from './load.js';
import { measureLoginUnderFlood } from './login-flood.js';

const repo = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 18090);
const base = `http://127.0.0.1:${port}`;
const dataDir = resolve(repo, '.tmp', 'bench-data');
const admin = { username: 'admin', password: 'Bench-Rahasia-2026' };
const residents = Number(process.env.BENCH_RESIDENTS ?? 100_000);


/** Runs `op` n times with `concurrency` callers in flight; returns per-call latencies in ms. */
async function measure(n: number, concurrency: number, op: () => Promise<void>): Promise<Stat> {
  for (let i = 0; i < Math.min(20, n); i++) await op(); // warm-up
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n) {
      next += 1;
      const t0 = performance.now();
      await op();
      times.push(performance.now() - t0);
    }
  }));
  return summarise(times, performance.now() - started);
}

/** Downloads a CSV to the end, counting bytes and lines, without keeping it. */
async function download(path: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number; lines: number }> {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`GET ${path}: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  return { ms: Math.round(performance.now() - t0), bytes, lines };
}

async function call(path: string, init: RequestInit = {}, expected = 200): Promise<unknown> {
  const res = await fetch(`${base}${path}`, init);
  const body = await res.json();
  if (res.status !== expected) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

function peakRssMb(pid: number): number | undefined {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'));
  return hwm ? Math.round(Number(hwm[1]) / 1024) : undefined;
}

async function main(): Promise<void> {
  const serverMain = resolve(repo, 'server', 'dist', 'main.js');
  if (!existsSync(serverMain)) throw new Error('Build first: pnpm build (server/dist/main.js is missing)');
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`seeding ${residents} residents...`);
  const seeded = await seedVillage({ dataDir, residents });
  console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s:`, seeded.counts);
  const server = spawn(process.execPath, [serverMain], {
    // The village was seeded into PGlite: the server must not go to a DATABASE_URL of the environment.
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', STATIC_ROOT: repo },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try { if ((await fetch(`${base}/api/config`)).ok) break; } catch { /* starting */ }
      if (i > 240) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const json = { 'content-type': 'application/json' };
    const login = async () => {
      await call('/api/auth/admin', { method: 'POST', headers: json, body: JSON.stringify(admin) });
    };
    const { token } = (await call('/api/auth/admin', { method: 'POST', headers: json, body: JSON.stringify(admin) })) as { token: string };
    const auth = { ...json, 'x-auth-token': token };
    // A realistic office has a handful of users; seed 50 so that paging and sorting do real work.
    for (let i = 0; i < 50; i++) {
      await call('/api/auth/register', { method: 'POST', headers: auth, body: JSON.stringify({ nama_lengkap: `Petugas Desa ${i}`, username: `petugas${i}`, role: i % 5 ? 'Admin' : 'Super Admin', password: `Rahasia-${i}-desa` }) }, 201);
    }
    // Inputs for the registry operations, read from the seeded data.
    const get = async (path: string) => (await call(path, { headers: auth })) as { data: Array<{ nik: string }>; total: number };
    const niks = (await get('/api/penduduk?limit=100&page=321')).data.map((p) => p.nik);
    const names = ['sit', 'wahyu', 'santoso', 'ani', 'dewi lest', 'agus pra', 'rahma', 'nurul'];
    let i = 0;
    const next = <T>(list: T[]): T => list[i++ % list.length] as T;
    const registry = async (path: string, expected = 200) => { await call(path, { headers: auth }, expected); };
    const N = Number(process.env.BENCH_N ?? 200);

    const operations: Record<string, Stat> = {
      'GET /api/penduduk (resident list, first page)': await measure(N, 1, () => registry('/api/penduduk?page=0&limit=10')),
      'GET /api/penduduk (sorted by name)': await measure(N, 1, () => registry('/api/penduduk?page=0&limit=10&sort=nama_lengkap')),
      'GET /api/penduduk (page 500, limit 10)': await measure(N, 1, () => registry('/api/penduduk?page=500&limit=10')),
      'GET /api/penduduk (sorted by name desc, page 500)': await measure(N, 1, () => registry('/api/penduduk?page=500&limit=10&sort=nama_lengkap&order=desc')),
      'GET /api/penduduk (sorted by No. KK, page 500)': await measure(N, 1, () => registry('/api/penduduk?page=500&limit=10&sort=no_kk')),
      'GET /api/penduduk/all/s (partial name search)': await measure(N, 1, () => registry(`/api/penduduk/all/s?name=${encodeURIComponent(next(names))}&limit=10`)),
      'GET /api/penduduk?q= (list search box, name)': await measure(N, 1, () => registry(`/api/penduduk?q=${encodeURIComponent(next(names))}&limit=10`)),
      'GET /api/penduduk/s (family-card member name search)': await measure(N, 1, () => registry(`/api/penduduk/s?name=${encodeURIComponent(next(names))}&limit=10`)),
      'GET /api/penduduk/all/nik/s (NIK search, exact)': await measure(N, 1, () => registry(`/api/penduduk/all/nik/s?nik=${next(niks)}`)),
      'GET /api/penduduk/all/nik/s (NIK search, 8-digit prefix)': await measure(N, 1, () => registry(`/api/penduduk/all/nik/s?nik=${next(niks).slice(0, 8)}&limit=10`)),
      'GET /api/kartu_keluarga (family-card list, first page)': await measure(N, 1, () => registry('/api/kartu_keluarga?page=0&limit=10')),
      'GET /api/kartu_keluarga (sorted by head name, page 500)': await measure(N, 1, () => registry('/api/kartu_keluarga?page=500&limit=10&sort=nama_lengkap')),
      'GET /api/penduduk_masuk/k (incoming cards, first page)': await measure(N, 1, () => registry('/api/penduduk_masuk/k?page=0&limit=10')),
      'GET /api/penduduk_masuk/k (sorted by head name, page 150)': await measure(N, 1, () => registry('/api/penduduk_masuk/k?page=150&limit=10&sort=nama_lengkap')),
      'GET /api/penduduk_keluar (moved-out records, first page)': await measure(N, 1, () => registry('/api/penduduk_keluar?page=0&limit=10')),
      'GET /api/penduduk_keluar (sorted by proposer name, page 100)': await measure(N, 1, () => registry('/api/penduduk_keluar?page=100&limit=10&sort=nama_lengkap')),
      'GET /api/activity/all (dashboard counts)': await measure(N, 1, () => registry('/api/activity/all')),
      'GET /api/penduduk/{id} (resident detail)': await measure(N, 1, async () => {
        const body = (await call(`/api/penduduk/all/nik/s?nik=${next(niks)}`, { headers: auth })) as { data: Array<{ _id: string }> };
        await registry(`/api/penduduk/${body.data[0]!._id}`);
      }),
      // Two callers: the most one address may have checked at once (LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS).
      'POST /api/auth/admin (login, argon2id)': await measure(100, 2, login),
      'GET /api/auth/all (users, first page)': await measure(500, 8, async () => { await call('/api/auth/all?page=0&limit=5', { headers: auth }); }),
      'GET /api/auth/all (users, sorted by name desc, page 3)': await measure(500, 8, async () => { await call('/api/auth/all?page=3&limit=10&sort=nama_lengkap&order=desc', { headers: auth }); }),
      'GET /api/activity (log, first page)': await measure(500, 8, async () => { await call('/api/activity?page=0&limit=10', { headers: auth }); }),
      'GET /api/config (public)': await measure(500, 8, async () => { await call('/api/config'); }),
    };
    // Many signed-in users at once (issue 15; src/load.ts): 200 users, 40 requests/s of a realistic mix,
    // then the rate raised until PGlite saturates. Before the login flood and the import, on this village
    // as seeded. Results: results/latest-load-pglite.json. BENCH_LOAD=0 leaves it out.
    let load: { file: string; steadyP95Ms: number; sustainedRate: number | null } | undefined;
    if (process.env.BENCH_LOAD !== '0') {
      const figures = await loadTest({ base, adminToken: token, serverPid: server.pid!, ...optionsFromEnv() });
      const file = writeResults(repo, 'latest-load-pglite.json', 'previous-load-pglite.json', {
        date: new Date().toISOString(), machine: { node: process.version, cpus: (await import('node:os')).cpus().length, loadavg: (await import('node:os')).loadavg().map((x) => Math.round(x * 100) / 100) },
        database: 'PGlite (embedded)', tool: 'autocannon 9.0.0 (loopback)', via: 'pnpm bench', dataset: { residents, ...seeded.counts }, ...figures,
      });
      printLoad(figures, 'PGlite (embedded)');
      load = { file: 'results/latest-load-pglite.json', steadyP95Ms: figures.steady.latency.p95, sustainedRate: figures.saturation.sustainedRate };
      console.log(`written to ${file}`);
    }
    // A clerk's login, at rest and while bursts of 200 failed logins come from other addresses.
    const loginFlood = await measureLoginUnderFlood({ host: '127.0.0.1', port }, { username: 'petugas1', password: 'Rahasia-1-desa' }, Number(process.env.BENCH_FLOOD_ROUNDS ?? 30));
    operations['POST /api/auth/admin (login at rest, one at a time)'] = loginFlood.atRest;
    operations['POST /api/auth/admin (login during 200 failed logins from another address)'] = loginFlood.duringFlood;
    const exports: Array<{ ms: number; bytes: number; lines: number }> = [];
    for (let k = 0; k < 3; k++) exports.push(await download('/api/penduduk/csv', { 'x-auth-token': token }));
    const kkExport = await download('/api/kartu_keluarga/csv', { 'x-auth-token': token });
    // Last, as it adds residents: a 10,000-row spreadsheet checked and imported into this village (issue 13).
    const impor = await measureImport(base, token, Number(process.env.BENCH_IMPOR_ROWS ?? 10_000));
    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length, loadavg: (await import('node:os')).loadavg().map((x) => Math.round(x * 100) / 100) },
      database: 'PGlite (embedded)',
      dataset: { residents, seedSeconds: Math.round(seeded.ms / 100) / 10, ...seeded.counts },
      operations,
      loginFlood,
      csv: {
        'GET /api/penduduk/csv (all residents)': { runsMs: exports.map((e) => e.ms), bytes: exports[0]!.bytes, lines: exports[0]!.lines },
        'GET /api/kartu_keluarga/csv (all cards)': kkExport,
      },
      impor,
      load,
      serverPeakRssMb: peakRssMb(server.pid!),
    };
    mkdirSync(resolve(repo, 'bench', 'results'), { recursive: true });
    // The run before stays beside it as previous.json, to compare.
    const latest = resolve(repo, 'bench', 'results', 'latest.json');
    if (existsSync(latest)) renameSync(latest, resolve(repo, 'bench', 'results', 'previous.json'));
    writeFileSync(latest, `${JSON.stringify(results, null, 2)}\n`);
    console.table(Object.fromEntries(Object.entries(results.operations).map(([k, v]) => [k, v])));
    console.table(results.csv);
    console.log('import (10,000 rows):', JSON.stringify(results.impor));
    console.log('login flood:', JSON.stringify(results.loginFlood.flood));
    console.log(`server peak RSS: ${results.serverPeakRssMb} MB; written to bench/results/latest.json`);
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.env.BENCH_MODE === 'regency') {
  await import('./regency.js');
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
