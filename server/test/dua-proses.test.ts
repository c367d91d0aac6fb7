/**
 * Two app servers on one PostgreSQL database (issue 39): what one process knows, the other knows too.
 * Two app instances, each with its own pool, login limiter, import store and backup manager (all the
 * state a process keeps), sharing the database, DATA_DIR and BACKUP_DIR as two processes behind a
 * balancer do (docs/deploy.md). The killed-process case runs through nginx: deploy-nginx.test.ts.
 * PostgreSQL only: on PGlite the server is one process by design (its DATA_DIR lock).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { fromPgPool } from '../src/db/client.js';
import { kunciTugas, tugasPostgres } from '../src/db/tugas-sekali.js';
import { statistikHangatSekali } from '../src/services/statistik-hangat.js';
import { backupManagerOf } from '../src/backup/manager.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, auth, JWT_SECRET } from './support/app.js';
import { emptyPostgresDatabase, ensurePostgresTemplate, usingPostgres } from './support/database.js';
import { xlsx, XLSX_TYPE, type Cell } from './support/spreadsheet.js';
import { nomor } from './support/registry.js';

describe('two app processes on one PostgreSQL', { skip: !usingPostgres && 'PostgreSQL only (DATABASE_URL)' }, () => {
  let work: string;
  let url: string;
  let drop: () => Promise<void>;
  let a: App;
  let b: App;

  before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-dua-'));
    ({ url, drop } = await emptyPostgresDatabase('sid_dua', await ensurePostgresTemplate()));
    const config = loadConfig({
      DATA_DIR: path.join(work, 'data'),
      BACKUP_DIR: path.join(work, 'cadangan'),
      DATABASE_URL: url,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      JWT_SECRET,
      STATIC_ROOT: work,
      BACKUP_SCHEDULE: 'off',
    });
    const open = () => {
      const pool = new pg.Pool({ connectionString: url, max: 4 });
      pool.on('error', () => {});
      return fromPgPool(pool);
    };
    // Started together, as a balancer's processes are (the migrations take their lock).
    const apps = await Promise.all([open(), open()].map((database) => buildApp({ config, database, announce: () => {} })));
    [a, b] = [apps[0] as App, apps[1] as App];
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
    rmSync(work, { recursive: true, force: true });
  });

  const login = (app: App, password: string) => app.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: ADMIN_USERNAME, password } });

  it('counts failed logins together: 3 on one and 2 on the other reach the limit of 5 on both', async () => {
    for (const [app, n] of [[a, 3], [b, 2]] as const) {
      for (let i = 0; i < n; i++) assert.equal((await login(app, 'salah-sekali')).statusCode, 401);
    }
    for (const app of [a, b]) {
      const res = await login(app, 'salah-sekali');
      assert.equal(res.statusCode, 429, res.body);
      assert.equal(res.json().code, 'TOO_MANY_ATTEMPTS');
    }
  });

  it('a session signed in on one is served by the other, and once revoked is refused by both', async () => {
    // Signs in from another address: the one above is blocked for a while.
    const res = await a.inject({ method: 'POST', url: '/api/auth/admin', remoteAddress: '10.39.0.2', payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    assert.equal(res.statusCode, 200, res.body);
    const { token, data } = res.json() as { token: string; data: { _id: string } };
    assert.equal((await b.inject({ method: 'GET', url: '/api/penduduk?limit=1', headers: auth(token) })).statusCode, 200);
    const out = await b.inject({ method: 'POST', url: `/api/activity/${data._id}`, headers: auth(token) });
    assert.ok(out.statusCode < 300, out.body);
    for (const app of [a, b]) {
      const after = await app.inject({ method: 'GET', url: '/api/penduduk?limit=1', headers: auth(token) });
      assert.equal(after.statusCode, 401, after.body);
    }
  });

  it('an import started on one is followed to its end on the other, never two at once', async () => {
    const res = await a.inject({ method: 'POST', url: '/api/auth/admin', remoteAddress: '10.39.0.3', payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    const token = res.json().token as string;
    const rows: Cell[][] = [];
    for (let k = 0; k < 40; k++) {
      rows.push([nomor(), nomor(), `Warga Dua Proses ${k}`, 'Laki laki', 'Malang', new Date('1980-05-15T00:00:00Z'), 'Islam', 'Kawin', 'Petani/Pekebun', 'SLTA/Sederajat', 'Kepala Keluarga', 'Dusun Krajan RT 001 RW 002', null]);
    }
    const body = await xlsx(rows);
    const kirim = (app: App) =>
      app.inject({ method: 'POST', url: '/api/impor/penduduk?nama_berkas=dua.xlsx', headers: { ...auth(token), 'content-type': XLSX_TYPE }, payload: body });
    const started = await kirim(a);
    assert.equal(started.statusCode, 202, started.body);
    const id = started.json().data._id as string;
    let state: Record<string, unknown>;
    let second: number | undefined;
    for (;;) {
      const r = await b.inject({ method: 'GET', url: `/api/impor/penduduk/${id}`, headers: auth(token) });
      assert.equal(r.statusCode, 200, r.body);
      state = r.json().data as Record<string, unknown>;
      if (state.status !== 'berjalan') break;
      // The same file again on the other process while the first runs: 409 (one import per village
      // across processes), or 400 once the first has written the same NIKs; never a second import.
      second ??= (await kirim(b)).statusCode;
      await new Promise((r) => setImmediate(r));
    }
    assert.equal(state.status, 'selesai', JSON.stringify(state));
    assert.equal(state.penduduk_dibuat, 40);
    if (second !== undefined) assert.ok(second === 409 || second === 400, String(second));
    const last = await b.inject({ method: 'GET', url: '/api/impor/penduduk/terakhir', headers: auth(token) });
    assert.equal(last.statusCode, 200, last.body);
    assert.equal((last.json().data as { _id: string })._id, id);
  });

  it("schedules the day's backup once: both timers fire, one runs it; a process dying mid-run leaves it to the other", async () => {
    const hari = new Date('2026-11-02T06:00:00Z');
    const results = await Promise.all([backupManagerOf(a.ctx).runScheduled(hari), backupManagerOf(b.ctx).runScheduled(hari)]);
    assert.deepEqual([...results].sort(), ['selesai', results.includes('sudah') ? 'sudah' : 'sibuk'].sort(), String(results));
    assert.equal(await backupManagerOf(b.ctx).runScheduled(hari), 'sudah');
    assert.equal(await backupManagerOf(a.ctx).runScheduled(hari), 'sudah');
    const runs = (await backupManagerOf(b.ctx).list()).filter((r) => r.trigger === 'jadwal');
    assert.equal(runs.length, 1, JSON.stringify(runs));
    assert.equal(runs[0]?.status, 'berhasil', runs[0]?.message);

    // A third process holds the backup's lock (mid-run) and dies: the next attempt of another runs it.
    const besok = new Date('2026-11-03T06:00:00Z');
    const mati = new pg.Client({ connectionString: url });
    await mati.connect();
    await mati.query('select pg_advisory_lock($1::bigint)', [kunciTugas('backup')]);
    assert.equal(await backupManagerOf(a.ctx).runScheduled(besok), 'sibuk');
    await mati.end();
    assert.equal(await backupManagerOf(a.ctx).runScheduled(besok), 'selesai');
    assert.equal((await backupManagerOf(b.ctx).list()).filter((r) => r.trigger === 'jadwal').length, 2);
  });

  it('warms the statistics once an hour across processes: one started within the hour of a run leaves it', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    try {
      const tugas = tugasPostgres(pool);
      const tz = a.ctx.config.timeZone;
      const jam = new Date('2026-11-02T03:10:00Z');
      const results = await Promise.all([statistikHangatSekali(tugas, a.ctx.db, tz, jam), statistikHangatSekali(tugas, b.ctx.db, tz, jam)]);
      assert.deepEqual([...results].sort(), ['selesai', results.includes('sudah') ? 'sudah' : 'sibuk'].sort(), String(results));
      assert.equal(await statistikHangatSekali(tugas, b.ctx.db, tz, new Date('2026-11-02T03:55:00Z')), 'sudah', 'a process started later in the hour');
      assert.equal(await statistikHangatSekali(tugas, a.ctx.db, tz, new Date('2026-11-02T04:01:00Z')), 'selesai', 'the next hour');
    } finally {
      await pool.end();
    }
  });
});
