// What the benches share: seeding one village, a fresh PostgreSQL database, latency statistics, timed
// runs, the HTTP calls, the server's memory and CPU, the rotation of result files.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/client.js';
import { migrate } from '../../server/src/db/migrate.js';
import { ensureDesa } from '../../server/src/db/seed.js';
import { seedRegistry } from '../../server/src/db/demo-seed.js';
import { recreateDatabase } from '../../server/src/db/demo-seed-regency.js';

/**
 * Seeds one village of `residents` residents (the environment's village, server/src/db/demo-seed.ts)
 * into PGlite at `dataDir` or the PostgreSQL database of `databaseUrl`, before the server starts (the
 * server then owns the database).
 */
export async function seedVillage(options: { dataDir: string; residents: number; databaseUrl?: string }): Promise<{ ms: number; counts: Record<string, unknown> }> {
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATA_DIR: options.dataDir });
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, bulkLoad: true });
  try {
    await migrate(database);
    const desaId = await ensureDesa(database.db, config.village);
    const counts = await seedRegistry(database.db, desaId, options.residents);
    return { ms: Math.round(performance.now() - started), counts };
  } finally {
    await database.close();
  }
}

/** A fresh database `name` on the PostgreSQL server of `url` (dropped first if it exists); returns its URL. */
export async function freshPostgres(url: string, name: string, dataDir: string): Promise<string> {
  const owner = await openDatabase({ databaseUrl: url, dataDir });
  try {
    await recreateDatabase(owner.db, name);
  } finally {
    await owner.close();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface Stat { n: number; p50: number; p95: number; max: number; rps?: number }

/**
 * The nearest-rank percentile: the smallest value at least p % of the samples do not exceed. Of fewer
 * than 20 samples the p95 is the largest; of 24, the second largest.
 */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (x: number) => Math.round(x * 100) / 100;

export function summarise(times: number[], wallMs?: number): Stat {
  const s = [...times].sort((a, b) => a - b);
  if (s.length === 0) return { n: 0, p50: NaN, p95: NaN, max: NaN };
  return { n: s.length, p50: round(percentile(s, 50)), p95: round(percentile(s, 95)), max: round(s.at(-1)!), ...(wallMs ? { rps: Math.round((s.length / wallMs) * 1000) } : {}) };
}

export interface MeasureOptions {
  /** Calls before measuring (default 20, fewer when a call is slow). */
  warmup?: number;
  /** Stop after this long even if n calls were not made (at least 10 are). Default: no limit. */
  budgetMs?: number;
}

/** Runs `op` n times with `concurrency` callers in flight; returns per-call latencies in ms. */
export async function measure(n: number, concurrency: number, op: () => Promise<void>, options: MeasureOptions = {}): Promise<Stat> {
  const warmup = Math.min(options.warmup ?? 20, n);
  const warmStarted = performance.now();
  for (let i = 0; i < warmup; i++) {
    await op();
    // A slow operation gets a short warm-up (the budget is for measuring).
    if (options.budgetMs && performance.now() - warmStarted > options.budgetMs / 4) break;
  }
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = options.budgetMs ? started + options.budgetMs : Infinity;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n && (next < 10 || performance.now() < deadline)) {
      next += 1;
      const t0 = performance.now();
      await op();
      times.push(performance.now() - t0);
    }
  }));
  return summarise(times, performance.now() - started);
}

export function client(base: string) {
  return async function call(path: string, init: RequestInit = {}, expected = 200): Promise<unknown> {
    const res = await fetch(`${base}${path}`, init);
    const body = await res.json();
    if (res.status !== expected) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
}

/** Stops a server this bench started and waits for it to exit (its DATA_DIR lock is then free). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** Waits until the server answers GET /api/config. */
export async function waitForServer(base: string, seconds = 120): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) return;
    } catch {
      /* starting */
    }
    if (i > seconds * 4) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The peak resident set (VmHWM) of a process we started, in MB. */
export function peakRssMb(pid: number): number | undefined {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'));
  return hwm ? Math.round(Number(hwm[1]) / 1024) : undefined;
}

/** Writes bench/results/<latest>, moving the run before to bench/results/<previous>. */
export function writeResults(repo: string, latest: string, previous: string, results: unknown): string {
  const dir = resolve(repo, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, latest);
  if (existsSync(file)) renameSync(file, resolve(dir, previous));
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

const CLK_TCK = 100; // Linux's USER_HZ on every common platform

/** CPU seconds (user + system) used so far by process `pid`. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

/** CPU seconds the whole machine has spent busy (not idle, not waiting for I/O) so far. */
export function machineBusyCpuSeconds(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - n[3]! - n[4]!) / CLK_TCK;
}

/** Where the CPU went while `fn` ran: the server, this process (the callers), everything else. */
export async function cpuDuring<T>(serverPid: number, cpus: number, fn: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number> }> {
  const s0 = processCpuSeconds(serverPid);
  const c0 = process.cpuUsage();
  const m0 = machineBusyCpuSeconds();
  const t0 = performance.now();
  const result = await fn();
  const wall = (performance.now() - t0) / 1000;
  const server = processCpuSeconds(serverPid) - s0;
  const c = process.cpuUsage(c0);
  const callers = (c.user + c.system) / 1e6;
  const machine = machineBusyCpuSeconds() - m0;
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    result,
    cpu: {
      wallSeconds: r(wall),
      machineCapacitySeconds: r(wall * cpus),
      machineBusySeconds: r(machine),
      serverSeconds: r(server),
      benchCallersSeconds: r(callers),
      otherSeconds: r(machine - server - callers),
    },
  };
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const address = probe.address();
  await new Promise((r) => probe.close(r));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The machine's 1, 5 and 15-minute load averages, written with a bench's figures. */
export const loadAverage = (): number[] => os.loadavg().map((x) => Math.round(x * 100) / 100);
