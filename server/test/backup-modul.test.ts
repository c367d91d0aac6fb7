/**
 * The module store in backups (issue 12 x issue 14): an installed release is archived under
 * modul/<id>/<versi>/ with every file in the manifest, restored into DATA_DIR/modul, and a server
 * started on the restored directory lists it and serves the same bytes. A changed or unlisted file
 * under modul/ is refused; an archive of format 1 (no modul/) still restores; a recorded release
 * whose folder is gone is reported, like a missing upload.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { buildApp, type App } from '../src/app.js';
import { backupManagerOf } from '../src/backup/manager.js';
import type { Manifest } from '../src/backup/manifest.js';
import { restoreArchive } from '../src/backup/restore.js';
import { loadConfig } from '../src/config.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, auth, buildTestApp, JWT_SECRET, KABUPATEN_PASSWORD, KABUPATEN_USERNAME, type TestApp } from './support/app.js';
import { emptyPostgresDatabase, usingPostgres } from './support/database.js';
import { rilis, staticRootWithModules } from './support/rilis.js';

/** Every file under `dir`: relative path -> sha256. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out[r] = createHash('sha256').update(readFileSync(path.join(dir, r))).digest('hex');
    }
  };
  walk('');
  return out;
}

const ISI = '/* mf-mutasi 0.2.0, dari rilis kabupaten */ export const x = 1;';

describe('backups carry the module store', () => {
  let t: TestApp;
  let root: string;
  let work: string;
  let kabupaten: string;
  let archive: string;
  const cleanups: Array<() => Promise<void> | void> = [];
  /** A fresh target: a directory, and on PostgreSQL a new database. */
  const target = async () => {
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    const db = usingPostgres ? await emptyPostgresDatabase('sid_restore') : undefined;
    if (db) cleanups.push(() => db.drop());
    return { dataDir, databaseUrl: db?.url };
  };
  /** The archive unpacked into a new folder (to change it and pack it again). */
  const unpack = async (file: string) => {
    const dir = mkdtempSync(path.join(work, 'isi-'));
    await tar.x({ file, cwd: dir });
    return dir;
  };
  const pack = async (dir: string, name: string) => {
    const file = path.join(work, name);
    await tar.c({ gzip: true, file, cwd: dir, portable: true }, readdirSync(dir));
    return file;
  };
  const startOn = (to: { dataDir: string; databaseUrl: string | undefined }): Promise<App> =>
    buildApp({
      config: loadConfig({
        DATA_DIR: to.dataDir,
        ADMIN_USERNAME,
        ADMIN_PASSWORD,
        KABUPATEN_ADMIN_USERNAME: KABUPATEN_USERNAME,
        KABUPATEN_ADMIN_PASSWORD: KABUPATEN_PASSWORD,
        JWT_SECRET,
        BACKUP_SCHEDULE: 'off',
        STATIC_ROOT: root,
        ...(to.databaseUrl ? { DATABASE_URL: to.databaseUrl } : {}),
      }),
      announce: () => {},
      maintenance: false,
    });
  const signIn = async (app: App, username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/admin', payload: { username, password } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().token as string;
  };

  before(async () => {
    root = staticRootWithModules();
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-backup-modul-'));
    t = await buildTestApp({ STATIC_ROOT: root });
    kabupaten = (await t.loginKabupaten()).token;
    const pasang = await t.inject({
      method: 'POST',
      url: '/api/kabupaten/modul/rilis',
      headers: { ...auth(kabupaten), 'content-type': 'application/gzip' },
      payload: await rilis({ id: 'mf-mutasi', versi: '0.2.0', isi: ISI }),
    });
    assert.equal(pasang.statusCode, 201, pasang.body);
    const set = await t.inject({ method: 'PUT', url: '/api/kabupaten/modul/mf-mutasi/default', headers: auth(kabupaten), payload: { versi: '0.2.0' } });
    assert.equal(set.statusCode, 200, set.body);
    // A folder an install left without its record (a crash between the files and the row): not a release, not archived.
    mkdirSync(path.join(t.dataDir, 'modul', 'mf-mutasi', '0.9.0'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'modul', 'mf-mutasi', '0.9.0', 'remoteEntry.js'), 'never recorded');

    const run = await backupManagerOf(t.app.ctx).run('manual');
    assert.equal(run.status, 'berhasil', run.message);
    assert.match(run.message, /1 rilis modul/);
    archive = path.join(t.dataDir, 'backups', run.fileName as string);
  });
  after(async () => {
    await t.close();
    for (const fn of cleanups.reverse()) await fn();
    rmSync(work, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  it('archives every file of the recorded release, nested folders included, and nothing unrecorded', async () => {
    const dir = await unpack(archive);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    assert.equal(manifest.formatVersion, 2);
    assert.deepEqual(manifest.modul, [{ id: 'mf-mutasi', versi: '0.2.0' }]);
    const store = tree(path.join(t.dataDir, 'modul', 'mf-mutasi', '0.2.0'));
    assert.ok(store['static/js/main.0c1d2e3f.js'] && store['remoteEntry.js'] && store['sid-rilis.json'], Object.keys(store).join(', '));
    const listed = manifest.files.filter((f) => f.path.startsWith('modul/'));
    assert.deepEqual(Object.fromEntries(listed.map((f) => [f.path.slice('modul/mf-mutasi/0.2.0/'.length), f.sha256])), store);
    for (const f of listed) assert.equal(f.size, statSync(path.join(dir, f.path)).size);
    assert.equal(existsSync(path.join(dir, 'modul', 'mf-mutasi', '0.9.0')), false);
  });

  it('restores the store into a fresh DATA_DIR: the server lists the release and serves the same bytes', async () => {
    const served = await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.2.0/remoteEntry.js' });
    assert.equal(served.body, ISI);
    const to = await target();
    const result = await restoreArchive({ archive, ...to });
    assert.equal(result.modul, 1);
    assert.deepEqual(tree(path.join(to.dataDir, 'modul', 'mf-mutasi', '0.2.0')), tree(path.join(t.dataDir, 'modul', 'mf-mutasi', '0.2.0')));
    assert.deepEqual(readdirSync(path.join(to.dataDir, 'modul', 'mf-mutasi')), ['0.2.0']);
    assert.equal(readdirSync(to.dataDir).some((n) => n.startsWith('.pemulihan-') || n.startsWith('.modul-')), false, 'no work folder left');

    const restored = await startOn(to);
    try {
      const kab = await signIn(restored, KABUPATEN_USERNAME, KABUPATEN_PASSWORD);
      const list = await restored.inject({ method: 'GET', url: '/api/kabupaten/modul', headers: auth(kab) });
      assert.equal(list.statusCode, 200, list.body);
      const mutasi = list.json().data.find((m: { id: string }) => m.id === 'mf-mutasi');
      assert.deepEqual(
        mutasi.rilis.map((r: { versi: string }) => r.versi),
        ['0.2.0'],
      );
      assert.equal(mutasi.versi_default, '0.2.0');
      for (const file of ['remoteEntry.js', 'static/js/main.0c1d2e3f.js', 'mf-manifest.json']) {
        const a = await t.inject({ method: 'GET', url: `/mf/mf-mutasi/0.2.0/${file}` });
        const b = await restored.inject({ method: 'GET', url: `/mf/mf-mutasi/0.2.0/${file}` });
        assert.equal(b.statusCode, 200, file);
        assert.deepEqual(b.rawPayload, a.rawPayload, file);
      }
      const village = await signIn(restored, ADMIN_USERNAME, ADMIN_PASSWORD);
      const config = await restored.inject({ method: 'GET', url: '/api/config', headers: auth(village) });
      assert.equal(config.statusCode, 200, config.body);
      const m = (config.json().data.modules as Array<{ id: string; entry: string; versi: string | null }>).find((x) => x.id === 'mf-mutasi');
      assert.equal(m?.entry, '/mf/mf-mutasi/0.2.0/mf-manifest.json');
    } finally {
      await restored.close();
    }

    // The store counts as data: a second restore onto it is refused without --force, and with it moved aside whole.
    await assert.rejects(restoreArchive({ archive, ...to }), /tidak kosong.*rilis modul.*--force/);
    const forced = await restoreArchive({ archive, ...to, force: true });
    assert.ok(forced.movedAside);
    assert.deepEqual(readdirSync(path.join(forced.movedAside, 'modul', 'mf-mutasi')), ['0.2.0']);
    assert.equal(readFileSync(path.join(to.dataDir, 'modul', 'mf-mutasi', '0.2.0', 'remoteEntry.js'), 'utf8'), ISI);
  });

  it('refuses a changed or an unlisted file under modul/, and leaves no store behind', async () => {
    const changed = await unpack(archive);
    const entry = path.join(changed, 'modul', 'mf-mutasi', '0.2.0', 'static', 'js', 'main.0c1d2e3f.js');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')} // diubah`);
    const to = await target();
    await assert.rejects(restoreArchive({ archive: await pack(changed, 'diubah.tar.gz'), ...to }), /rusak.*modul\/mf-mutasi\/0\.2\.0\/static\/js\/main\.0c1d2e3f\.js.*checksum/);
    assert.equal(existsSync(path.join(to.dataDir, 'modul')), false);
    assert.equal(existsSync(path.join(to.dataDir, 'pglite')), false);

    const extra = await unpack(archive);
    mkdirSync(path.join(extra, 'modul', 'mf-mutasi', '0.2.0', 'static', 'js', 'lain'), { recursive: true });
    writeFileSync(path.join(extra, 'modul', 'mf-mutasi', '0.2.0', 'static', 'js', 'lain', 'sisipan.js'), 'alert(1)');
    await assert.rejects(restoreArchive({ archive: await pack(extra, 'sisipan.tar.gz'), ...to }), /modul\/mf-mutasi\/0\.2\.0\/static\/js\/lain\/sisipan\.js tidak tercatat/);

    const escaped = await unpack(archive);
    const manifest = JSON.parse(readFileSync(path.join(escaped, 'manifest.json'), 'utf8')) as Manifest;
    const f = manifest.files.find((x) => x.path.endsWith('remoteEntry.js')) as Manifest['files'][number];
    renameSync(path.join(escaped, f.path), path.join(escaped, 'modul', 'remoteEntry.js'));
    f.path = 'modul/remoteEntry.js';
    writeFileSync(path.join(escaped, 'manifest.json'), JSON.stringify(manifest));
    await assert.rejects(restoreArchive({ archive: await pack(escaped, 'jalur.tar.gz'), ...to }), /jalur berkas tidak sah/);
    assert.equal(existsSync(path.join(to.dataDir, 'modul')), false);
  });

  it('restores an archive of format 1 (no modul/): the release is recorded, the config falls back to the built-in build', async () => {
    const dir = await unpack(archive);
    rmSync(path.join(dir, 'modul'), { recursive: true, force: true });
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    delete manifest.modul;
    manifest.formatVersion = 1;
    manifest.files = manifest.files.filter((x) => !x.path.startsWith('modul/'));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const old = await pack(dir, 'format-1.tar.gz');
    const to = await target();
    const result = await restoreArchive({ archive: old, ...to });
    assert.equal(result.modul, 0);
    assert.equal(result.counts.modul_rilis, 1);
    assert.equal(existsSync(path.join(to.dataDir, 'modul', 'mf-mutasi')), false);
    const restored = await startOn(to);
    try {
      assert.equal((await restored.inject({ method: 'GET', url: '/mf/mf-mutasi/0.2.0/remoteEntry.js' })).statusCode, 404);
      const village = await signIn(restored, ADMIN_USERNAME, ADMIN_PASSWORD);
      const m = ((await restored.inject({ method: 'GET', url: '/api/config', headers: auth(village) })).json().data.modules as Array<{ id: string; entry: string }>).find(
        (x) => x.id === 'mf-mutasi',
      );
      assert.equal(m?.entry, '/mf/mf-mutasi/mf-manifest.json');
    } finally {
      await restored.close();
    }
  });

  it('a recorded release whose folder is gone is reported in the run, like a missing upload', async () => {
    const pasang = await t.inject({
      method: 'POST',
      url: '/api/kabupaten/modul/rilis',
      headers: { ...auth(kabupaten), 'content-type': 'application/gzip' },
      payload: await rilis({ id: 'mf-admin', versi: '0.3.0' }),
    });
    assert.equal(pasang.statusCode, 201, pasang.body);
    rmSync(path.join(t.dataDir, 'modul', 'mf-admin', '0.3.0'), { recursive: true, force: true });
    const run = await backupManagerOf(t.app.ctx).run('manual');
    assert.equal(run.status, 'berhasil', run.message);
    assert.match(run.message, /1 rilis modul, /);
    assert.match(run.message, /Perhatian: 1 rilis modul yang tercatat \(mf-admin 0\.3\.0\) tidak ada di folder modul/);
    const manifest = JSON.parse(readFileSync(path.join(await unpack(path.join(t.dataDir, 'backups', run.fileName as string)), 'manifest.json'), 'utf8')) as Manifest;
    assert.deepEqual(manifest.modul, [{ id: 'mf-mutasi', versi: '0.2.0' }]);
  });
});
