import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_PASSWORD, ADMIN_USERNAME, auth, buildTestApp, type TestApp } from './support/app.js';

describe('login', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it("says a single village's server is no regency (its Super Admin keeps Cadangan Data, issue 40)", async () => {
    const { token } = await t.login();
    const res = await t.inject({ method: 'GET', url: '/api/desa', headers: { 'x-auth-token': token } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.dalam_kabupaten, false);
  });

  it('returns a token and the user, never a password or hash', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(typeof body.token, 'string');
    assert.deepEqual(Object.keys(body.data).sort(), ['_id', 'desa_id', 'harus_ganti_password', 'nama_lengkap', 'role', 'username']);
    assert.equal(body.data.harus_ganti_password, false);
    assert.equal(body.data.role, 'Super Admin');
    // The one field that names the password says only whether it must be changed (issue 40).
    assert.doesNotMatch(res.body.replace('"harus_ganti_password":false', ''), /argon2|password/i);
  });

  it('puts id, role, v, jti and exp (seconds, ~8 h ahead) in the token', async () => {
    const { token } = await t.login();
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    assert.equal(typeof payload.id, 'string');
    assert.equal(payload.role, 'Super Admin');
    assert.equal(payload.v, 0);
    assert.equal(typeof payload.jti, 'string');
    const hours = (payload.exp - Date.now() / 1000) / 3600;
    assert.ok(hours > 7.9 && hours <= 8, `exp ${hours} h ahead`);
  });

  it('accepts the username in any letter case', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'ADMIN', password: ADMIN_PASSWORD } });
    assert.equal(res.statusCode, 200);
  });

  it('answers a wrong password and an unknown user with the same 401 LOGIN_FAIL message', async () => {
    const wrong = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: ADMIN_USERNAME, password: 'salah-sekali' } });
    const unknown = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'tidakada', password: 'salah-sekali' } });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(wrong.json(), { success: false, code: 'LOGIN_FAIL', message: 'Username atau password salah' });
    assert.deepEqual(unknown.json(), wrong.json());
  });

  it('rejects a login body without a password with an Indonesian 400', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'admin' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { success: false, code: 'VALIDATION_ERROR', message: 'password wajib diisi' });
  });
});

describe('failed-login rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const attempt = (username: string, password: string, ip = '10.0.0.1') =>
    t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username, password }, remoteAddress: ip });

  it('answers 429 after 5 failures for one username and address, even with the right password', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await attempt(ADMIN_USERNAME, 'salah-salah')).statusCode, 401);
    const blocked = await attempt(ADMIN_USERNAME, ADMIN_PASSWORD);
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().code, 'TOO_MANY_ATTEMPTS');
    assert.match(blocked.json().message, /Terlalu banyak percobaan login/);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });

  it('still lets the same username log in from another address', async () => {
    assert.equal((await attempt(ADMIN_USERNAME, ADMIN_PASSWORD, '10.0.0.2')).statusCode, 200);
  });

  it('counts unknown usernames too, so they cannot be probed without limit', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await attempt('hantu', 'x', '10.0.0.3')).statusCode, 401);
    assert.equal((await attempt('hantu', 'x', '10.0.0.3')).statusCode, 429);
  });

  it('resets the count after a successful login', async () => {
    for (let i = 0; i < 4; i++) await attempt(ADMIN_USERNAME, 'salah', '10.0.0.4');
    assert.equal((await attempt(ADMIN_USERNAME, ADMIN_PASSWORD, '10.0.0.4')).statusCode, 200);
    for (let i = 0; i < 4; i++) assert.equal((await attempt(ADMIN_USERNAME, 'salah', '10.0.0.4')).statusCode, 401);
  });
});

describe('tokens and sessions', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const counts = (token?: string) => t.inject({ method: 'GET', url: '/api/activity/all', headers: token ? auth(token) : {} });

  it('accepts a fresh token', async () => {
    const { token } = await t.login();
    assert.equal((await counts(token)).statusCode, 200);
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    const { token } = await t.login();
    const missing = await counts();
    assert.equal(missing.statusCode, 401);
    assert.deepEqual(missing.json(), { success: false, code: 'UNAUTHORIZED', message: 'Silakan login terlebih dahulu' });
    assert.equal((await counts('bukan-token')).statusCode, 401);
    const [h, p] = token.split('.');
    assert.equal((await counts(`${h}.${p}.AAAA`)).statusCode, 401);
  });

  it('refuses an expired token with 401 TOKEN_EXPIRED', async () => {
    const { id } = await t.login();
    const res = await counts(await t.expiredToken({ id, role: 'Super Admin' }));
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'TOKEN_EXPIRED');
  });

  it('logout records the logout and revokes that token only', async () => {
    const a = await t.login();
    const b = await t.login();
    const res = await t.inject({ method: 'POST', url: `/api/activity/${a.id}`, headers: { ...auth(a.token), 'content-type': 'application/json' }, payload: '' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().success, true);
    assert.equal((await counts(a.token)).statusCode, 401);
    assert.equal((await counts(b.token)).statusCode, 200);
    const log = await t.inject({ method: 'GET', url: '/api/activity?limit=1', headers: auth(b.token) });
    assert.equal(log.json().data[0].activity_name, 'Logout');
    assert.equal(log.json().data[0].activity_by._id, a.id);
  });

  it('refuses to log out another user (403) and leaves their session alone', async () => {
    const me = await t.login();
    const other = await t.createUser('Admin');
    const res = await t.inject({ method: 'POST', url: `/api/activity/${other.id}`, headers: auth(me.token) });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().code, 'FORBIDDEN');
    assert.equal((await counts(other.token)).statusCode, 200);
  });

  it('logout without a token is 401', async () => {
    const me = await t.login();
    assert.equal((await t.inject({ method: 'POST', url: `/api/activity/${me.id}` })).statusCode, 401);
  });

  it("invalidates a user's tokens when their role changes", async () => {
    const admin = await t.login();
    const u = await t.createUser('Admin');
    assert.equal((await counts(u.token)).statusCode, 200);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/auth/update/${u.id}`,
      headers: auth(admin.token),
      payload: { nama_lengkap: 'Dipromosikan', username: u.username, role: 'Super Admin' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await counts(u.token)).statusCode, 401);
    // The new role works after a new login.
    const again = await t.login(u.username, u.password);
    assert.equal((await t.inject({ method: 'GET', url: '/api/auth/all', headers: auth(again.token) })).statusCode, 200);
  });

  it("invalidates a user's tokens when their password changes, and the new password works", async () => {
    const admin = await t.login();
    const u = await t.createUser('Admin');
    const res = await t.inject({
      method: 'PUT',
      url: `/api/auth/update/${u.id}`,
      headers: auth(admin.token),
      payload: { nama_lengkap: 'Sama', username: u.username, role: 'Admin', password: 'sandi-baru-123' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await counts(u.token)).statusCode, 401);
    await t.login(u.username, 'sandi-baru-123');
  });

  it('keeps tokens valid on an edit that changes neither role nor password', async () => {
    const admin = await t.login();
    const u = await t.createUser('Admin');
    const res = await t.inject({
      method: 'PUT',
      url: `/api/auth/update/${u.id}`,
      headers: auth(admin.token),
      payload: { nama_lengkap: 'Nama Baru', username: u.username, role: 'Admin', password: '' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await counts(u.token)).statusCode, 200);
    // The empty password did not replace the old one.
    await t.login(u.username, u.password);
  });

  it("invalidates a deleted user's tokens", async () => {
    const admin = await t.login();
    const u = await t.createUser('Admin');
    const del = await t.inject({ method: 'DELETE', url: `/api/auth/delete/${u.id}`, headers: auth(admin.token) });
    assert.equal(del.statusCode, 200);
    assert.equal((await counts(u.token)).statusCode, 401);
  });
});
