import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, buildTestApp, KABUPATEN_PASSWORD, KABUPATEN_USERNAME, type TestApp } from './support/app.js';

describe("a user's own password (Ubah Password)", () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES: '3' });
  });
  after(() => t.close());

  const change = (token: string, payload: unknown) => t.inject({ method: 'PUT', url: '/api/auth/password', headers: auth(token), payload: payload as object });
  const dashboard = (token: string) => t.inject({ method: 'GET', url: '/api/activity/all', headers: auth(token) });

  it('changes it with the current one: this session stays, the others end, the new one signs in', async () => {
    const user = await t.createUser('Admin');
    const here = await t.login(user.username, user.password);
    const elsewhere = await t.login(user.username, user.password);
    const res = await change(here.token, { password_lama: user.password, password_baru: 'sandi-baru-2026' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { success: true, message: 'Password berhasil diubah' });
    assert.equal((await dashboard(here.token)).statusCode, 200);
    assert.equal((await dashboard(elsewhere.token)).statusCode, 401);
    await assert.rejects(t.login(user.username, user.password));
    await t.login(user.username, 'sandi-baru-2026');
    const log = await t.inject({ method: 'GET', url: '/api/activity?limit=5&sort=createdAt&order=desc', headers: auth((await t.login()).token) });
    assert.ok((log.json().data as Array<{ activity_name: string }>).some((a) => a.activity_name === `Mengubah password ${user.username}`));
  });

  it('refuses a wrong current password on its field, and a short new one, changing nothing', async () => {
    const user = await t.createUser('Super Admin');
    const wrong = await change(user.token, { password_lama: 'bukan-ini', password_baru: 'sandi-baru-2026' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { success: false, code: 'PASSWORD_LAMA_SALAH', message: 'Password lama salah' });
    const short = await change(user.token, { password_lama: user.password, password_baru: 'pendek' });
    assert.equal(short.statusCode, 400);
    assert.match(short.json().message, /8/);
    await t.login(user.username, user.password);
  });

  it('counts wrong guesses against the sign-in limit (a stolen token cannot guess the password)', async () => {
    const user = await t.createUser('Admin');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await change(user.token, { password_lama: `tebakan-${i}`, password_baru: 'sandi-baru-2026' })).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429]);
  });

  it('is for the signed-in only', async () => {
    assert.equal((await change('', { password_lama: 'x', password_baru: 'sandi-baru-2026' })).statusCode, 401);
  });

  // Issue 33, finding 7: the Admin Kabupaten got 403 and could not change their own password.
  it('lets the Admin Kabupaten change theirs too, in the regency log; their other sessions end', async () => {
    const here = await t.loginKabupaten();
    const elsewhere = await t.loginKabupaten();
    const wrong = await change(here.token, { password_lama: 'bukan-ini', password_baru: 'sandi-kabupaten-baru-1' });
    assert.equal(wrong.statusCode, 400, wrong.body);
    assert.equal(wrong.json().code, 'PASSWORD_LAMA_SALAH');
    const res = await change(here.token, { password_lama: KABUPATEN_PASSWORD, password_baru: 'sandi-kabupaten-baru-1' });
    assert.equal(res.statusCode, 200, res.body);
    const console_ = (token: string) => t.inject({ method: 'GET', url: '/api/kabupaten/aktivitas?limit=5', headers: auth(token) });
    assert.equal((await console_(here.token)).statusCode, 200);
    assert.equal((await console_(elsewhere.token)).statusCode, 401);
    await assert.rejects(t.loginKabupaten());
    const fresh = await t.login(KABUPATEN_USERNAME, 'sandi-kabupaten-baru-1');
    const names = ((await console_(fresh.token)).json().data as Array<{ activity_name: string }>).map((a) => a.activity_name);
    assert.ok(names.includes(`Mengubah password ${KABUPATEN_USERNAME}`), names.join('\n'));
    // Back, for the other tests of this file.
    assert.equal((await change(fresh.token, { password_lama: 'sandi-kabupaten-baru-1', password_baru: KABUPATEN_PASSWORD })).statusCode, 200);
  });
});
