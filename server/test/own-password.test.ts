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

  // Issue 40: a password someone else set is changed by its owner before anything else.
  describe('a password someone else set', () => {
    const login = async (username: string, password: string) => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username, password } });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { token: string; data: { _id: string; harus_ganti_password: boolean } };
    };
    const register = async (token: string, username: string) => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(token), payload: { nama_lengkap: `Staf ${username}`, username, role: 'Admin', password: 'dari-super-admin-1' } });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data._id as string;
    };

    it('a Super Admin creates the account: its sign-in says so, only logout and the change are allowed, then all is', async () => {
      const admin = await t.login();
      const id = await register(admin.token, 'staf-baru-40');
      const first = await login('staf-baru-40', 'dari-super-admin-1');
      assert.equal(first.data.harus_ganti_password, true);
      const refused = await dashboard(first.token);
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), { success: false, code: 'FORBIDDEN', message: 'Password akun ini diatur oleh orang lain. Silakan ganti password Anda terlebih dahulu.' });
      const list = await t.inject({ method: 'GET', url: '/api/penduduk', headers: auth(first.token) });
      assert.equal(list.statusCode, 403);
      // The same password again is no change.
      const same = await change(first.token, { password_lama: 'dari-super-admin-1', password_baru: 'dari-super-admin-1' });
      assert.equal(same.statusCode, 400);
      assert.equal(same.json().message, 'Password baru harus berbeda dari password lama');
      assert.equal((await dashboard(first.token)).statusCode, 403);
      assert.equal((await change(first.token, { password_lama: 'dari-super-admin-1', password_baru: 'pilihan-sendiri-1' })).statusCode, 200);
      assert.equal((await dashboard(first.token)).statusCode, 200);
      assert.equal((await login('staf-baru-40', 'pilihan-sendiri-1')).data.harus_ganti_password, false);
      // A new password from the Super Admin is someone else's choice again; one set by the owner is not.
      const reset = await t.inject({ method: 'PUT', url: `/api/auth/update/${id}`, headers: auth(admin.token), payload: { nama_lengkap: 'Staf staf-baru-40', username: 'staf-baru-40', role: 'Admin', password: 'dari-super-admin-2' } });
      assert.equal(reset.statusCode, 200, reset.body);
      const again = await login('staf-baru-40', 'dari-super-admin-2');
      assert.equal(again.data.harus_ganti_password, true);
      const logout = await t.inject({ method: 'POST', url: `/api/activity/${id}`, headers: auth(again.token) });
      assert.equal(logout.statusCode, 200, logout.body);
      const self = await t.inject({ method: 'PUT', url: `/api/auth/update/${admin.id}`, headers: auth(admin.token), payload: { nama_lengkap: 'Administrator', username: 'admin', role: 'Super Admin', password: 'rahasia-admin-123' } });
      assert.equal(self.statusCode, 200, self.body);
      assert.equal((await login('admin', 'rahasia-admin-123')).data.harus_ganti_password, false);
    });

    it("the Admin Kabupaten creates a village's Super Admin or resets its password: the same", async () => {
      const village = await t.addVillage();
      const kab = await t.loginKabupaten();
      const reset = await t.inject({
        method: 'PUT',
        url: `/api/kabupaten/desa/${village.desaId}/super_admin/${village.superAdmin.id}/password`,
        headers: auth(kab.token),
        payload: { password: 'dari-kabupaten-1', alasan_tindakan: 'Super Admin lupa password dan meminta bantuan' },
      });
      assert.equal(reset.statusCode, 200, reset.body);
      const first = await login(village.superAdmin.username, 'dari-kabupaten-1');
      assert.equal(first.data.harus_ganti_password, true);
      assert.equal((await dashboard(first.token)).statusCode, 403);
      assert.equal((await change(first.token, { password_lama: 'dari-kabupaten-1', password_baru: 'pilihan-desa-1' })).statusCode, 200);
      assert.equal((await dashboard(first.token)).statusCode, 200);
    });
  });
});
