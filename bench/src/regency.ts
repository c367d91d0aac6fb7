// `pnpm bench:regency` (or BENCH_MODE=regency pnpm bench): a whole regency in one database, measured
// over real HTTP against the built server, as a village's staff and as the Admin Kabupaten see it.
//
// 1. Seeds BENCH_RESIDENTS (default 1,000,000) residents in BENCH_VILLAGES (default 400) villages
//    straight into the database as its owner (server/src/db/demo-seed.ts seedRegency: sizes skewed like
//    a real regency's, most 1,000-5,000, a few 20,000-50,000; three staff per village, password hashed
//    by the server's own hashPassword). PGlite in .tmp/bench-regency-data, or PostgreSQL when
//    BENCH_DATABASE_URL or DATABASE_URL is set (a fresh database `sid_bench_regency` is created on
//    that server, dropped first if it exists; e.g. `node server/scripts/with-postgres.mjs pnpm bench:regency`).
// 2. Starts the built server on it (KABUPATEN_ADMIN_USERNAME set: the regency console).
// 3. One caller at a time (the latency a clerk sees), for the smallest, a median and the largest active
//    village, signed in as its Super Admin: the resident list (first and a deep page, 90 % through;
//    sorted by name), name searches (the common "budi" and "siti", partial names), NIK search, the
//    family-card list, the dashboard counts. As the Admin Kabupaten: the village list (first page,
//    sorted by residents) and the regency totals.
// 4. BENCH_CALLERS (default 50) callers at once, each signed in to another village (spread over all
//    sizes), each cycling through the village operations above, while one Admin Kabupaten caller reads
//    the totals and the village list: p50/p95/max per operation and the throughput.
// 5. The database size (pg_database_size; PGlite also its directory on disk), the seeding time, the
//    server's peak RSS (VmHWM of the process spawned here) and the seeding process's.
//
// Targets (the issue): every village operation p95 < 50 ms, the regency totals p95 < 100 ms, alone and
// with the concurrent callers; issue 37's statistics < 500 ms, a village's monthly report < 200 ms and the regency's < 2 s. Results: bench/results/latest-regency-<pglite|postgres>.json (the run
// before kept as previous-regency-<...>.json) and a table on stdout. Not asserted anywhere: machines are
// shared and noisy; the figures are for people and for comparing runs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/client.js';
import { migrate } from '../../server/src/db/migrate.js';
import { ensureDesa } from '../../server/src/db/seed.js';
import { databaseFigures, seedRegency, seedSuratRiwayat, type SeededVillage } from '../../server/src/db/demo-seed-regency.js';
import { hashPassword } from '../../server/src/lib/password.js';
import { jumlahBulan } from '../../server/src/data/peristiwa.js';
import { susunLaporan } from '../../server/src/domain/laporan-bulanan.js';
import { findLaporanTutup, insertLaporanTutup } from '../../server/src/data/laporan-bulanan.js';
import { suratMissed, suratOperations, TARGET_AGENDA_MS, TARGET_TERBIT_MS } from './regency-surat.js';
import { client, cpuDuring, freshPostgres, measure, peakRssMb, summarise, waitForServer, writeResults, type Stat, stopServer } from './lib.js';

const repo = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 18091);
const base = `http://127.0.0.1:${port}`;
const residents = Number(process.env.BENCH_RESIDENTS ?? 1_000_000);
const villageCount = Number(process.env.BENCH_VILLAGES ?? 400);
const N = Number(process.env.BENCH_N ?? 100);
const budgetMs = Number(process.env.BENCH_OP_SECONDS ?? 20) * 1000;
const callers = Number(process.env.BENCH_CALLERS ?? 50);
const perCaller = Number(process.env.BENCH_CALLER_REQUESTS ?? 40);
// Layanan Surat's register history: letters per resident over the three years before this one (issue 36).
const suratPerResident = Number(process.env.BENCH_SURAT_PER_RESIDENT ?? 0.6);
// BENCH_ONLY=surat: the seed and the letters only (no other village operation, no concurrent callers).
const onlySurat = process.env.BENCH_ONLY === 'surat';
// BENCH_ONLY=laporan: issue 37's operations only (statistics and monthly reports, one caller at a time), on a regency seeded before.
// BENCH_ONLY=cari: the village searches only (names, NIK; issue 35's small village), one caller at a time.
const PILIHAN: Record<string, RegExp> = { laporan: /Statistik|Laporan/, cari: /q=|name=|nik=/ };
const pilihan = PILIHAN[process.env.BENCH_ONLY ?? ''];
const onlyPilihan = pilihan !== undefined;
const dipilih = (op: string): boolean => !pilihan || pilihan.test(op);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const kind = serverUrl ? 'postgres' : 'pglite';
const dataDir = resolve(repo, '.tmp', 'bench-regency-data');
// BENCH_REGENCY_REUSE=1 measures the regency the last run seeded (its villages kept in seededFile).
const reuse = process.env.BENCH_REGENCY_REUSE === '1';
// BENCH_REGENCY_DB: another database than sid_bench_regency (a small regency to try the benches on).
const dbName = process.env.BENCH_REGENCY_DB ?? 'sid_bench_regency';
const seededFile = resolve(repo, '.tmp', `bench-regency-seeded-${kind}${dbName === 'sid_bench_regency' ? '' : `-${dbName}`}.json`);
const STAFF_PASSWORD = 'Bench-Desa-2026';
const admin = { username: 'admin', password: 'Bench-Rahasia-2026' };
const kabupatenAdmin = { username: 'kabupaten', password: 'Bench-Kabupaten-2026' };
const TARGET_DESA_MS = 50;
const TARGET_KABUPATEN_MS = 100;

const call = client(base);
const json = { 'content-type': 'application/json' };

function diskMb(dir: string): number | undefined {
  try {
    return Math.round(Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024);
  } catch {
    return undefined;
  }
}

/**
 * BENCH_LAPORAN_DITUTUP=1: every active village has closed the month before last (a regency in its
 * steady state, where the reminder has villages close each month), stored as the product stores it, so
 * the reports of last month and this one start from it (issue 37). Kept between runs (not stored twice).
 */
async function tutupBulanSebelumLalu(databaseUrl: string | undefined, villages: SeededVillage[]): Promise<{ bulan: string; desa: number; ms: number }> {
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 2);
  const bulan = d.toISOString().slice(0, 7);
  const database = await openDatabase({ dataDir, databaseUrl });
  let desa = 0;
  try {
    for (const v of villages.filter((x) => x.aktif)) {
      if (await findLaporanTutup(database.db, v.desaId, bulan)) continue;
      const isi = susunLaporan(await jumlahBulan(database.db, v.desaId, bulan, config.timeZone));
      await insertLaporanTutup(database.db, { desaId: v.desaId, bulan, isi, ditutupOlehId: null, ditutupOlehNama: 'bench' });
      desa += 1;
    }
  } finally {
    await database.close();
  }
  return { bulan, desa, ms: Math.round(performance.now() - started) };
}

async function seed(databaseUrl: string | undefined) {
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir, databaseUrl, bulkLoad: true });
  try {
    await migrate(database);
    await ensureDesa(database.db, config.village);
    const staffPasswordHash = await hashPassword(STAFF_PASSWORD);
    const seeded = await seedRegency(database.db, {
      residents,
      villages: villageCount,
      staffPasswordHash,
      onProgress: (done, total, ms) => console.log(`  seeded ${done.toLocaleString('en')} / ${total.toLocaleString('en')} residents in ${(ms / 1000).toFixed(1)} s`),
    });
    const surat = suratPerResident > 0 ? await seedSuratRiwayat(database.db, seeded.villages, suratPerResident, new Date().getFullYear()) : 0;
    const ms = Math.round(performance.now() - started);
    return { ms, ...seeded, counts: { ...seeded.counts, surat }, size: await databaseFigures(database.db) };
  } finally {
    await database.close();
  }
}

interface Signed { village: SeededVillage; auth: Record<string, string>; total: number; kkTotal: number; niks: string[]; dusunId?: string; rtId?: string }

async function signIn(username: string, password: string): Promise<Record<string, string>> {
  const { token } = (await call('/api/auth/admin', { method: 'POST', headers: json, body: JSON.stringify({ username, password }) })) as { token: string };
  return { 'x-auth-token': token };
}

async function signInVillage(village: SeededVillage): Promise<Signed> {
  const auth = await signIn(village.superAdmin!, STAFF_PASSWORD);
  const first = (await call('/api/penduduk?page=0&limit=10', { headers: auth })) as { total: number };
  const kk = (await call('/api/kartu_keluarga?page=0&limit=10', { headers: auth })) as { total: number };
  const deep = Math.floor((first.total * 0.9) / 10);
  const page = (await call(`/api/penduduk?page=${deep}&limit=10`, { headers: auth })) as { data: Array<{ nik: string }> };
  // The village's areas (seeded: 4 dusun, 24 RT): the first dusun and an RT of it for the filters.
  const wilayah = (await call('/api/wilayah_desa', { headers: auth })) as { data: { dusun: Array<{ _id: string; rw: Array<{ rt: Array<{ _id: string }> }> }> } };
  const dusun = wilayah.data.dusun[0];
  return { village, auth, total: first.total, kkTotal: kk.total, niks: page.data.map((p) => p.nik), dusunId: dusun?._id, rtId: dusun?.rw[0]?.rt[0]?._id };
}

const BULAN_LALU = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

const PARTIAL = ['sit', 'wahyu', 'santoso', 'ani', 'dewi lest', 'agus pra', 'rahma', 'nurul'];

/** The village operations: name -> the path of the i-th call. */
function villageOperations(s: Signed): Record<string, (i: number) => string> {
  const deep = Math.floor((s.total * 0.9) / 10);
  const deepKk = Math.floor((s.kkTotal * 0.9) / 10);
  return {
    'listPenduduk, first page': () => '/api/penduduk?page=0&limit=10',
    'listPenduduk, deep page (90 %)': () => `/api/penduduk?page=${deep}&limit=10`,
    'listPenduduk sort=nama_lengkap, first page': () => '/api/penduduk?page=0&limit=10&sort=nama_lengkap',
    'listPenduduk sort=nama_lengkap, deep page': () => `/api/penduduk?page=${deep}&limit=10&sort=nama_lengkap`,
    // Issue 35: the age is the birth date's order, and an age range is a birth-date range.
    'listPenduduk sort=umur, first page': () => '/api/penduduk?page=0&limit=10&sort=umur',
    'listPenduduk sort=umur desc, deep page': () => `/api/penduduk?page=${deep}&limit=10&sort=umur&order=desc`,
    'listPenduduk umur_min=17&umur_max=25': () => '/api/penduduk?umur_min=17&umur_max=25&limit=10',
    'listPenduduk umur_min=60 sort=umur': () => '/api/penduduk?umur_min=60&limit=10&sort=umur',
    'listPerluDilengkapi': () => '/api/penduduk/perlu_dilengkapi?limit=10',
    // Issue 35: the lists by the address in the village (a quarter of the village lives in a dusun, 1/24 in an RT).
    ...(s.dusunId ? {
      'listPenduduk dusun_id=<a dusun> sort=nama_lengkap': () => `/api/penduduk?dusun_id=${s.dusunId}&limit=10&sort=nama_lengkap`,
      'listPenduduk dusun_id=<a dusun> umur_min=60': () => `/api/penduduk?dusun_id=${s.dusunId}&umur_min=60&limit=10`,
      'listKartuKeluarga dusun_id=<a dusun>': () => `/api/kartu_keluarga?dusun_id=${s.dusunId}&limit=10`,
    } : {}),
    ...(s.rtId ? {
      'listPenduduk rt_id=<an RT> sort=umur': () => `/api/penduduk?rt_id=${s.rtId}&limit=10&sort=umur`,
      'listKartuKeluarga rt_id=<an RT>': () => `/api/kartu_keluarga?rt_id=${s.rtId}&limit=10`,
    } : {}),
    'listPenduduk q=budi': () => '/api/penduduk?q=budi&limit=10',
    'listPenduduk q=siti': () => '/api/penduduk?q=siti&limit=10',
    'listPenduduk q=<partial name>': (i) => `/api/penduduk?q=${encodeURIComponent(PARTIAL[i % PARTIAL.length]!)}&limit=10`,
    'searchPendudukByName name=siti (sorted by name)': () => '/api/penduduk/all/s?name=siti&limit=10',
    // Issue 39: a name held by more than 24 of a big village's words (docs/known-gaps.md, data/cari/nama.ts).
    'listPenduduk q=an': () => '/api/penduduk?q=an&limit=10',
    'searchPendudukByName name=an (sorted by name)': () => '/api/penduduk/all/s?name=an&limit=10',
    'searchPendudukByNik, exact': (i) => `/api/penduduk/all/nik/s?nik=${s.niks[i % s.niks.length]}`,
    'searchPendudukByNik, 10-digit prefix': (i) => `/api/penduduk/all/nik/s?nik=${s.niks[i % s.niks.length]!.slice(0, 10)}&limit=10`,
    'listKartuKeluarga, first page': () => '/api/kartu_keluarga?page=0&limit=10',
    'listKartuKeluarga sort=nama_lengkap, deep page': () => `/api/kartu_keluarga?page=${deepKk}&limit=10&sort=nama_lengkap`,
    'getDashboardCounts': () => '/api/activity/all',
    // Issue 37: the statistics page (every table in one answer).
    'getStatistikPenduduk': () => '/api/statistik_penduduk',
    // Issue 37: the village's monthly report (the current month, computed from the ledger) and last month's.
    'getLaporanBulanan': () => '/api/laporan_bulanan',
    'getLaporanBulanan bulan=<last month>': () => `/api/laporan_bulanan?bulan=${BULAN_LALU}`,
  };
}

const KABUPATEN_OPERATIONS: Record<string, (i: number) => string> = {
  'listDesaKabupaten, first page': () => '/api/kabupaten/desa?page=0&limit=10',
  'listDesaKabupaten sort=penduduk desc': () => '/api/kabupaten/desa?page=0&limit=10&sort=penduduk&order=desc',
  'listDesaKabupaten, last page by name': () => `/api/kabupaten/desa?page=${Math.floor(villageCount / 10)}&limit=10`,
  'getRingkasanKabupaten': () => '/api/kabupaten/ringkasan',
  // Issue 37: the regency's statistics and every village's monthly report side by side.
  'getStatistikKabupaten': () => '/api/kabupaten/statistik',
  'getLaporanBulananKabupaten': () => '/api/kabupaten/laporan_bulanan',
};

/** Issue 37's own targets (a statistics page < 500 ms, the regency's monthly report < 2 s); the others p95 < 50 / 100 ms. */
const TARGETS_MS: Record<string, number> = { getLaporanBulanan: 200, 'getLaporanBulanan bulan=<last month>': 200, getStatistikPenduduk: 500, getStatistikKabupaten: 500, getLaporanBulananKabupaten: 2000 };
const target = (op: string, otherwise: number) => TARGETS_MS[op] ?? otherwise;

async function timed(path: string, headers: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  await call(path, { headers });
  return performance.now() - t0;
}

/** BENCH_CALLERS village callers at once (one village each), and one regency caller beside them. */
async function concurrent(signed: Signed[], kabupatenAuth: Record<string, string>) {
  const perOp: Record<string, number[]> = {};
  const all: number[] = [];
  const regency: Record<string, number[]> = {};
  let running = true;
  const started = performance.now();
  const regencyCaller = (async () => {
    const names = ['getRingkasanKabupaten', 'listDesaKabupaten sort=penduduk desc'];
    for (let i = 0; running; i++) {
      const name = names[i % names.length]!;
      (regency[name] ??= []).push(await timed(KABUPATEN_OPERATIONS[name]!(i), kabupatenAuth));
    }
  })();
  await Promise.all(signed.map(async (s, c) => {
    const ops = Object.entries(villageOperations(s));
    for (let i = 0; i < perCaller; i++) {
      const [name, path] = ops[(c + i) % ops.length]!;
      const ms = await timed(path(i), s.auth);
      (perOp[name] ??= []).push(ms);
      all.push(ms);
    }
  }));
  const wall = performance.now() - started;
  running = false;
  await regencyCaller;
  return {
    callers: signed.length,
    requests: all.length,
    wallSeconds: Math.round(wall / 100) / 10,
    all: summarise(all, wall),
    operations: Object.fromEntries(Object.entries(perOp).map(([k, v]) => [k, summarise(v)])),
    regencyCaller: Object.fromEntries(Object.entries(regency).map(([k, v]) => [k, summarise(v)])),
  };
}

async function main(): Promise<void> {
  // BENCH_SERVER_DIST=<dir of main.js>: another build (the figures before a change).
  const serverMain = resolve(process.env.BENCH_SERVER_DIST ?? resolve(repo, 'server', 'dist'), 'main.js');
  if (!existsSync(serverMain)) throw new Error('Build first: pnpm --filter ./server build (server/dist/main.js is missing)');
  console.log(`free memory ${Math.round(os.freemem() / 2 ** 30)} GB of ${Math.round(os.totalmem() / 2 ** 30)} GB; database: ${kind}`);
  let seeded: Awaited<ReturnType<typeof seed>>;
  let databaseUrl: string | undefined;
  if (reuse) {
    if (!existsSync(seededFile)) throw new Error(`BENCH_REGENCY_REUSE=1: no ${seededFile} (run once without it)`);
    seeded = JSON.parse(readFileSync(seededFile, 'utf8')) as typeof seeded;
    if (serverUrl) {
      const u = new URL(serverUrl);
      u.pathname = `/${dbName}`;
      databaseUrl = u.toString();
    }
    console.log(`reusing the regency seeded before (${seeded.villages.length} villages)`);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    databaseUrl = serverUrl ? await freshPostgres(serverUrl, dbName, dataDir) : undefined;
    console.log(`seeding ${residents.toLocaleString('en')} residents in ${villageCount} villages...`);
    seeded = await seed(databaseUrl);
    writeFileSync(seededFile, JSON.stringify(seeded));
  }
  if (process.env.BENCH_LAPORAN_DITUTUP === '1') {
    const t = await tutupBulanSebelumLalu(databaseUrl, seeded.villages);
    console.log(`closed ${t.bulan} for ${t.desa} villages in ${(t.ms / 1000).toFixed(1)} s (BENCH_LAPORAN_DITUTUP)`);
  }
  const seedProcessPeakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const pgliteDiskMb = kind === 'pglite' ? diskMb(resolve(dataDir, 'pglite')) : undefined;
  console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s:`, seeded.counts, `database ${seeded.size.pgDatabaseSizeMb} MB`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', STATIC_ROOT: repo,
    ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password,
    KABUPATEN_ADMIN_USERNAME: kabupatenAdmin.username, KABUPATEN_ADMIN_PASSWORD: kabupatenAdmin.password, KODE_KABUPATEN: '35.07',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const serverStarted = performance.now();
  const server = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForServer(base, 600);
    const startSeconds = Math.round((performance.now() - serverStarted) / 100) / 10;
    const active = seeded.villages.filter((v) => v.aktif).sort((a, b) => a.residents - b.residents);
    const picks = { smallest: active[0]!, median: active[Math.floor(active.length / 2)]!, largest: active.at(-1)! };

    const villages: Record<string, { village: Record<string, unknown>; operations: Record<string, Stat> }> = {};
    for (const [label, village] of onlySurat ? [] : Object.entries(picks)) {
      const s = await signInVillage(village);
      console.log(`${label}: ${village.namaDesa} (${village.kode}, Kec. ${village.kecamatan}), ${s.total} residents, ${s.kkTotal} cards`);
      const operations: Record<string, Stat> = {};
      for (const [name, path] of Object.entries(villageOperations(s)).filter(([op]) => dipilih(op))) {
        let i = 0;
        operations[name] = await measure(N, 1, async () => { await call(path(i++), { headers: s.auth }); }, { budgetMs });
      }
      villages[label] = { village: { nama: village.namaDesa, kode: village.kode, kecamatan: village.kecamatan, residents: s.total, kartuKeluarga: s.kkTotal }, operations };
    }

    const kabupatenAuth = await signIn(kabupatenAdmin.username, kabupatenAdmin.password);
    const kabupaten: Record<string, Stat> = {};
    for (const [name, path] of onlySurat ? [] : Object.entries(KABUPATEN_OPERATIONS).filter(([op]) => dipilih(op))) {
      let i = 0;
      kabupaten[name] = await measure(N, 1, async () => { await call(path(i++), { headers: kabupatenAuth }); }, { budgetMs });
    }
    const totals = (await call('/api/kabupaten/ringkasan', { headers: kabupatenAuth })) as { data?: unknown };
    // Layanan Surat (issue 36): issuing letters and the register, per picked village.
    const surat: Record<string, Record<string, Stat>> = {};
    for (const [label, village] of onlyPilihan ? [] : Object.entries(picks)) {
      surat[label] = await suratOperations(call, { desaId: village.desaId, auth: await signIn(village.superAdmin!, STAFF_PASSWORD), kabupatenAuth, n: N, budgetMs });
    }

    // The concurrent callers: villages spread over all sizes (active ones; the three above included).
    const spread = Array.from({ length: onlySurat || onlyPilihan ? 0 : Math.min(callers, active.length) }, (_, i) => active[Math.round((i * (active.length - 1)) / Math.max(1, Math.min(callers, active.length) - 1))]!);
    const signed: Signed[] = [];
    for (const v of spread) signed.push(await signInVillage(v));
    console.log(`${signed.length} callers signed in; running ${signed.length * perCaller} requests...`);
    const { result: load, cpu } = await cpuDuring(server.pid!, os.cpus().length, () => concurrent(signed, kabupatenAuth));

    const serverPeakRssMb = peakRssMb(server.pid!);
    const targets = {
      villageP95Ms: TARGET_DESA_MS,
      kabupatenP95Ms: TARGET_KABUPATEN_MS,
      missed: [
        ...Object.entries(villages).flatMap(([label, v]) =>
          Object.entries(v.operations).filter(([op, s]) => s.p95 >= target(op, TARGET_DESA_MS)).map(([op, s]) => `${label} village: ${op} p95 ${s.p95} ms`)),
        ...Object.entries(surat).flatMap(([label, ops]) => suratMissed(label, ops)),
        ...Object.entries(kabupaten).filter(([op, s]) => s.p95 >= target(op, TARGET_KABUPATEN_MS)).map(([op, s]) => `kabupaten: ${op} p95 ${s.p95} ms`),
        ...Object.entries(load.operations).filter(([op, s]) => s.p95 >= target(op, TARGET_DESA_MS)).map(([op, s]) => `${load.callers} callers: ${op} p95 ${s.p95} ms`),
        ...Object.entries(load.regencyCaller).filter(([op, s]) => s.p95 >= target(op, TARGET_KABUPATEN_MS)).map(([op, s]) => `${load.callers} callers, regency caller: ${op} p95 ${s.p95} ms`),
      ],
    };
    const results = {
      date: new Date().toISOString(),
      server: serverMain,
      machine: { node: process.version, cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100) },
      database: kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (server, throwaway cluster settings)',
      dataset: {
        residents: seeded.villages.reduce((a, v) => a + v.residents, 0),
        villages: seeded.villages.length,
        reused: reuse,
        seedSeconds: Math.round(seeded.ms / 100) / 10,
        ...seeded.counts,
        sizes: { smallest: active[0]!.residents, median: picks.median.residents, largest: active.at(-1)!.residents, in1000to5000: seeded.villages.filter((v) => v.residents >= 1000 && v.residents <= 5000).length, over20000: seeded.villages.filter((v) => v.residents >= 20000).length },
      },
      size: { ...seeded.size, ...(pgliteDiskMb !== undefined ? { pgliteDataDirMb: pgliteDiskMb } : {}) },
      serverStartSeconds: startSeconds,
      serverPeakRssMb,
      seedProcessPeakRssMb,
      villages,
      kabupaten,
      surat,
      regencyTotals: totals,
      concurrent: { ...load, cpu },
      targets,
    };
    const name = onlySurat ? `regency-surat-${kind}` : onlyPilihan ? `regency-${process.env.BENCH_ONLY}-${kind}` : `regency-${kind}`;
    const file = writeResults(repo, `latest-${name}.json`, `previous-${name}.json`, results);

    const table: Record<string, Record<string, string>> = {};
    for (const [label, v] of Object.entries(villages)) {
      for (const [op, s] of Object.entries(v.operations)) {
        table[op] ??= {};
        table[op]![`${label} (${v.village.residents}) p50/p95`] = `${s.p50} / ${s.p95}`;
      }
    }
    for (const [op, s] of Object.entries(load.operations)) (table[op] ??= {})[`${load.callers} callers p50/p95`] = `${s.p50} / ${s.p95}`;
    console.log(`\nvillage operations, ms (target p95 < ${TARGET_DESA_MS}):`);
    console.table(table);
    console.log(`letters, ms (target p95: issue < ${TARGET_TERBIT_MS}, register < ${TARGET_AGENDA_MS}):`);
    console.table(Object.fromEntries(Object.entries(surat).flatMap(([label, ops]) => Object.entries(ops).map(([op, st]) => [`${label}: ${op}`, st]))));
    console.log(`regency console, ms (target p95 < ${TARGET_KABUPATEN_MS}):`);
    console.table(Object.fromEntries(Object.entries(kabupaten).map(([op, s]) => [op, { ...s, [`with ${load.callers} callers p50/p95`]: load.regencyCaller[op] ? `${load.regencyCaller[op]!.p50} / ${load.regencyCaller[op]!.p95}` : '' }])));
    console.log(`${load.callers} concurrent callers: ${load.requests} requests in ${load.wallSeconds} s = ${load.all.rps} requests/s; p50 ${load.all.p50} ms, p95 ${load.all.p95} ms, max ${load.all.max} ms`);
    console.log(`CPU during that run (s): ${JSON.stringify(cpu)} (other: the database server and anything else on the machine)`);
    console.log(`seed ${results.dataset.seedSeconds} s; database ${seeded.size.pgDatabaseSizeMb} MB${pgliteDiskMb !== undefined ? ` (PGlite directory ${pgliteDiskMb} MB on disk)` : ''}; server peak RSS ${serverPeakRssMb} MB; seeding process peak RSS ${seedProcessPeakRssMb} MB`);
    console.log(targets.missed.length ? `targets missed:\n  ${targets.missed.join('\n  ')}` : 'all targets met');
    console.log(`written to ${file}`);
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
