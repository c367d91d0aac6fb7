/**
 * The drill (issue 14): a village seeded through the API (families, incoming documents, a move-out
 * with its statement, a birth, a death with its archive photo, signers, users, sign-ins, the log),
 * backed up through the API, downloaded, restored into a fresh directory (and, on PostgreSQL, a fresh
 * database), a server started on it: every table's rows and every file's bytes are the same.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app.js';
import { backupManagerOf } from '../src/backup/manager.js';
import { restoreArchive } from '../src/backup/restore.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, auth, buildTestApp, JWT_SECRET, type TestApp } from './support/app.js';
import { emptyPostgresDatabase, usingPostgres } from './support/database.js';
import { Fixtures } from './support/fuzz/fixtures.js';
import { Prng } from './support/fuzz/prng.js';

/**
 * Every table (public and drizzle's journal): rows as text, hashed. desa.updated_at moves at each start (ensureDesa).
 * Left out: the statistics counts kept for the day (migration 0034), the months' ends kept as the
 * reports' checkpoints (migration 0038) and an open month's sums (0041), derived data a started server
 * makes again; and the record of which hour's warm-up has run (tugas_terjadwal), which it writes.
 */
const TURUNAN = new Set(['statistik_simpan', 'statistik_simpan_baris', 'laporan_titik', 'laporan_simpan', 'tugas_terjadwal']);
async function tables(db: Db): Promise<Record<string, string>> {
  const list = (await db.execute(sql`select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`)) as unknown as {
    rows: Array<{ schemaname: string; tablename: string }>;
  };
  const out: Record<string, string> = {};
  for (const { schemaname, tablename } of list.rows) {
    if (TURUNAN.has(tablename)) continue;
    const row = tablename === 'desa' ? sql.raw(`(to_jsonb(x) - 'updated_at')::text`) : sql.raw('x::text');
    const r = (await db.execute(sql`select count(*)::int as n, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h
      from ${sql.identifier(schemaname)}.${sql.identifier(tablename)} x`)) as unknown as { rows: Array<{ n: number; h: string }> };
    out[`${schemaname}.${tablename}`] = `${r.rows[0]?.n}:${r.rows[0]?.h}`;
  }
  return out;
}

function uploads(dataDir: string): Record<string, string> {
  const dir = path.join(dataDir, 'uploads');
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) out[name] = createHash('sha256').update(readFileSync(path.join(dir, name))).digest('hex');
  return out;
}

describe('backup drill: seed, back up, restore, start, compare', () => {
  let t: TestApp;
  let token: string;
  const cleanups: Array<() => Promise<void> | void> = [];

  before(async () => {
    t = await buildTestApp();
    token = (await t.login()).token;
    const fx = new Fixtures(t, token, new Prng(14));
    await fx.tokens(token);
    await fx.user('Admin');
    await fx.family();
    await fx.family({ masuk: true });
    await fx.movedOut();
    await fx.archive();
    await fx.birth();
    await fx.incomingDocs();
    await fx.statement();
    await fx.signature();
  });
  after(async () => {
    await t.close();
    for (const fn of cleanups.reverse()) await fn();
  });

  it('backs up through the API, restores into a fresh target, and a server started on it has every row and byte', async () => {
    const started = await t.inject({ method: 'POST', url: '/api/cadangan', headers: auth(token) });
    assert.equal(started.statusCode, 201, started.body);
    assert.equal(started.json().data.status, 'berjalan');
    const t0 = Date.now();
    await backupManagerOf(t.app.ctx).idle();
    const elapsed = Date.now() - t0;

    const status = (await t.inject({ method: 'GET', url: '/api/cadangan/status', headers: auth(token) })).json().data;
    assert.equal(status.peringatan, false, status.pesan);
    assert.equal(status.unduh_diizinkan, true);
    const run = status.terakhir_berhasil;
    assert.equal(run.status, 'berhasil', run.pesan);
    assert.ok(run.ukuran > 0);
    // The figure the issue asks for, on the console of a test run.
    console.log(`drill backup: ${run.ukuran} bytes in ${elapsed} ms (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`);

    const before = await tables(t.app.ctx.db);
    const files = uploads(t.dataDir);
    assert.ok(Object.keys(files).length >= 4, `uploads: ${Object.keys(files).length}`);
    for (const table of ['public.penduduk', 'public.kartu_keluarga', 'public.files', 'public.signatures', 'public.activity_log', 'public.sessions']) {
      assert.notEqual(before[table]?.split(':')[0], '0', `${table} is empty in the seed`);
    }

    const listed = (await t.inject({ method: 'GET', url: '/api/cadangan?order=desc', headers: auth(token) })).json();
    assert.equal(listed.total, 1);
    assert.equal(listed.data[0]._id, run._id);

    // Download: the archive's bytes, as stored.
    const download = await t.inject({ method: 'GET', url: `/api/cadangan/${run._id}/unduh`, headers: auth(token) });
    assert.equal(download.statusCode, 200);
    assert.match(String(download.headers['content-disposition']), /attachment; filename="sid-cadangan-.*\.tar\.gz"/);
    const archive = path.join(t.dataDir, 'backups', run.nama_berkas);
    assert.deepEqual(download.rawPayload, readFileSync(archive));

    const fresh = mkdtempSync(path.join(os.tmpdir(), 'sid-restore-'));
    cleanups.push(() => rmSync(fresh, { recursive: true, force: true }));
    const target = usingPostgres ? await emptyPostgresDatabase('sid_restore') : undefined;
    if (target) cleanups.push(() => target.drop());
    const result = await restoreArchive({ archive, dataDir: fresh, databaseUrl: target?.url });
    assert.equal(result.migrated, 0);
    assert.equal(result.files, Object.keys(files).length);
    assert.equal(result.counts.penduduk, Number(before['public.penduduk']?.split(':')[0]));

    const env = { DATA_DIR: fresh, ADMIN_USERNAME, ADMIN_PASSWORD, JWT_SECRET, BACKUP_SCHEDULE: 'off', STATIC_ROOT: fresh, ...(target ? { DATABASE_URL: target.url } : {}) };
    const restored: App = await buildApp({ config: loadConfig(env), announce: () => {}, maintenance: false });
    try {
      assert.deepEqual(await tables(restored.ctx.db), before);
      assert.deepEqual(uploads(fresh), files);
      const login = await restored.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
      assert.equal(login.statusCode, 200, login.body);
      const list = await restored.inject({ method: 'GET', url: '/api/penduduk?limit=100', headers: auth(login.json().token) });
      assert.equal(list.statusCode, 200);
      assert.equal(list.json().total, (await t.inject({ method: 'GET', url: '/api/penduduk?limit=1', headers: auth(token) })).json().total);
    } finally {
      await restored.close();
    }
  });
});
