/**
 * Backups in the product (issue 14): who may list, start, see the status and download (a single-village
 * install's Super Admin; in a regency the Admin Kabupaten, never a download through the API), the
 * dashboard's warning, one run at a time, a failed run's message, and the rotation.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backupManagerOf, BackupManager } from '../src/backup/manager.js';
import { archivesToKeep, msUntilHour } from '../src/backup/rotation.js';
import type { BackupRun } from '../src/backup/runs.js';
import { loadConfig } from '../src/config.js';
import { DiskSpaceGuard, freeBytes } from '../src/lib/disk-space.js';
import { UNDUH_OLEH_OPERATOR, CADANGAN_OLEH_KABUPATEN, CADANGAN_TIDAK_TERENKRIPSI } from '../src/services/backups.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';

const run = (startedAt: string, over: Partial<BackupRun> = {}): BackupRun => ({
  id: randomUUID(),
  startedAt,
  finishedAt: startedAt,
  status: 'berhasil',
  trigger: 'jadwal',
  size: 10,
  fileName: `sid-cadangan-${startedAt.replace(/[:.]/g, '')}.tar.gz`,
  encrypted: false,
  available: true,
  message: 'ok',
  durationMs: 1,
  ...over,
});

describe('backups through the API', () => {
  let t: TestApp;
  let superAdmin: string;
  let admin: string;
  let kabupaten: string;

  before(async () => {
    t = await buildTestApp();
    superAdmin = (await t.login()).token;
    admin = (await t.createUser('Admin')).token;
    kabupaten = (await t.loginKabupaten()).token;
  });
  after(() => t.close());

  it('warns before any backup, runs one at a time, then shows it; an Admin may do nothing', async () => {
    const status = await t.inject({ method: 'GET', url: '/api/cadangan/status', headers: auth(superAdmin) });
    assert.equal(status.statusCode, 200);
    assert.equal(status.json().data.peringatan, true);
    assert.match(status.json().data.pesan, /Belum ada cadangan/);
    assert.deepEqual(status.json().data.jadwal, { aktif: true, jam: 12, zona_waktu: 'Asia/Jakarta' });

    const first = await t.inject({ method: 'POST', url: '/api/cadangan', headers: auth(superAdmin) });
    assert.equal(first.statusCode, 201);
    const second = await t.inject({ method: 'POST', url: '/api/cadangan', headers: auth(kabupaten) });
    assert.equal(second.statusCode, 409);
    assert.match(second.json().message, /sedang berjalan/);
    await backupManagerOf(t.app.ctx).idle();
    const after = (await t.inject({ method: 'GET', url: '/api/cadangan/status', headers: auth(kabupaten) })).json().data;
    assert.equal(after.peringatan, false);
    assert.equal(after.terakhir_berhasil._id, first.json().data._id);
    assert.equal(after.unduh_diizinkan, false);

    for (const [method, url] of [['GET', '/api/cadangan'], ['POST', '/api/cadangan'], ['GET', '/api/cadangan/status'], ['GET', `/api/cadangan/${after.terakhir._id}/unduh`]] as const) {
      const res = await t.inject({ method, url, headers: auth(admin) });
      assert.equal(res.statusCode, 403, `${method} ${url}`);
    }
    const denied = await t.inject({ method: 'GET', url: `/api/cadangan/${after.terakhir._id}/unduh`, headers: auth(kabupaten) });
    assert.equal(denied.statusCode, 403);
    const missing = await t.inject({ method: 'GET', url: `/api/cadangan/${randomUUID()}/unduh`, headers: auth(superAdmin) });
    assert.equal(missing.statusCode, 404);
    const ok = await t.inject({ method: 'GET', url: `/api/cadangan/${after.terakhir._id}/unduh`, headers: auth(superAdmin) });
    assert.equal(ok.statusCode, 200);
    const log = (await t.inject({ method: 'GET', url: '/api/activity?limit=100&order=desc', headers: auth(superAdmin) })).json();
    assert.ok(JSON.stringify(log).includes('Mengunduh arsip cadangan'), 'the download is in the log');
  });

  it('in a regency: the Admin Kabupaten lists and starts, a village Super Admin is sent to them, nobody downloads', async () => {
    await t.addVillage();
    const list = await t.inject({ method: 'GET', url: '/api/cadangan?order=desc&limit=10', headers: auth(kabupaten) });
    assert.equal(list.statusCode, 200);
    const id = list.json().data[0]._id as string;
    for (const [method, url] of [['GET', '/api/cadangan'], ['POST', '/api/cadangan'], ['GET', '/api/cadangan/status'], ['GET', `/api/cadangan/${id}/unduh`]] as const) {
      const res = await t.inject({ method, url, headers: auth(superAdmin) });
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.equal(res.json().message, CADANGAN_OLEH_KABUPATEN);
    }
    const download = await t.inject({ method: 'GET', url: `/api/cadangan/${id}/unduh`, headers: auth(kabupaten) });
    assert.equal(download.statusCode, 403);
    const status = (await t.inject({ method: 'GET', url: '/api/cadangan/status', headers: auth(kabupaten) })).json().data;
    assert.equal(status.unduh_diizinkan, false);
    assert.ok(UNDUH_OLEH_OPERATOR.includes('baris perintah'));
    // A good backup was made a moment ago, but its archive is not encrypted: the console warns until a passphrase is set.
    assert.equal(status.terenkripsi, false);
    assert.equal(status.peringatan, true);
    assert.equal(status.pesan, CADANGAN_TIDAK_TERENKRIPSI);
  });

  it('in a regency with BACKUP_PASSPHRASE set: no warning about encryption', async () => {
    const u = await buildTestApp({ BACKUP_PASSPHRASE: 'kata-sandi-cadangan-uji' });
    try {
      await u.addVillage();
      const kab = (await u.loginKabupaten()).token;
      assert.equal((await u.inject({ method: 'POST', url: '/api/cadangan', headers: auth(kab) })).statusCode, 201);
      await backupManagerOf(u.app.ctx).idle();
      const status = (await u.inject({ method: 'GET', url: '/api/cadangan/status', headers: auth(kab) })).json().data;
      assert.equal(status.terenkripsi, true);
      assert.equal(status.peringatan, false, status.pesan);
      assert.equal(status.pesan, null);
    } finally {
      await u.close();
    }
  });

  it('a failed run is recorded with its reason in Indonesian, and the dashboard warns', async () => {
    const blocked = path.join(t.dataDir, 'bukan-folder');
    writeFileSync(blocked, 'x');
    const config = loadConfig({ DATA_DIR: t.dataDir, BACKUP_DIR: path.join(blocked, 'cadangan'), BACKUP_SCHEDULE: 'off' });
    const database = { kind: process.env.DATABASE_URL ? ('postgres' as const) : ('pglite' as const), db: t.app.ctx.db, close: async () => {} };
    const manager = new BackupManager(config, database);
    const failed = await manager.run('manual').catch((err: Error) => ({ status: 'gagal', message: err.message }) as BackupRun);
    assert.equal(failed.status, 'gagal');
    assert.match(failed.message, /^Pencadangan gagal/);
    assert.equal((await manager.status()).warning, true);
  });

  it('a run that would leave the disk below DISK_MIN_FREE_MB is not started, and says how much room it needs', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, BACKUP_DIR: path.join(t.dataDir, 'ruang-uji'), BACKUP_SCHEDULE: 'off' });
    const database = { kind: process.env.DATABASE_URL ? ('postgres' as const) : ('pglite' as const), db: t.app.ctx.db, close: async () => {} };
    // A floor just above what the disk has free now: no room at all.
    const tight = new DiskSpaceGuard(t.dataDir, (await freeBytes(t.dataDir)) + 2 ** 30);
    const refused = await new BackupManager(config, database, () => {}, tight).run('manual');
    assert.equal(refused.status, 'gagal');
    assert.match(refused.message, /^Pencadangan tidak dimulai: ruang disk server tidak cukup \(sisa [\d.]+ [KMG]B, perlu sekitar [\d.]+ [KMG]B\)/);
    assert.equal(readdirSync(config.backup.dir).filter((f) => f.startsWith('sid-cadangan-')).length, 0, 'no archive written');
    // With the floor off the same run goes through.
    const made = await new BackupManager(config, database, () => {}, new DiskSpaceGuard(t.dataDir, 0)).run('manual');
    assert.equal(made.status, 'berhasil', made.message);
  });

  it('warns when the last good backup is older than two days or the last run failed', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, BACKUP_DIR: path.join(t.dataDir, 'status-uji'), BACKUP_SCHEDULE: 'off' });
    const manager = new BackupManager(config, { kind: 'pglite', db: t.app.ctx.db, close: async () => {} });
    const now = new Date('2026-03-10T05:00:00Z');
    await manager.index.update((runs) => void runs.push(run('2026-03-07T05:00:00.000Z')));
    assert.match((await manager.status(now)).message ?? '', /lebih dari 2 hari/);
    await manager.index.update((runs) => void runs.push(run('2026-03-09T05:00:00.000Z')));
    assert.equal((await manager.status(now)).warning, false);
    await manager.index.update((runs) => void runs.push(run('2026-03-10T04:00:00.000Z', { status: 'gagal', message: 'Pencadangan gagal: ruang disk penuh' })));
    const s = await manager.status(now);
    assert.equal(s.warning, true);
    assert.match(s.message ?? '', /terakhir gagal.*ruang disk penuh/);
  });
});

describe('rotation', () => {
  it('keeps the newest of the last 7 days, 4 weeks and 12 months, and removes the others from BACKUP_DIR', async () => {
    const runs: BackupRun[] = [];
    // One backup a day at 05:00 UTC (12:00 WIB) for 400 days, ending 2026-03-10.
    for (let d = 0; d < 400; d++) runs.push(run(new Date(Date.UTC(2026, 2, 10, 5) - d * 86_400_000).toISOString()));
    const keep = archivesToKeep(runs, { daily: 7, weekly: 4, monthly: 12 }, 'Asia/Jakarta');
    const kept = runs.filter((r) => keep.has(r.id)).map((r) => r.startedAt.slice(0, 10));
    for (const day of ['2026-03-10', '2026-03-04', '2026-03-01', '2026-02-28', '2026-01-31', '2025-04-30']) assert.ok(kept.includes(day), day);
    assert.ok(!kept.includes('2026-03-03'));
    assert.ok(!kept.includes('2025-03-31'));
    assert.ok(kept.length >= 7 + 2 && kept.length <= 7 + 4 + 12, String(kept.length));

    const dir = path.join(process.env.TMPDIR ?? '/tmp', `sid-rotasi-${randomUUID()}`);
    mkdirSync(dir, { recursive: true });
    const manager = new BackupManager(loadConfig({ DATA_DIR: dir, BACKUP_DIR: dir, BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '1', BACKUP_KEEP_MONTHLY: '1' }), {
      kind: 'pglite',
      db: undefined as never,
      close: async () => {},
    });
    const recent = runs.slice(0, 5);
    for (const r of recent) writeFileSync(path.join(dir, r.fileName as string), 'x');
    await manager.index.update((all) => void all.push(...recent, run('2026-03-10T06:00:00.000Z', { status: 'gagal', fileName: null, available: false })));
    const removed = await manager.rotate();
    assert.equal(removed.length, 3);
    assert.deepEqual(readdirSync(dir).filter((n) => n.endsWith('.tar.gz')).sort(), [recent[1], recent[0]].map((r) => (r as BackupRun).fileName as string).sort());
    for (const name of removed) assert.equal(existsSync(path.join(dir, name)), false);
    assert.equal((await manager.list()).filter((r) => r.available).length, 2);
  });

  it('the daily run is at BACKUP_HOUR in the village time zone', () => {
    assert.equal(msUntilHour(new Date('2026-03-10T04:00:00.000Z'), 12, 'Asia/Jakarta'), 3_600_000);
    assert.equal(msUntilHour(new Date('2026-03-10T05:00:00.000Z'), 12, 'Asia/Jakarta'), 86_400_000);
    assert.equal(msUntilHour(new Date('2026-03-10T04:30:00.000Z'), 12, 'Asia/Makassar'), 23.5 * 3_600_000);
  });
});
