// `pnpm bench`: API latency over real HTTP against the built server on a fresh embedded database.
// Figures go to bench/results/latest.json (and are printed). Never asserted in tests: these
// machines are shared and noisy; the numbers are for people and for comparing runs.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const repo = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 18090);
const base = `http://127.0.0.1:${port}`;
const dataDir = resolve(repo, '.tmp', 'bench-data');
const admin = { username: 'admin', password: 'Bench-Rahasia-2026' };

interface Stat { n: number; p50: number; p95: number; max: number; rps?: number }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summarise(times: number[], wallMs?: number): Stat {
  const s = [...times].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return { n: s.length, p50: round(percentile(s, 50)), p95: round(percentile(s, 95)), max: round(s.at(-1)!), ...(wallMs ? { rps: Math.round((s.length / wallMs) * 1000) } : {}) };
}

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
  const server = spawn(process.execPath, [serverMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', STATIC_ROOT: repo },
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
    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
      database: 'PGlite (embedded)',
      operations: {
        'POST /api/auth/admin (login, argon2id)': await measure(100, 4, login),
        'GET /api/auth/all (users, first page)': await measure(500, 8, async () => { await call('/api/auth/all?page=0&limit=5', { headers: auth }); }),
        'GET /api/auth/all (users, sorted by name desc, page 3)': await measure(500, 8, async () => { await call('/api/auth/all?page=3&limit=10&sort=nama_lengkap&order=desc', { headers: auth }); }),
        'GET /api/activity (log, first page)': await measure(500, 8, async () => { await call('/api/activity?page=0&limit=10', { headers: auth }); }),
        'GET /api/activity/all (dashboard counts)': await measure(500, 8, async () => { await call('/api/activity/all', { headers: auth }); }),
        'GET /api/config (public)': await measure(500, 8, async () => { await call('/api/config'); }),
      },
      serverPeakRssMb: peakRssMb(server.pid!),
    };
    mkdirSync(resolve(repo, 'bench', 'results'), { recursive: true });
    writeFileSync(resolve(repo, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.table(Object.fromEntries(Object.entries(results.operations).map(([k, v]) => [k, v])));
    console.log(`server peak RSS: ${results.serverPeakRssMb} MB; written to bench/results/latest.json`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
