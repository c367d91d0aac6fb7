// `pnpm bench:staff` (issue 39): a regency's office hours as an open loop, on the regency `pnpm
// bench:regency` seeded on PostgreSQL (its database sid_bench_regency and .tmp/bench-regency-seeded-postgres.json).
//
// 1. Two app processes (the built server) on that database and Debian's nginx in front with the
//    repository's proxy settings (deploy/nginx/sid.conf's `location /`): one port whose upstream is the
//    first process alone, one whose upstream is both (round robin). Every request of both runs goes
//    through nginx, so the two differ only in the number of app processes.
// 2. BENCH_STAFF (1,200) staff signed in (the seeded three per village, more Admins added when 1,200
//    needs them), their sessions in PostgreSQL shared by both processes; tokens kept in .tmp for the next run.
// 3. Open loop: each staff member sends a request after an exponential pause of mean BENCH_STAFF_PERIOD
//    (10) s (a Poisson process; 1,200 of them: ~120 requests/s), whether or not the earlier ones
//    returned, in their own village: lists, searches, details, counts, one write in ten. A request's
//    latency is from its scheduled time (no coordinated omission) to the end of its answer; 10 s is a
//    timeout. Per number of processes: BENCH_STAFF_SECONDS (60) s of the staff alone, then
//    BENCH_MONTH_END_SECONDS (60) s with the month-end beside them: every village's monthly report
//    (GET /api/laporan_bulanan by its Super Admin) at a uniformly random moment of that minute.
// 4. Where the CPU went in each window: each app process, nginx, PostgreSQL (the postmaster of the
//    database's port and its backends), this generator, everything else (other people's work on a
//    shared machine), with the load average.
// Targets (the issue): 0 errors and p95 < 200 ms for the staff, one and two processes; every report
// answered. Results: bench/results/latest-staff-postgres.json (the run before: previous-staff-postgres.json).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/src/db/client.js';
import { addStaff, type SeededVillage } from '../../server/src/db/demo-seed-regency.js';
import { hashPassword } from '../../server/src/lib/password.js';
import { client, stopServer, waitForServer, writeResults } from './lib.js';
import { latency, prng, UPDATE_FIELDS, type Latency } from './load.js';
import { cpuGroups, postmasterPid, type CpuGroup } from './staff-cpu.js';

const repo = resolve(import.meta.dirname, '..', '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const staffCount = Number(process.env.BENCH_STAFF ?? 1200);
const periodS = Number(process.env.BENCH_STAFF_PERIOD ?? 10);
const seconds = Number(process.env.BENCH_STAFF_SECONDS ?? 60);
const monthEndSeconds = Number(process.env.BENCH_MONTH_END_SECONDS ?? 60);
const processCounts = (process.env.BENCH_STAFF_PROCESSES ?? '1,2').split(',').map(Number);
const basePort = Number(process.env.BENCH_PORT ?? 18095);
const STAFF_PASSWORD = 'Bench-Desa-2026'; // bench:regency's
const TARGET_P95_MS = 200;
const TIMEOUT_MS = 10_000;
const dbName = process.env.BENCH_REGENCY_DB ?? 'sid_bench_regency';
const seededFile = resolve(repo, '.tmp', `bench-regency-seeded-postgres${dbName === 'sid_bench_regency' ? '' : `-${dbName}`}.json`);
const tokensFile = resolve(repo, '.tmp', `bench-staff-tokens-${dbName}.json`);
const work = resolve(repo, '.tmp', 'bench-staff');

interface Village { v: SeededVillage; residents: Array<{ _id: string; nik: string }>; cards: string[]; updates: Array<{ id: string; body: Record<string, unknown> }> }
interface Op { name: string; method: 'GET' | 'PUT' | 'POST'; path: string; body?: unknown }
interface Sent { at: number; token: string; op: Op }
interface Outcome { name: string; ms: number; status: number }

const PARTIAL = ['sit', 'wahyu', 'santoso', 'ani', 'dewi lest', 'agus pra', 'rahma', 'nurul', 'budi', 'siti'];
// A fresh NIK per child: district 35.73.05 (outside the seeded 35.07), a real date, a start of its own per run.
let nikSerial = Math.floor(Date.now() / 10) % 300_000_000;
function newNik(): string {
  const i = nikSerial++;
  const q = Math.floor(i / 9999);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `357305${pad(1 + (q % 28))}${pad(1 + (Math.floor(q / 28) % 12))}${pad(Math.floor(q / 336) % 100)}${String(1 + (i % 9999)).padStart(4, '0')}`;
}
const pick = <T>(list: T[], r: number): T => list[Math.floor(r * list.length) % list.length]!;

/** A staff member's next request in their village: weights of 100 as bench:load's mix, one write in ten. */
function nextOp(v: Village, r: () => number): Op {
  const get = (name: string, path: string): Op => ({ name, method: 'GET', path });
  const x = r() * 100;
  const res = pick(v.residents, r());
  if (x < 10) return get('listPenduduk, first page', '/api/penduduk?page=0&limit=10');
  if (x < 13) return get('listPenduduk, page 2-5', `/api/penduduk?page=${1 + Math.floor(r() * 4)}&limit=10`);
  if (x < 19) return get('listPenduduk sort=nama_lengkap', `/api/penduduk?page=${Math.floor(r() * 3)}&limit=10&sort=nama_lengkap`);
  if (x < 31) return get('listPenduduk q=<name>', `/api/penduduk?q=${encodeURIComponent(pick(PARTIAL, r()))}&limit=10`);
  if (x < 38) return get('searchPendudukByName', `/api/penduduk/all/s?name=${encodeURIComponent(pick(PARTIAL, r()))}&limit=10`);
  if (x < 44) return get('searchPendudukByNik, 10-digit prefix', `/api/penduduk/all/nik/s?nik=${res.nik.slice(0, 10)}&limit=10`);
  if (x < 47) return get('searchPendudukByNik, exact', `/api/penduduk/all/nik/s?nik=${res.nik}`);
  if (x < 59) return get('getPenduduk (detail)', `/api/penduduk/${res._id}`);
  if (x < 66) return get('listKartuKeluarga, first page', '/api/kartu_keluarga?page=0&limit=10');
  if (x < 73) return get('getKartuKeluarga (detail)', `/api/kartu_keluarga/${pick(v.cards, r())}`);
  if (x < 81) return get('getDashboardCounts', '/api/activity/all');
  if (x < 85) return get('listPendudukMasuk, first page', '/api/penduduk_masuk/k?page=0&limit=10');
  if (x < 90) return get('listPendudukKeluar, first page', '/api/penduduk_keluar?page=0&limit=10');
  if (x < 95) {
    const u = pick(v.updates, r());
    return { name: 'WRITE updatePenduduk (address)', method: 'PUT', path: `/api/penduduk/${u.id}`, body: { ...u.body, alamat_asal: `Dusun Krajan RT 0${1 + Math.floor(r() * 9)}/RW 0${1 + Math.floor(r() * 5)}` } };
  }
  return {
    name: 'WRITE createAnggotaKeluarga (a child)', method: 'POST', path: `/api/penduduk/${pick(v.cards, r())}`,
    body: {
      nik: newNik(), nama_lengkap: 'Anak Beban Kantor', jenis_kelamin: r() < 0.5 ? 'Perempuan' : 'Laki laki', tempat_tanggal_lahir: 'Malang, 05 Januari 2020', umur: '6',
      agama: 'Islam', status_perkawinan: 'Belum Kawin', pekerjaan: 'Belum/Tidak Bekerja', pendidikan_terakhir: 'Tidak/Belum Sekolah', posisi_dalam_keluarga: 'Anak', alamat_asal: 'Dusun Krajan RT 01/RW 02',
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One request; resolves with its status (0: a network error, -1: the timeout) when the answer has been read. */
function send(port: number, token: string, op: Op): Promise<number> {
  return new Promise((done) => {
    const body = op.body === undefined ? undefined : JSON.stringify(op.body);
    const req = http.request({ host: '127.0.0.1', port, path: op.path, method: op.method, agent, timeout: TIMEOUT_MS, headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', () => done(0));
    });
    req.on('timeout', () => { req.destroy(); done(-1); });
    req.on('error', () => done(0));
    req.end(body);
  });
}

/** Sends every request at its scheduled time (ms from now), never waiting for earlier answers. */
async function openLoop(port: number, schedule: Sent[]): Promise<Outcome[]> {
  schedule.sort((a, b) => a.at - b.at);
  const t0 = performance.now();
  const pending: Array<Promise<Outcome>> = [];
  for (let i = 0; i < schedule.length;) {
    const now = performance.now() - t0;
    while (i < schedule.length && schedule[i]!.at <= now) {
      const s = schedule[i++]!;
      pending.push(send(port, s.token, s.op).then((status) => ({ name: s.op.name, status, ms: performance.now() - t0 - s.at })));
    }
    if (i < schedule.length) await new Promise((r) => setTimeout(r, Math.max(0, schedule[i]!.at - (performance.now() - t0))));
  }
  return Promise.all(pending);
}

function figures(outcomes: Outcome[], wallS: number) {
  // The spec's name search answers 404 when no resident holds the name: in a village of a thousand
  // that is an answer, not an error.
  const ok = (o: Outcome) => (o.status >= 200 && o.status < 300) || (o.status === 404 && o.name === 'searchPendudukByName');
  const failures = outcomes.filter((o) => !ok(o));
  const byOp: Record<string, Outcome[]> = {};
  for (const o of outcomes) (byOp[o.name] ??= []).push(o);
  return {
    requests: outcomes.length,
    errors: failures.length,
    timeouts: failures.filter((o) => o.status === -1).length,
    failures: [...new Set(failures.map((o) => `${o.name}: ${o.status}`))].slice(0, 8),
    throughput: Math.round((outcomes.length / wallS) * 10) / 10,
    latency: latency(outcomes.map((o) => o.ms)),
    operations: Object.fromEntries(Object.entries(byOp).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, latency(v.map((o) => o.ms))])) as Record<string, Latency>,
  };
}

/** Each staff member's Poisson arrivals over `windowS` seconds. */
function staffSchedule(staff: Array<{ token: string; village: Village }>, windowS: number, seed: number): Sent[] {
  const r = prng(seed);
  const out: Sent[] = [];
  for (const s of staff) {
    for (let t = -Math.log(1 - r()) * periodS * 1000; t < windowS * 1000; t += -Math.log(1 - r()) * periodS * 1000) out.push({ at: t, token: s.token, op: nextOp(s.village, r) });
  }
  return out;
}

function nginxConf(ports: { app: number[]; one: number; two: number }): string {
  const conf = readFileSync(resolve(repo, 'deploy', 'nginx', 'sid.conf'), 'utf8');
  const start = conf.indexOf('location / {');
  let depth = 0;
  let end = start;
  for (let i = start; i < conf.length; i++) {
    if (conf[i] === '{') depth++;
    if (conf[i] === '}' && --depth === 0) { end = i + 1; break; }
  }
  const location = conf.slice(start, end);
  const upstream = (name: string, apps: number[]) => `upstream ${name} {\n${apps.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}\n    keepalive 32;\n  }`;
  const server = (port: number, name: string) => `server {\n    listen 127.0.0.1:${port};\n    client_max_body_size 25m;\n    ${location.replace('http://sid_app', `http://${name}`)}\n  }`;
  return `worker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log warn;\nevents { worker_connections 4096; }\nhttp {\n  access_log off;\n  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;\n  ${upstream('sid_one', ports.app.slice(0, 1))}\n  ${upstream('sid_two', ports.app)}\n  ${server(ports.one, 'sid_one')}\n  ${server(ports.two, 'sid_two')}\n}\n`;
}

async function signInAll(base: string, usernames: string[]): Promise<string[]> {
  if (existsSync(tokensFile)) {
    const cached = JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>;
    const tokens = usernames.map((u) => cached[u]);
    const alive = async (t?: string) => !!t && (await fetch(`${base}/api/activity/all`, { headers: { 'x-auth-token': t } })).ok;
    if (tokens.every(Boolean) && (await alive(tokens[0])) && (await alive(tokens.at(-1)))) return tokens as string[];
  }
  const call = client(base);
  const started = performance.now();
  const tokens: string[] = [];
  for (let i = 0; i < usernames.length; i += 4) {
    await Promise.all(usernames.slice(i, i + 4).map(async (username, k) => {
      const { token } = (await call('/api/auth/admin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: STAFF_PASSWORD }) })) as { token: string };
      tokens[i + k] = token;
    }));
  }
  console.log(`${usernames.length} staff signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  writeFileSync(tokensFile, JSON.stringify(Object.fromEntries(usernames.map((u, k) => [u, tokens[k]]))));
  return tokens;
}

async function villageInputs(base: string, v: SeededVillage, token: string): Promise<Village> {
  const call = client(base);
  const headers = { 'x-auth-token': token };
  const first = (await call('/api/penduduk?page=0&limit=20', { headers })) as { total: number; data: Village['residents'] };
  const deep = (await call(`/api/penduduk?page=${Math.floor((first.total * 0.9) / 20)}&limit=20`, { headers })) as { data: Village['residents'] };
  const cards = (await call('/api/kartu_keluarga?page=0&limit=20', { headers })) as { data: Array<{ _id: string }> };
  const residents = [...first.data, ...deep.data];
  const updates: Village['updates'] = [];
  for (const r of [residents[1]!, residents.at(-2)!]) {
    const { data } = (await call(`/api/penduduk/${r._id}`, { headers })) as { data: Record<string, unknown> };
    updates.push({ id: r._id, body: Object.fromEntries(UPDATE_FIELDS.map((f) => [f, data[f]])) });
  }
  return { v, residents, cards: cards.data.map((c) => c._id), updates };
}

async function main(): Promise<void> {
  if (!serverUrl) throw new Error('PostgreSQL only: BENCH_DATABASE_URL (the server bench:regency seeded)');
  if (!existsSync(seededFile)) throw new Error(`run bench:regency on PostgreSQL first (${seededFile} is missing)`);
  const serverMain = resolve(repo, 'server', 'dist', 'main.js');
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const seeded = JSON.parse(readFileSync(seededFile, 'utf8')) as { villages: SeededVillage[] };
  const active = seeded.villages.filter((v) => v.aktif && v.superAdmin);
  // The staff: sa., op1., op2. of every active village, then op3.... until BENCH_STAFF.
  const usernames = [0, 1, 2].flatMap((k) => active.map((v) => `${['sa', 'op1', 'op2'][k]}.${v.kode.replace(/\./g, '')}`));
  if (usernames.length < staffCount) {
    const database = await openDatabase({ dataDir: work, databaseUrl });
    try {
      usernames.push(...(await addStaff(database.db, active, staffCount - usernames.length, await hashPassword(STAFF_PASSWORD))));
    } finally {
      await database.close();
    }
  }
  usernames.length = staffCount;
  const villageOf = (username: string) => active.find((v) => v.kode.replace(/\./g, '') === username.split('.')[1])!;

  mkdirSync(work, { recursive: true });
  const appPorts = [basePort, basePort + 1];
  const ports = { app: appPorts, one: basePort + 2, two: basePort + 3 };
  const apps: ChildProcess[] = appPorts.map((port) => spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', STATIC_ROOT: repo,
      JWT_SECRET: 'bench-staff-jwt-secret-0123456789abcdef', KODE_KABUPATEN: '35.07', LOGIN_MAX_CONCURRENT_HASHES: '4', LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '4',
      ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Bench-Rahasia-2026',
    },
  }));
  writeFileSync(resolve(work, 'nginx.conf'), nginxConf(ports));
  const nginx = spawn('/usr/sbin/nginx', ['-p', work, '-c', resolve(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (const p of appPorts) await waitForServer(`http://127.0.0.1:${p}`, 600);
    await waitForServer(`http://127.0.0.1:${ports.two}`, 60);
    const direct = `http://127.0.0.1:${appPorts[0]}`;
    const tokens = await signInAll(direct, usernames);
    const inputs = new Map<string, Village>();
    const sa = new Map(active.map((v) => [v.desaId, tokens[usernames.indexOf(v.superAdmin!)]!]));
    const started = performance.now();
    for (let i = 0; i < active.length; i += 4) {
      await Promise.all(active.slice(i, i + 4).map(async (v) => inputs.set(v.desaId, await villageInputs(direct, v, sa.get(v.desaId)!))));
    }
    console.log(`inputs of ${active.length} villages read in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const staff = usernames.map((u, k) => ({ token: tokens[k]!, village: inputs.get(villageOf(u).desaId)! }));
    const pgPid = postmasterPid(Number(url.port));
    const groups = (n: number): CpuGroup[] => [
      ...apps.slice(0, n).map((a, k) => ({ name: `app${k + 1}`, pid: a.pid! })),
      { name: 'nginx', pid: nginx.pid!, tree: true },
      ...(pgPid ? [{ name: 'postgresql', pid: pgPid, tree: true }] : []),
      { name: 'generator', pid: process.pid },
    ];

    const runs: Record<string, unknown> = {};
    const missed: string[] = [];
    for (const n of processCounts) {
      const port = n === 1 ? ports.one : ports.two;
      console.log(`${n} app process(es): warm-up 5 s...`);
      await openLoop(port, staffSchedule(staff.slice(0, 300), 5, 7 + n));
      console.log(`${n} app process(es): ${staffCount} staff for ${seconds} s...`);
      const alone = await cpuGroups(groups(n), async () => openLoop(port, staffSchedule(staff, seconds, 100 + n)));
      const when = prng(300 + n);
      const reports: Sent[] = active.map((v) => ({ at: when() * monthEndSeconds * 1000, token: sa.get(v.desaId)!, op: { name: 'getLaporanBulanan (month-end)', method: 'GET', path: '/api/laporan_bulanan' } }));
      console.log(`${n} app process(es): ${staffCount} staff and the month-end (${reports.length} reports) for ${monthEndSeconds} s...`);
      const monthEnd = await cpuGroups(groups(n), async () => openLoop(port, [...staffSchedule(staff, monthEndSeconds, 200 + n), ...reports]));
      const staffAlone = figures(alone.result, seconds);
      const staffMonthEnd = figures(monthEnd.result.filter((o) => !o.name.includes('month-end')), monthEndSeconds);
      const reportFigures = figures(monthEnd.result.filter((o) => o.name.includes('month-end')), monthEndSeconds);
      runs[`${n} process${n > 1 ? 'es' : ''}`] = {
        staffAlone: { ...staffAlone, cpu: alone.cpu },
        monthEnd: { staff: staffMonthEnd, reports: reportFigures, cpu: monthEnd.cpu },
      };
      for (const [label, f] of [['staff', staffAlone], ['staff during the month-end', staffMonthEnd], ['month-end reports', reportFigures]] as const) {
        console.log(`  ${label}: ${f.requests} requests, ${f.errors} errors, ${f.throughput}/s, p50 ${f.latency.p50} / p95 ${f.latency.p95} / p99 ${f.latency.p99} / max ${f.latency.max} ms`);
        if (f.errors) missed.push(`${n} process(es), ${label}: ${f.errors} errors (${f.failures.join(', ')})`);
        if (label !== 'month-end reports' && f.latency.p95 >= TARGET_P95_MS) missed.push(`${n} process(es), ${label}: p95 ${f.latency.p95} ms`);
      }
      console.log(`  CPU s (staff alone): ${JSON.stringify(alone.cpu)}`);
      console.log(`  CPU s (month-end):   ${JSON.stringify(monthEnd.cpu)}`);
    }
    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      database: 'PostgreSQL (server, throwaway cluster settings), the regency bench:regency seeded',
      regency: { villages: seeded.villages.length, activeVillages: active.length, residents: seeded.villages.reduce((a, v) => a + v.residents, 0) },
      load: { staff: staffCount, meanPauseSeconds: periodS, offeredRate: Math.round(staffCount / periodS), writes: '1 in 10', arrivals: 'Poisson per staff member (open loop), latency from the scheduled time', seconds, monthEndSeconds, proxy: 'nginx (deploy/nginx/sid.conf location /), worker_processes 1' },
      runs,
      targets: { p95Ms: TARGET_P95_MS, errors: 0, missed },
    };
    const file = writeResults(repo, 'latest-staff-postgres.json', 'previous-staff-postgres.json', results);
    console.log(missed.length ? `targets missed:\n  ${missed.join('\n  ')}` : 'all targets met');
    console.log(`written to ${file}`);
  } finally {
    nginx.kill('SIGTERM');
    await Promise.all(apps.map((a) => stopServer(a)));
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
