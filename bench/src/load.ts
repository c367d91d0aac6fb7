// `pnpm bench:load`: many signed-in users at once (issue 15), driven by autocannon over loopback
// against the built server.
//
// 1. Seeds BENCH_LOAD_RESIDENTS (default 100,000) residents in one village (lib.ts seedVillage), on
//    PGlite (.tmp/bench-load-data), or on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a
//    fresh database `sid_bench_load` on that server, dropped first if it exists). One database per run:
//    `pnpm bench:load` for PGlite, `node server/scripts/with-postgres.mjs pnpm bench:load` for PostgreSQL.
// 2. Starts the built server on it, creates BENCH_LOAD_USERS (200) staff through the API as the Super
//    Admin (POST /api/auth/register) and signs each one in (two logins at a time: the per-address limit).
// 3. The steady run: BENCH_LOAD_RATE (40) requests/s for BENCH_LOAD_SECONDS (60) s, a realistic mix
//    (lists, searches, details, counts; one write in ten), each request with the next user's token.
//    autocannon paces by connection and by whole seconds (at most `rate` requests in each second of a
//    connection), so 40 requests/s are 40 connections of one request a second each, the 200 users'
//    tokens rotated over them. Two arrival patterns:
//    - "spread": each connection at its own random phase of the second (independent users: the
//      target's measure). One autocannon instance per connection, started at its phase.
//    - "burst": autocannon's own overallRate (connections 200, which autocannon lowers to the rate): every
//      connection's second starts at the same instant, so the 40 requests of a second arrive at once.
//      The worst case, and how the figures in the issue were measured.
// 4. The saturation run: spread arrivals at BENCH_LOAD_STEPS (40,80,120,160,200) requests/s,
//    BENCH_LOAD_STEP_SECONDS (20) s each, until a step has errors or p95 > 1 s; the highest rate with
//    p95 < 200 ms and no errors is the sustained rate.
// Latencies are timed per request here (from the moment autocannon builds it to its response), not taken
// from autocannon's histogram (which, with a rate set, adds coordinated-omission corrections meant for
// rates of more than one request a millisecond). Results: bench/results/latest-load-<pglite|postgres>.json
// (the run before kept as previous-load-<...>.json) and tables on stdout. `pnpm bench` runs the same
// test (loadTest) on its own seeded village. Not asserted anywhere: the figures are for people.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { client, cpuDuring, freshPostgres, peakRssMb, percentile, seedVillage, waitForServer, writeResults, stopServer } from './lib.js';

const TARGET_P95_MS = 200;
const STOP_P95_MS = 1000;

export interface Latency { n: number; mean: number; p50: number; p95: number; p99: number; max: number }

export interface RunFigures {
  mode: 'spread' | 'burst';
  offeredRate: number;
  seconds: number;
  connections: number;
  /** Responses received. */
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses per second over the run. */
  throughput: number;
  latency: Latency;
  operations: Record<string, Latency & { non2xx?: number }>;
  /** The first few answers that were not 2xx (status and body), to see what went wrong. */
  failures: string[];
  cpu?: Record<string, number>;
}

export interface LoadFigures {
  users: number;
  mix: Record<string, number>;
  steady: RunFigures;
  burst?: RunFigures;
  saturation: { stepSeconds: number; steps: RunFigures[]; sustainedRate: number | null; stoppedBecause: string };
  targets: { p95Ms: number; met: boolean; missed: string[] };
}

const round = (x: number) => Math.round(x * 10) / 10;

export function latency(times: number[]): Latency {
  const s = [...times].sort((a, b) => a - b);
  if (s.length === 0) return { n: 0, mean: NaN, p50: NaN, p95: NaN, p99: NaN, max: NaN };
  return { n: s.length, mean: round(s.reduce((a, b) => a + b, 0) / s.length), p50: round(percentile(s, 50)), p95: round(percentile(s, 95)), p99: round(percentile(s, 99)), max: round(s.at(-1)!) };
}

/** A small seeded PRNG (mulberry32): the same mix order and phases every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
let nikSerial = 0;
/** A fresh NIK of district 35.07.01 (the seed's village is 35.07.12): a real date, serials from 0001. */
function newNik(): string {
  const i = nikSerial++;
  const q = Math.floor(i / 9999);
  return `350701${pad(1 + (q % 28), 2)}${pad(1 + (Math.floor(q / 28) % 12), 2)}${pad(Math.floor(q / 336) % 100, 2)}${pad(1 + (i % 9999), 4)}`;
}

export const UPDATE_FIELDS = ['nik', 'nama_lengkap', 'jenis_kelamin', 'tempat_tanggal_lahir', 'umur', 'agama', 'status_perkawinan', 'pekerjaan', 'pendidikan_terakhir', 'posisi_dalam_keluarga', 'alamat_asal'] as const;
const PARTIAL = ['sit', 'wahyu', 'santoso', 'ani', 'dewi lest', 'agus pra', 'rahma', 'nurul', 'budi', 'siti'];
const CHILD_NAMES = ['Budi Santoso', 'Siti Aminah', 'Dewi Lestari', 'Agus Prasetyo', 'Nurul Hidayah', 'Rahmat Hidayat'];

interface Inputs { residents: Array<{ _id: string; nik: string }>; cards: string[]; updates: Array<{ id: string; body: Record<string, unknown> }> }

interface Op { method: 'GET' | 'PUT' | 'POST'; path: string; body?: unknown }

/** The mix: operation -> weight (of 100) and the i-th request. One write in ten. */
function mixOf(inputs: Inputs): Record<string, { weight: number; make: (i: number) => Op }> {
  const get = (path: string): Op => ({ method: 'GET', path });
  const pick = <T>(list: T[], i: number): T => list[i % list.length]!;
  return {
    'listPenduduk, first page': { weight: 10, make: () => get('/api/penduduk?page=0&limit=10') },
    'listPenduduk, page 2-5': { weight: 3, make: (i) => get(`/api/penduduk?page=${1 + (i % 4)}&limit=10`) },
    'listPenduduk sort=nama_lengkap': { weight: 6, make: (i) => get(`/api/penduduk?page=${i % 3}&limit=10&sort=nama_lengkap`) },
    'listPenduduk q=<name> (budi, siti, partial)': { weight: 12, make: (i) => get(`/api/penduduk?q=${encodeURIComponent(pick(PARTIAL, i))}&limit=10`) },
    'searchPendudukByName': { weight: 7, make: (i) => get(`/api/penduduk/all/s?name=${encodeURIComponent(pick(PARTIAL, i + 3))}&limit=10`) },
    'searchPendudukByNik, 10-digit prefix': { weight: 6, make: (i) => get(`/api/penduduk/all/nik/s?nik=${pick(inputs.residents, i).nik.slice(0, 10)}&limit=10`) },
    'searchPendudukByNik, exact': { weight: 3, make: (i) => get(`/api/penduduk/all/nik/s?nik=${pick(inputs.residents, i).nik}`) },
    'getPenduduk (detail)': { weight: 12, make: (i) => get(`/api/penduduk/${pick(inputs.residents, i * 7)._id}`) },
    'listKartuKeluarga, first page': { weight: 7, make: () => get('/api/kartu_keluarga?page=0&limit=10') },
    'getKartuKeluarga (detail)': { weight: 7, make: (i) => get(`/api/kartu_keluarga/${pick(inputs.cards, i * 3)}`) },
    'getDashboardCounts': { weight: 8, make: () => get('/api/activity/all') },
    'listPendudukMasuk (incoming), first page': { weight: 4, make: () => get('/api/penduduk_masuk/k?page=0&limit=10') },
    'listPendudukKeluar (moved out), first page': { weight: 5, make: () => get('/api/penduduk_keluar?page=0&limit=10') },
    'WRITE updatePenduduk (address)': {
      weight: 5,
      make: (i) => {
        const u = pick(inputs.updates, i);
        return { method: 'PUT', path: `/api/penduduk/${u.id}`, body: { ...u.body, alamat_asal: `Dusun Krajan RT ${pad(1 + (i % 9), 2)}/RW ${pad(1 + (i % 5), 2)}` } };
      },
    },
    'WRITE createAnggotaKeluarga (a child)': {
      weight: 5,
      make: (i) => ({
        method: 'POST',
        path: `/api/penduduk/${pick(inputs.cards, i * 13)}`,
        body: {
          nik: newNik(), nama_lengkap: pick(CHILD_NAMES, i), jenis_kelamin: i % 2 ? 'Perempuan' : 'Laki laki', tempat_tanggal_lahir: 'Malang, 05 Januari 2020', umur: '6',
          agama: 'Islam', status_perkawinan: 'Belum Kawin', pekerjaan: 'Belum/Tidak Bekerja', pendidikan_terakhir: 'Tidak/Belum Sekolah', posisi_dalam_keluarga: 'Anak', alamat_asal: 'Dusun Krajan RT 01/RW 02',
        },
      }),
    },
  };
}

/** Drives the server: `rate` requests/s for `seconds`, the mix in a fixed shuffled order, tokens rotated. */
class Driver {
  private i = 0;
  private readonly schedule: Array<{ name: string; make: (i: number) => Op }>;
  constructor(private readonly base: string, private readonly tokens: string[], mix: ReturnType<typeof mixOf>) {
    const slots = Object.entries(mix).flatMap(([name, m]) => Array.from({ length: m.weight }, () => ({ name, make: m.make })));
    const random = prng(15);
    for (let k = slots.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [slots[k], slots[j]] = [slots[j]!, slots[k]!];
    }
    this.schedule = slots;
  }

  async run(mode: 'spread' | 'burst', rate: number, seconds: number): Promise<RunFigures> {
    const all: number[] = [];
    const perOp: Record<string, number[]> = {};
    const non2xxPerOp: Record<string, number> = {};
    const failures: string[] = [];
    const request = (): autocannon.Request => ({
      setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => {
        const n = this.i++;
        const slot = this.schedule[n % this.schedule.length]!;
        const op = slot.make(n);
        context.op = slot.name;
        context.t0 = performance.now();
        const headers: Record<string, string> = { 'x-auth-token': this.tokens[n % this.tokens.length]! };
        if (op.body === undefined) return { ...req, method: op.method, path: op.path, headers };
        headers['content-type'] = 'application/json';
        return { ...req, method: op.method, path: op.path, headers, body: JSON.stringify(op.body) };
      },
      onResponse: (status: number, body: string, context: Record<string, unknown>) => {
        const ms = performance.now() - (context.t0 as number);
        const name = context.op as string;
        all.push(ms);
        (perOp[name] ??= []).push(ms);
        if (status < 200 || status >= 300) {
          non2xxPerOp[name] = (non2xxPerOp[name] ?? 0) + 1;
          if (failures.length < 5) failures.push(`${name}: ${status} ${String(body).slice(0, 200)}`);
        }
      },
    }) as autocannon.Request;
    const common = { url: this.base, duration: seconds, timeout: 10, pipelining: 1 };
    const started = performance.now();
    let results: autocannon.Result[];
    if (mode === 'burst') {
      results = [await autocannon({ ...common, connections: 200, overallRate: rate, requests: [request()] })];
    } else {
      // One connection per request a second, each at its own phase (seeded: the same phases every run).
      const random = prng(rate);
      results = await Promise.all(Array.from({ length: rate }, async () => {
        await new Promise((r) => setTimeout(r, Math.floor(random() * 1000)));
        return autocannon({ ...common, connections: 1, connectionRate: 1, requests: [request()] });
      }));
    }
    const wall = (performance.now() - started) / 1000;
    const sum = (f: (r: autocannon.Result) => number) => results.reduce((a, r) => a + f(r), 0);
    return {
      mode,
      offeredRate: rate,
      seconds,
      connections: mode === 'burst' ? Math.min(200, rate) : rate,
      requests: all.length,
      errors: sum((r) => r.errors),
      timeouts: sum((r) => r.timeouts),
      non2xx: sum((r) => r.non2xx),
      throughput: round(all.length / wall),
      latency: latency(all),
      operations: Object.fromEntries(Object.entries(perOp).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, { ...latency(v), ...(non2xxPerOp[k] ? { non2xx: non2xxPerOp[k] } : {}) }])),
      failures,
    };
  }
}

const clean = (r: RunFigures) => r.errors + r.timeouts + r.non2xx === 0;

export interface LoadOptions {
  base: string;
  /** The Super Admin's token: creates the users. */
  adminToken: string;
  serverPid: number;
  users?: number;
  rate?: number;
  seconds?: number;
  steps?: number[];
  stepSeconds?: number;
  burst?: boolean;
}

export function optionsFromEnv(): Omit<LoadOptions, 'base' | 'adminToken' | 'serverPid'> {
  return {
    users: Number(process.env.BENCH_LOAD_USERS ?? 200),
    rate: Number(process.env.BENCH_LOAD_RATE ?? 40),
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
    steps: (process.env.BENCH_LOAD_STEPS ?? '40,80,120,160,200').split(',').map(Number).filter((x) => x > 0),
    stepSeconds: Number(process.env.BENCH_LOAD_STEP_SECONDS ?? 20),
    burst: process.env.BENCH_LOAD_BURST !== '0',
  };
}

/** Creates and signs in the users, then the steady run (spread, and burst) and the saturation run. */
export async function loadTest(options: LoadOptions): Promise<LoadFigures> {
  const { base, adminToken, serverPid } = options;
  const users = options.users ?? 200;
  const rate = options.rate ?? 40;
  const seconds = options.seconds ?? 60;
  const call = client(base);
  const json = { 'content-type': 'application/json' };
  const admin = { ...json, 'x-auth-token': adminToken };
  const password = 'Beban-Rahasia-2026';
  const t0 = performance.now();
  const tokens: string[] = [];
  // Two at a time: a login's argon2id check is limited to two per address (LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS).
  for (let i = 0; i < users; i += 2) {
    await Promise.all([i, i + 1].filter((k) => k < users).map(async (k) => {
      const username = `beban${k}`;
      const res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: admin, body: JSON.stringify({ nama_lengkap: `Petugas Beban ${k}`, username, role: k % 10 ? 'Admin' : 'Super Admin', password }) });
      if (res.status !== 201 && res.status !== 409) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
      const { token } = (await call('/api/auth/admin', { method: 'POST', headers: json, body: JSON.stringify({ username, password }) })) as { token: string };
      tokens[k] = token;
    }));
  }
  console.log(`${users} users created and signed in in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The inputs: residents spread over the list, cards, the fields of residents to edit.
  const auth = { 'x-auth-token': tokens[0]! };
  const first = (await call('/api/penduduk?page=0&limit=10', { headers: auth })) as { total: number };
  const residents: Inputs['residents'] = [];
  const cards: string[] = [];
  for (let k = 0; k < 5; k++) {
    const page = Math.floor(((first.total / 100) * k) / 5);
    residents.push(...((await call(`/api/penduduk?page=${page}&limit=100`, { headers: auth })) as { data: Inputs['residents'] }).data);
    cards.push(...((await call(`/api/kartu_keluarga?page=${Math.floor(page / 3)}&limit=100`, { headers: auth })) as { data: Array<{ _id: string }> }).data.map((c) => c._id));
  }
  const updates: Inputs['updates'] = [];
  for (const r of residents.filter((_, k) => k % 5 === 0)) {
    const { data } = (await call(`/api/penduduk/${r._id}`, { headers: auth })) as { data: Record<string, unknown> };
    updates.push({ id: r._id, body: Object.fromEntries(UPDATE_FIELDS.map((f) => [f, data[f]])) });
  }
  const mix = mixOf({ residents, cards, updates });
  const driver = new Driver(base, tokens, mix);
  const cpus = os.cpus().length;

  console.log('warm-up: 5 s at 20 requests/s...');
  await driver.run('spread', 20, 5);
  console.log(`steady: ${rate} requests/s for ${seconds} s, spread arrivals...`);
  const spread = await cpuDuring(serverPid, cpus, () => driver.run('spread', rate, seconds));
  const steady = { ...spread.result, cpu: spread.cpu };
  let burst: RunFigures | undefined;
  if (options.burst !== false) {
    console.log(`steady: ${rate} requests/s for ${seconds} s, burst arrivals (autocannon overallRate)...`);
    const b = await cpuDuring(serverPid, cpus, () => driver.run('burst', rate, seconds));
    burst = { ...b.result, cpu: b.cpu };
  }
  const stepSeconds = options.stepSeconds ?? 20;
  const steps: RunFigures[] = [];
  let stoppedBecause = 'all steps run';
  for (const stepRate of options.steps ?? [40, 80, 120, 160, 200]) {
    console.log(`saturation: ${stepRate} requests/s for ${stepSeconds} s...`);
    const s = await cpuDuring(serverPid, cpus, () => driver.run('spread', stepRate, stepSeconds));
    const step = { ...s.result, cpu: s.cpu };
    steps.push(step);
    console.log(`  ${step.throughput} requests/s answered; p50 ${step.latency.p50} / p95 ${step.latency.p95} / p99 ${step.latency.p99} ms; errors ${step.errors}, timeouts ${step.timeouts}, non-2xx ${step.non2xx}`);
    if (!clean(step)) { stoppedBecause = `errors at ${stepRate} requests/s`; break; }
    if (step.latency.p95 > STOP_P95_MS) { stoppedBecause = `p95 > ${STOP_P95_MS} ms at ${stepRate} requests/s`; break; }
  }
  const good = steps.filter((s) => clean(s) && s.latency.p95 < TARGET_P95_MS && s.throughput >= s.offeredRate * 0.95);
  const missed = [
    ...(!clean(steady) ? [`${rate} requests/s: ${steady.errors} errors, ${steady.timeouts} timeouts, ${steady.non2xx} non-2xx`] : []),
    ...(steady.latency.p95 >= TARGET_P95_MS ? [`${rate} requests/s (spread): p95 ${steady.latency.p95} ms`] : []),
  ];
  return {
    users,
    mix: Object.fromEntries(Object.entries(mix).map(([k, v]) => [k, v.weight])),
    steady,
    ...(burst ? { burst } : {}),
    saturation: { stepSeconds, steps, sustainedRate: good.length ? Math.max(...good.map((s) => s.offeredRate)) : null, stoppedBecause },
    targets: { p95Ms: TARGET_P95_MS, met: missed.length === 0, missed },
  };
}

export function printLoad(load: LoadFigures, database: string): void {
  const row = (label: string, r: RunFigures) => [label, {
    connections: r.connections, requests: r.requests, 'errors/timeouts/non-2xx': `${r.errors}/${r.timeouts}/${r.non2xx}`, 'requests/s': r.throughput,
    p50: r.latency.p50, p95: r.latency.p95, p99: r.latency.p99, max: r.latency.max, 'server CPU s': r.cpu?.serverSeconds, 'machine busy s': r.cpu?.machineBusySeconds,
  }] as const;
  console.log(`\n${database}: ${load.users} users; latency in ms (target: p95 < ${load.targets.p95Ms} at ${load.steady.offeredRate} requests/s, no errors)`);
  console.table(Object.fromEntries([
    row(`${load.steady.offeredRate}/s spread, ${load.steady.seconds} s`, load.steady),
    ...(load.burst ? [row(`${load.burst.offeredRate}/s burst, ${load.burst.seconds} s`, load.burst)] : []),
    ...load.saturation.steps.map((s) => row(`${s.offeredRate}/s spread, ${s.seconds} s`, s)),
  ]));
  console.log(`per operation at ${load.steady.offeredRate} requests/s (spread):`);
  console.table(Object.fromEntries(Object.entries(load.steady.operations).map(([k, v]) => [k, { n: v.n, p50: v.p50, p95: v.p95, p99: v.p99, max: v.max, ...(v.non2xx ? { non2xx: v.non2xx } : {}) }])));
  for (const f of [...load.steady.failures, ...(load.burst?.failures ?? [])]) console.log(`  failed: ${f}`);
  console.log(`sustained (p95 < ${load.targets.p95Ms} ms, no errors): ${load.saturation.sustainedRate ?? 'none'} requests/s; saturation run stopped: ${load.saturation.stoppedBecause}`);
  console.log(load.targets.met ? 'target met' : `target missed:\n  ${load.targets.missed.join('\n  ')}`);
}

async function main(): Promise<void> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const port = Number(process.env.BENCH_PORT ?? 18093);
  const base = `http://127.0.0.1:${port}`;
  const residents = Number(process.env.BENCH_LOAD_RESIDENTS ?? 100_000);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const kind = serverUrl ? 'postgres' : 'pglite';
  const dataDir = resolve(repo, '.tmp', 'bench-load-data');
  const admin = { username: 'admin', password: 'Bench-Rahasia-2026' };
  const serverMain = resolve(repo, 'server', 'dist', 'main.js');
  if (!existsSync(serverMain)) throw new Error('Build first: pnpm --filter ./server build (server/dist/main.js is missing)');
  rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = serverUrl ? await freshPostgres(serverUrl, 'sid_bench_load', dataDir) : undefined;
  console.log(`seeding ${residents.toLocaleString('en')} residents (${kind})...`);
  const seeded = await seedVillage({ dataDir, residents, databaseUrl });
  console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', STATIC_ROOT: repo, BACKUP_SCHEDULE: 'off',
    ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password,
    // Generous login limits: 200 sign-ins from one address in a row.
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000', LOGIN_MAX_FAILURES_PER_USERNAME: '10000', LOGIN_MAX_FAILURES: '1000',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForServer(base, 600);
    const call = client(base);
    const { token } = (await call('/api/auth/admin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })) as { token: string };
    const load = await loadTest({ base, adminToken: token, serverPid: server.pid!, ...optionsFromEnv() });
    const database = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (server, throwaway cluster settings)';
    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100) },
      database,
      tool: 'autocannon 9.0.0 (loopback)',
      dataset: { residents, seedSeconds: Math.round(seeded.ms / 100) / 10, ...seeded.counts },
      ...load,
      serverPeakRssMb: peakRssMb(server.pid!),
    };
    const file = writeResults(repo, `latest-load-${kind}.json`, `previous-load-${kind}.json`, results);
    printLoad(load, database);
    console.log(`server peak RSS ${results.serverPeakRssMb} MB; written to ${file}`);
  } finally {
    await stopServer(server);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
