// Issue 38's figure: a village that ran alone joins the regency. A standalone village of BENCH_GABUNG_RESIDENTS
// (default 10,000) residents, the demo seed's (families, births, deaths, moves, the ledger) with its Super
// Admin, is exported by tulisEkspor (the code of both `npm run ekspor-desa` and the Super Admin's button),
// then joined into a regency server on PGlite (the built server, a fresh data directory) over HTTP: the dry
// run (`periksaGabungDesa`), then the join (`gabungDesa`). The target: the join of 10,000 residents < 60 s.
// The machine's load is written with the figures (a shared machine's run is slower than a quiet one's).
//   pnpm --filter ./bench bench:gabung   ->  results/latest-gabung-pglite.json (the run before: previous-gabung-pglite.json)
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { tulisEkspor } from '../../server/src/backup/ekspor-desa.js';
import { openDatabase } from '../../server/src/db/client.js';
import { ensureFirstAdmin } from '../../server/src/db/seed.js';
import { client, cpuDuring, freePort, loadAverage, peakRssMb, seedVillage, stopServer, waitForServer, writeResults } from './lib.js';

const KUNCI = 'kunci-gabung-bench-0123456789';
const SA = { username: 'sa.mandiri', password: 'Bench-Mandiri-2026' };
const KABUPATEN = { username: 'bench.kabupaten', password: 'Bench-Kabupaten-2026' };


async function main(): Promise<void> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const residents = Number(process.env.BENCH_GABUNG_RESIDENTS ?? 10_000);
  const mandiriDir = resolve(repo, '.tmp', 'bench-gabung-mandiri');
  const kabupatenDir = resolve(repo, '.tmp', 'bench-gabung-kabupaten');
  const arsip = resolve(repo, '.tmp', 'bench-gabung.sid');
  for (const d of [mandiriDir, kabupatenDir, arsip]) rmSync(d, { recursive: true, force: true });
  const loadAtStart = loadAverage();

  // The standalone village: seeded, its Super Admin, an official code (it joins as a new village).
  const seeded = await seedVillage({ dataDir: mandiriDir, residents });
  const database = await openDatabase({ dataDir: mandiriDir });
  let exportMs: number;
  try {
    const [desa] = ((await database.db.execute(sql`select id from desa limit 1`)) as unknown as { rows: Array<{ id: string }> }).rows;
    await ensureFirstAdmin(database.db, desa!.id, { adminUsername: SA.username, adminPassword: SA.password });
    await database.db.execute(sql`update desa set kode_wilayah = '35.07.02.2001', nama_desa = 'Mandiri Bench'`);
    const t0 = performance.now();
    await tulisEkspor({ db: database.db, dataDir: mandiriDir, file: arsip, kunci: KUNCI });
    exportMs = Math.round(performance.now() - t0);
  } finally {
    await database.close();
  }
  const bytes = readFileSync(arsip);

  // The regency: the built server on a fresh PGlite, its Admin Kabupaten.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [resolve(repo, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: kabupatenDir, STATIC_ROOT: repo, LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Bench-Rahasia-2026', KABUPATEN_ADMIN_USERNAME: KABUPATEN.username, KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password,
      JWT_SECRET: 'bench-gabung-secret-that-is-long-enough-0123456789',
    },
    stdio: ['ignore', process.env.BENCH_GABUNG_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base, 300);
    const call = client(base);
    const { token } = (await call('/api/auth/admin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(KABUPATEN) })) as { token: string };
    const headers = { 'x-auth-token': token, 'content-type': 'application/octet-stream', 'x-kunci-gabung': KUNCI };
    const post = async (path: string, expected: number) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: new Uint8Array(bytes) });
      const body = (await res.json()) as { data: { jumlah: Array<{ tabel: string; jumlah: number }>; konflik?: unknown[] } };
      if (res.status !== expected) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: Math.round(performance.now() - t0), data: body.data };
    };
    const periksa = await post('/api/kabupaten/gabung/periksa', 200);
    if ((periksa.data.konflik ?? []).length > 0) throw new Error(`dry run conflicts: ${JSON.stringify(periksa.data.konflik)}`);
    const loadBeforeJoin = loadAverage();
    const { result: gabung, cpu } = await cpuDuring(server.pid as number, os.cpus().length, () => post('/api/kabupaten/gabung', 201));
    const jumlah = Object.fromEntries(gabung.data.jumlah.map((j) => [j.tabel, j.jumlah]));
    const results = {
      date: new Date().toISOString(),
      database: 'PGlite',
      residents,
      seedMs: seeded.ms,
      exportMs,
      archiveMb: Math.round((bytes.length / 1024 / 1024) * 10) / 10,
      dryRunMs: periksa.ms,
      joinMs: gabung.ms,
      targetJoinMs: 60_000,
      rows: Object.values(jumlah).reduce((a, b) => a + b, 0) - (jumlah.berkas ?? 0),
      jumlah,
      machine: { cpus: os.cpus().length, loadAtStart, loadBeforeJoin, loadAtEnd: loadAverage(), cpuDuringJoin: cpu },
      serverPeakRssMb: peakRssMb(server.pid as number),
    };
    const file = writeResults(repo, 'latest-gabung-pglite.json', 'previous-gabung-pglite.json', results);
    console.log(JSON.stringify(results, null, 2));
    console.log(`written to ${file}`);
  } finally {
    await stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
