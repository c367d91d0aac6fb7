import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadSpec } from '../src/openapi.js';
import { validationMessage } from '../src/lib/validation.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';

const HASH_OR_SECRET = /argon2|password_hash|passwordHash|"password"|token_version|tokenVersion/;


const TIDAK_TERSEDIA = { success: false, code: 'USERNAME_TAKEN', message: 'Username tidak tersedia. Silakan pilih username lain.' };
describe('users (Super Admin)', () => {
  let t: TestApp;
  let token: string;
  let superId: string;
  before(async () => {
    t = await buildTestApp();
    ({ token, id: superId } = await t.login());
  });
  after(() => t.close());

  const register = (payload: unknown) => t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(token), payload: payload as object });
  const update = (id: string, payload: unknown) => t.inject({ method: 'PUT', url: `/api/auth/update/${id}`, headers: auth(token), payload: payload as object });
  const list = (query = '') => t.inject({ method: 'GET', url: `/api/auth/all${query}`, headers: auth(token) });
  const valid = (over: Record<string, unknown> = {}) => ({
    nama_lengkap: 'Siti Aminah',
    username: `siti${randomUUID().slice(0, 6)}`,
    role: 'Admin',
    password: 'kata-sandi-123',
    ...over,
  });

  it('adds a user: 201 with the user, without password or hash', async () => {
    const body = valid();
    const res = await register(body);
    assert.equal(res.statusCode, 201);
    const json = res.json();
    assert.equal(json.success, true);
    assert.equal(json.data.username, body.username);
    assert.equal(json.data.role, 'Admin');
    assert.deepEqual(Object.keys(json.data).sort(), ['_id', 'createdAt', 'nama_lengkap', 'role', 'updatedAt', 'username']);
    assert.doesNotMatch(res.body, HASH_OR_SECRET);
  });

  // Issue 33: usernames are unique across the regency (a sign-in names no village), so a village's
  // Super Admin meets the other villages' names; the answer says only that the name cannot be had.
  it("answers a username taken in another village exactly as one taken here: 'tidak tersedia', nothing more", async () => {
    const here = valid();
    assert.equal((await register(here)).statusCode, 201);
    const v = await t.addVillage('Desa Tetangga');
    const there = await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(v.superAdmin.token), payload: valid({ username: here.username }) });
    const again = await register(valid({ username: v.superAdmin.username }));
    const mine = await register(valid({ username: here.username }));
    for (const res of [there, again, mine]) {
      assert.equal(res.statusCode, 409);
      assert.deepEqual(res.json(), TIDAK_TERSEDIA);
    }
  });

  it('refuses a duplicate username (any letter case) with 409', async () => {
    const body = valid();
    assert.equal((await register(body)).statusCode, 201);
    const dup = await register(valid({ username: body.username.toUpperCase() }));
    assert.equal(dup.statusCode, 409);
    assert.deepEqual(dup.json(), TIDAK_TERSEDIA);
  });

  describe('bad bodies get an Indonesian 400 naming the field, never a 500', () => {
    const cases: Array<[string, unknown, string | RegExp]> = [
      ['missing username', { nama_lengkap: 'A', role: 'Admin', password: 'kata-sandi-123' }, 'username wajib diisi'],
      ['missing password', { nama_lengkap: 'A', username: 'abcde', role: 'Admin' }, 'password wajib diisi'],
      ['invalid role', { ...valid(), role: 'Raja' }, 'role harus salah satu dari: Admin, Super Admin'],
      ['unknown property', { ...valid(), x: 1 }, 'Properti tidak dikenal: x'],
      ['number as username', { ...valid(), username: 12345 }, 'username harus berupa teks'],
      ['object as name', { ...valid(), nama_lengkap: { a: 1 } }, 'nama_lengkap harus berupa teks'],
      ['huge name', { ...valid(), nama_lengkap: 'a'.repeat(100_000) }, 'nama_lengkap maksimal 100 karakter'],
      ['short password', { ...valid(), password: 'abc' }, 'password minimal 8 karakter'],
      ['username with spaces', { ...valid(), username: 'bad name' }, 'username tidak sesuai format'],
      ['empty name', { ...valid(), nama_lengkap: '' }, 'nama_lengkap tidak boleh kosong'],
      ['array body', [1, 2], 'Body permintaan harus berupa objek JSON'],
    ];
    for (const [label, payload, message] of cases) {
      it(label, async () => {
        const res = await register(payload);
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().code, 'VALIDATION_ERROR');
        if (typeof message === 'string') assert.equal(res.json().message, message);
        else assert.match(res.json().message, message);
      });
    }

    it('a body that is not JSON', async () => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/register', headers: { ...auth(token), 'content-type': 'application/json' }, payload: '{"nama_lengkap":' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Format JSON tidak valid');
    });

    it('no body at all', async () => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(token) });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Body permintaan tidak boleh kosong');
    });

    it('a body over the size limit is 413', async () => {
      const res = await register({ ...valid(), nama_lengkap: 'a'.repeat(2 * 1024 * 1024) });
      assert.equal(res.statusCode, 413);
      assert.equal(res.json().success, false);
    });

    it('an unknown property on update', async () => {
      const res = await update(superId, { nama_lengkap: 'A', username: 'admin', role: 'Super Admin', token_version: 5 });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Properti tidak dikenal: token_version');
    });

    it('bad paging parameters', async () => {
      const res = await list('?limit=1000');
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'limit maksimal 100');
      const sort = await list('?sort=password_hash');
      assert.equal(sort.statusCode, 400);
      assert.match(sort.json().message, /^sort harus salah satu dari: /);
    });
  });

  it('updates a user and answers 404 for an unknown or malformed id', async () => {
    const created = (await register(valid())).json().data;
    const res = await update(created._id, { nama_lengkap: 'Siti Baru', username: created.username, role: 'Admin' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.nama_lengkap, 'Siti Baru');
    assert.doesNotMatch(res.body, HASH_OR_SECRET);
    assert.equal((await update(randomUUID(), { nama_lengkap: 'X', username: 'xxxxx', role: 'Admin' })).statusCode, 404);
    assert.equal((await update('bukan-uuid', { nama_lengkap: 'X', username: 'xxxxx', role: 'Admin' })).statusCode, 404);
    assert.equal((await t.inject({ method: 'DELETE', url: '/api/auth/delete/bukan-uuid', headers: auth(token) })).statusCode, 404);
  });

  it('refuses a name of only spaces on add and on edit (400 naming nama_lengkap), as for residents', async () => {
    const created = (await register(valid())).json().data;
    for (const blank of ['   ', '\t\n', '\u00a0\u3000']) {
      const added = await register(valid({ nama_lengkap: blank }));
      assert.equal(added.statusCode, 400, added.body);
      assert.match(added.json().message, /^nama_lengkap /);
      const edited = await update(created._id, { nama_lengkap: blank, username: created.username, role: 'Admin' });
      assert.equal(edited.statusCode, 400, edited.body);
      assert.match(edited.json().message, /^nama_lengkap /);
    }
    const listed = (await list('?limit=100')).json().data as Array<{ _id: string; nama_lengkap: string }>;
    assert.equal(listed.find((u) => u._id === created._id)?.nama_lengkap, 'Siti Aminah');
    assert.ok(listed.every((u) => u.nama_lengkap.trim() !== ''));
  });

  it('on edit, the password is empty (kept) or at least 8 characters, and the contract says so', async () => {
    // The contract the server validates with: '' is a valid password on edit, a short one is not.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(loadSpec().document as object, 'spec');
    const contract = ajv.getSchema('spec#/components/schemas/UserUpdateInput');
    assert.ok(contract);
    const body = (password: string) => ({ nama_lengkap: 'Siti', username: 'siti', role: 'Admin', password });
    assert.equal(contract(body('')), true, 'an empty password keeps the current one');
    assert.equal(contract(body('kata-sandi')), true);
    assert.equal(contract(body('pendek')), false);
    assert.equal(validationMessage(contract.errors as never, 'body'), 'password minimal 8 karakter');
    assert.equal(contract(body('x'.repeat(129))), false);

    const u = await t.createUser('Admin');
    const kept = await update(u.id, { nama_lengkap: 'Nama Baru', username: u.username, role: 'Admin', password: '' });
    assert.equal(kept.statusCode, 200, kept.body);
    await t.login(u.username, u.password);
    const short = await update(u.id, { nama_lengkap: 'Nama Baru', username: u.username, role: 'Admin', password: 'pendek' });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'password minimal 8 karakter');
    await t.login(u.username, u.password);
  });

  it('refuses to rename a user to a taken username (409)', async () => {
    const a = (await register(valid())).json().data;
    const b = (await register(valid())).json().data;
    const res = await update(b._id, { nama_lengkap: 'B', username: a.username, role: 'Admin' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), TIDAK_TERSEDIA);
  });

  describe('the last Super Admin', () => {
    it('cannot be demoted (409) and stays Super Admin', async () => {
      const res = await update(superId, { nama_lengkap: 'Administrator', username: 'admin', role: 'Admin' });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().code, 'LAST_SUPER_ADMIN');
      assert.equal((await list()).statusCode, 200, 'still Super Admin and still signed in');
    });

    it('cannot be deleted (409)', async () => {
      const res = await t.inject({ method: 'DELETE', url: `/api/auth/delete/${superId}`, headers: auth(token) });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().code, 'LAST_SUPER_ADMIN');
      assert.match(res.json().message, /Super Admin terakhir/);
    });

    it('can be demoted or deleted once another Super Admin exists', async () => {
      const other = await t.createUser('Super Admin');
      const res = await t.inject({ method: 'DELETE', url: `/api/auth/delete/${other.id}`, headers: auth(token) });
      assert.equal(res.statusCode, 200);
      const second = await t.createUser('Super Admin');
      // The second one demotes the first (then the first is an Admin and loses access).
      const demote = await t.inject({
        method: 'PUT',
        url: `/api/auth/update/${superId}`,
        headers: auth(second.token),
        payload: { nama_lengkap: 'Administrator', username: 'admin', role: 'Admin' },
      });
      assert.equal(demote.statusCode, 200);
      assert.equal((await list()).statusCode, 401, 'old token revoked by the role change');
      // Restore for the other tests.
      const restore = await t.inject({
        method: 'PUT',
        url: `/api/auth/update/${superId}`,
        headers: auth(second.token),
        payload: { nama_lengkap: 'Administrator', username: 'admin', role: 'Super Admin' },
      });
      assert.equal(restore.statusCode, 200);
      ({ token } = await t.login());
      // Now the second can be deleted, and the last one cannot delete itself.
      assert.equal((await t.inject({ method: 'DELETE', url: `/api/auth/delete/${second.id}`, headers: auth(token) })).statusCode, 200);
      assert.equal((await t.inject({ method: 'DELETE', url: `/api/auth/delete/${superId}`, headers: auth(token) })).statusCode, 409);
    });
  });

  describe('list', () => {
    it('is paged with a total, sorted on the server, without secrets', async () => {
      const all = await list('?limit=100');
      assert.equal(all.statusCode, 200);
      const total = all.json().total as number;
      assert.equal(all.json().data.length, total);
      assert.doesNotMatch(all.body, HASH_OR_SECRET);

      const page0 = (await list('?limit=2&page=0&sort=username&order=asc')).json();
      const page1 = (await list('?limit=2&page=1&sort=username&order=asc')).json();
      assert.equal(page0.total, total);
      assert.equal(page0.data.length, 2);
      const names = (await list('?limit=100&sort=username&order=asc')).json().data.map((u: { username: string }) => u.username);
      assert.deepEqual([...page0.data, ...page1.data].map((u: { username: string }) => u.username), names.slice(0, 4));
      const sorted = [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()));
      assert.deepEqual(names.map((n: string) => n.toLowerCase()), sorted.map((n: string) => n.toLowerCase()));

      const desc = (await list('?limit=100&sort=username&order=desc')).json().data.map((u: { username: string }) => u.username);
      assert.deepEqual(desc, [...names].reverse());
      const beyond = (await list('?limit=5&page=999')).json();
      assert.deepEqual(beyond.data, []);
      assert.equal(beyond.total, total);
    });

    it('defaults to 5 rows per page', async () => {
      for (let i = 0; i < 6; i++) await register(valid());
      const res = (await list()).json();
      assert.equal(res.data.length, 5);
      assert.ok(res.total >= 6);
    });

    it('is for Super Admins only (403 for an Admin)', async () => {
      const a = await t.createUser('Admin');
      const res = await t.inject({ method: 'GET', url: '/api/auth/all', headers: auth(a.token) });
      assert.equal(res.statusCode, 403);
      const reg = await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(a.token), payload: valid({ role: 'Super Admin' }) });
      assert.equal(reg.statusCode, 403, 'an Admin cannot make themselves a Super Admin');
    });
  });
});
