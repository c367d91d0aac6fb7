import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig, serverRoot } from '../src/config.js';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../src/lib/data-dir-lock.js';
import { loadSpec } from '../src/openapi.js';
import { createOperationResolver } from '../src/plugins/operations.js';
import { buildRoutes } from '../src/routes/index.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { createTestDatabase } from './support/database.js';

describe('transactions', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    // Make the activity-log insert fail for two actions: the user change before it must roll back.
    await t.app.ctx.db.execute(sql`
      create function fail_on_gagal() returns trigger language plpgsql as $$
      begin
        if new.activity_name in ('Menambahkan pengguna gagal', 'Menghapus pengguna korban') then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await t.app.ctx.db.execute(sql`create trigger fail_on_gagal before insert on activity_log for each row execute function fail_on_gagal()`);
  });
  after(() => t.close());

  it('a write that fails midway leaves nothing behind, and the 500 hides the cause', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: auth(token),
      payload: { nama_lengkap: 'Gagal', username: 'gagal', role: 'Admin', password: 'kata-sandi-123' },
    });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' });
    assert.doesNotMatch(res.body, /injected|trigger|sql/i);
    const users = await t.app.ctx.db.execute(sql`select count(*)::int as n from users where username = 'gagal'`);
    assert.equal(Number((users as unknown as { rows: Array<{ n: number }> }).rows[0]?.n), 0, 'the user insert was rolled back');
  });

  it('a failed delete keeps the user', async () => {
    const u = await t.createUser('Admin', 'korban');
    const res = await t.inject({ method: 'DELETE', url: `/api/auth/delete/${u.id}`, headers: auth(token) });
    assert.equal(res.statusCode, 500);
    const list = await t.inject({ method: 'GET', url: '/api/auth/all?limit=100', headers: auth(token) });
    assert.ok(list.json().data.some((x: { _id: string }) => x._id === u.id));
  });
});

describe('errors', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/tidak/ada', headers: auth(token) });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { success: false, code: 'NOT_FOUND', message: 'Endpoint tidak ditemukan' });
    assert.equal((await t.inject({ method: 'PATCH', url: '/api/auth/admin' })).statusCode, 404);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/admin', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().success, false);
  });

  it('has a handler for every operation, and refuses to start with an operation it has none for', async () => {
    // The handler map is typed against the contract (a missing handler fails typecheck); a document
    // handed to buildApp with an operation of its own stops the start instead of answering 501.
    const res = await t.inject({ method: 'GET', url: '/api/kelahiran', headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    const resolve = createOperationResolver(t.app.ctx, loadSpec(), buildRoutes(t.app.ctx));
    assert.equal(typeof resolve('listKelahiran').handler, 'function');
    assert.throws(() => resolve('operasiBaru'), /operasiBaru has no handler/);
  });
});

describe('multipart uploads', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  function multipart(parts: Array<{ name: string; filename?: string; content: Buffer | string }>) {
    const boundary = '----sidtest' + Math.random().toString(16).slice(2);
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
      const type = p.filename ? 'Content-Type: application/octet-stream\r\n' : '';
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(p.content), Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1b5c40000000049454e44ae426082', 'hex');
  const url = () => `/api/penduduk_masuk/${randomUUID()}/p`;

  it('validates the multipart fields against the contract (a missing file is a 400)', async () => {
    const res = await t.inject({ method: 'POST', url: url(), ...multipart([{ name: 'foto_kk', filename: 'kk.png', content: PNG }]) });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().message, 'A file is Required');
  });

  it('refuses a file over 10 MB with 413 "Maximum size is 10mb"', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const res = await t.inject({
      method: 'POST',
      url: url(),
      ...multipart([
        { name: 'foto_kk', filename: 'kk.png', content: big },
        { name: 'foto_surat_masuk', filename: 's.png', content: PNG },
      ]),
    });
    assert.equal(res.statusCode, 413, res.body);
    assert.deepEqual(res.json(), { success: false, code: 'FILE_TOO_LARGE', message: 'Maximum size is 10mb' });
  });

  it('checks the token before reading any upload', async () => {
    const { payload, headers } = multipart([{ name: 'foto_kk', filename: 'kk.png', content: PNG }]);
    const res = await t.inject({ method: 'POST', url: url(), payload, headers: { 'content-type': headers['content-type'] } });
    assert.equal(res.statusCode, 401);
  });
});

describe('first start', () => {
  it('generates a Super Admin password once, printed in a box, and a JWT secret file with mode 600', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sid-first-'));
    const printed: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_ROOT: dataDir });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config, database, announce: (text) => printed.push(text) });
    try {
      assert.equal(printed.length, 1);
      const password = /password: (\S+)/.exec(printed[0] as string)?.[1];
      assert.ok(password && password.length >= 12);
      assert.match(printed[0] as string, /^\+-+\+\n/);
      const login = await app.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'admin', password } });
      assert.equal(login.statusCode, 200);
      const secretFile = path.join(dataDir, 'jwt-secret');
      assert.ok(existsSync(secretFile));
      assert.equal(statSync(secretFile).mode & 0o777, 0o600);
      assert.ok(readFileSync(secretFile, 'utf8').trim().length >= 32);
    } finally {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('DATA_DIR lock', () => {
  it('refuses a second server on the same DATA_DIR', async () => {
    const t = await buildTestApp();
    try {
      const { database, drop } = await createTestDatabase();
      try {
        await assert.rejects(
          buildApp({ config: loadConfig({ DATA_DIR: t.dataDir, ADMIN_PASSWORD: 'rahasia-admin-123' }), database, announce: () => {} }),
          (err: unknown) => err instanceof DataDirLockedError && /sedang dipakai/.test(err.message) && /in use by another server/.test(err.message),
        );
      } finally {
        await drop();
      }
    } finally {
      await t.close();
    }
  });

  it('releases the lock when the server closes, and takes over a stale lock of a dead process', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sid-lock-'));
    try {
      const lock = acquireDataDirLock(dir);
      assert.throws(() => acquireDataDirLock(dir), DataDirLockedError);
      lock.release();
      assert.equal(existsSync(path.join(dir, LOCK_FILE)), false);
      // A pid that cannot be alive (beyond pid_max).
      writeFileSync(path.join(dir, LOCK_FILE), '99999999\n');
      const again = acquireDataDirLock(dir);
      assert.equal(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim(), String(process.pid));
      again.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes the server process exit with code 1 and a bilingual message', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sid-lock-main-'));
    // This test process holds the lock, as a running server would.
    const lock = acquireDataDirLock(dir);
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], { env, encoding: 'utf8', timeout: 60_000 });
      assert.equal(res.status, 1, res.stderr);
      assert.match(res.stderr, /sedang dipakai oleh server lain \(pid \d+\)/);
      assert.match(res.stderr, /is in use by another server/);
      assert.doesNotMatch(res.stderr, /at .*\.ts:\d+/, 'no stack trace for an expected refusal');
    } finally {
      lock.release();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
