/**
 * A village left read-only after its export to join the regency (issue 38, migration 0040,
 * plugins/hanya-baca.ts): every write of the contract (generated from openapi.yaml, as the permission
 * matrix is) refused to its staff with 423 and nothing changed, every read still answered, sign-in and
 * the writes marked x-boleh-hanya-baca still allowed, another village unaffected, and its Super Admin
 * turning it off again; both ways in the village's activity log.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadSpec, type OperationInfo } from '../src/openapi.js';
import { menulis } from '../src/plugins/hanya-baca.js';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { villageSnapshot } from './support/two-villages.js';

const spec = loadSpec();
const operations = [...spec.operations.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
/** The village staff's operations (not the regency console's alone). */
const desa = (op: OperationInfo) => op.protected && op.roles.some((r) => r === 'Admin' || r === 'Super Admin');
const tulis = operations.filter((op) => desa(op) && menulis(op.method) && !op.bolehHanyaBaca);
const baca = operations.filter((op) => desa(op) && !menulis(op.method));

function request(op: OperationInfo, token: string, userId: string): InjectOptions {
  const url = op.path.replace(/{(\w+)}/g, (_, name: string) => (name === 'userId' ? userId : randomUUID()));
  const opts: InjectOptions = { method: op.method as InjectOptions['method'], url, headers: auth(token) };
  if (['POST', 'PUT', 'PATCH'].includes(op.method)) opts.payload = { nama_lengkap: 'Coba Tulis', alasan: 'coba tulis saat hanya-baca' };
  return opts;
}

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('a village left read-only after its export (issue 38)', () => {
  let t: TestApp;
  let superAdmin: { token: string; id: string };
  let admin: { token: string; id: string; username: string; password: string };
  let b: Village;

  const setHanyaBaca = (token: string, payload: Record<string, unknown>) => t.inject({ method: 'PUT', url: '/api/desa/hanya_baca', headers: auth(token), payload });
  const tokenFor = (op: OperationInfo) => (op.roles.includes('Super Admin') ? superAdmin : admin);

  before(async () => {
    t = await buildTestApp();
    superAdmin = await t.login();
    admin = await t.createUser('Admin');
    b = await t.addVillage('Desa Seberang');
  });
  after(() => t.close());

  it('knows the writes of the contract, and which a read-only village may still make', () => {
    assert.ok(tulis.length >= 50, `only ${tulis.length} writes found`);
    for (const id of ['createKartuKeluarga', 'updatePenduduk', 'deleteUser', 'terbitkanSurat', 'terimaPindahAntarDesa', 'mulaiImporPenduduk', 'restoreDataTerhapus', 'cetakUlangSurat']) {
      assert.ok(tulis.some((op) => op.operationId === id), `${id} is refused while read-only`);
    }
    const boleh = operations.filter((op) => op.bolehHanyaBaca).map((op) => op.operationId).sort();
    assert.deepEqual(boleh, ['changeOwnPassword', 'eksporDesa', 'laporMuatModul', 'logout', 'periksaPenduduk', 'pratinjauSurat', 'setHanyaBacaDesa', 'startBackup']);
  });

  it('is refused to an Admin, and an address that is no http(s) address is a 400; nothing is set', async () => {
    const res = await setHanyaBaca(admin.token, { hanya_baca: true });
    assert.equal(res.statusCode, 403, res.body);
    const salah = await setHanyaBaca(superAdmin.token, { hanya_baca: true, alamat_kabupaten: 'sid.kabupaten' });
    assert.equal(salah.statusCode, 400, salah.body);
    assert.match(salah.json().message, /http:\/\/ atau https:\/\//);
    const desaSaya = await t.inject({ method: 'GET', url: '/api/desa', headers: auth(superAdmin.token) });
    assert.deepEqual(desaSaya.json().data.hanya_baca, { hanya_baca: false, alamat_kabupaten: null, diubah_oleh: null, diubah_pada: null });
  });

  it("turns read-only on: the village's own page says so, with where to go", async () => {
    const res = await setHanyaBaca(superAdmin.token, { hanya_baca: true, alamat_kabupaten: ' https://sid.kab-contoh.go.id ' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.hanya_baca, true);
    assert.equal(res.json().data.alamat_kabupaten, 'https://sid.kab-contoh.go.id');
    const desaSaya = await t.inject({ method: 'GET', url: '/api/desa', headers: auth(admin.token) });
    assert.equal(desaSaya.statusCode, 200);
    assert.equal(desaSaya.json().data.hanya_baca.hanya_baca, true);
    assert.equal(desaSaya.json().data.hanya_baca.alamat_kabupaten, 'https://sid.kab-contoh.go.id');
    // The same setting again changes nothing and logs nothing.
    const lagi = await setHanyaBaca(superAdmin.token, { hanya_baca: true, alamat_kabupaten: 'https://sid.kab-contoh.go.id' });
    assert.equal(lagi.statusCode, 200, lagi.body);
  });

  it('refuses every write of the contract with 423 and its message, and changes nothing', async () => {
    const sebelum = await villageSnapshot(t, t.app.ctx.desaId);
    for (const op of tulis) {
      const who = tokenFor(op);
      const res = await t.inject(request(op, who.token, who.id));
      assert.equal(res.statusCode, 423, `${op.operationId}: ${res.statusCode} ${res.body}`);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(body.code, 'BAD_REQUEST');
      assert.match(body.message, /^Desa ini hanya-baca: datanya sudah dipindahkan ke server kabupaten/);
    }
    assert.deepEqual(await villageSnapshot(t, t.app.ctx.desaId), sebelum);
  });

  it('still answers every read, sign-in, and the writes it allows', async () => {
    let ok = 0;
    for (const op of baca) {
      const who = tokenFor(op);
      const res = await t.inject(request(op, who.token, who.id));
      assert.notEqual(res.statusCode, 423, `${op.operationId}: ${res.body}`);
      assert.ok(res.statusCode < 500, `${op.operationId}: ${res.statusCode} ${res.body}`);
      if (res.statusCode === 200) ok += 1;
    }
    // Those with a path parameter name an unknown record (404); the lists and pages answer 200.
    assert.ok(ok >= 30, `only ${ok} reads answered 200`);
    const masuk = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: admin.username, password: admin.password } });
    assert.equal(masuk.statusCode, 200, masuk.body);
    // One's own password (a wrong current one: its own 400, not the read-only refusal), then sign-out.
    const sandi = await t.inject({ method: 'PUT', url: '/api/auth/password', headers: auth(masuk.json().token), payload: { password_lama: 'bukan-password-ini', password_baru: 'password-baru-12345' } });
    assert.equal(sandi.statusCode, 400, sandi.body);
    const keluar = await t.inject({ method: 'POST', url: `/api/activity/${admin.id}`, headers: auth(masuk.json().token) });
    assert.equal(keluar.statusCode, 200, keluar.body);
  });

  it('leaves another village of the server as it was', async () => {
    for (const op of tulis.filter((o) => o.roles.includes('Super Admin'))) {
      const res = await t.inject(request(op, b.superAdmin.token, b.superAdmin.id));
      assert.notEqual(res.statusCode, 423, `${op.operationId}: ${res.body}`);
    }
    const kk = await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(b.superAdmin.token), payload: { nama_lengkap: 'Staf Seberang', username: 'staf.seberang', password: 'rahasia-staf-123', role: 'Admin' } });
    assert.equal(kk.statusCode, 201, kk.body);
    const desaB = await t.inject({ method: 'GET', url: '/api/desa', headers: auth(b.superAdmin.token) });
    assert.equal(desaB.json().data.hanya_baca.hanya_baca, false);
  });

  it('is turned off again by its Super Admin: writes work, and both ways are in the activity log', async () => {
    const res = await setHanyaBaca(superAdmin.token, { hanya_baca: false });
    assert.equal(res.statusCode, 200, res.body);
    const oleh = res.json().data.diubah_oleh as string;
    assert.ok(oleh.length > 0);
    assert.deepEqual({ ...res.json().data, diubah_pada: null }, { hanya_baca: false, alamat_kabupaten: null, diubah_oleh: oleh, diubah_pada: null });
    const user = await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(superAdmin.token), payload: { nama_lengkap: 'Staf Baru', username: 'staf.baru', password: 'rahasia-staf-123', role: 'Admin' } });
    assert.equal(user.statusCode, 201, user.body);
    const log = rows<{ activity_name: string; actor_name: string }>(
      await t.app.ctx.db.execute(sql`select activity_name, actor_name from activity_log where desa_id = ${t.app.ctx.desaId} and entity = 'desa_hanya_baca' order by created_at, id`),
    );
    assert.deepEqual(log.map((l) => l.activity_name), [
      'Menjadikan desa hanya-baca (data sudah dipindahkan ke server kabupaten: https://sid.kab-contoh.go.id)',
      'Membuka kembali desa untuk perubahan data (hanya-baca dimatikan)',
    ]);
    assert.ok(log.every((l) => l.actor_name === oleh));
  });
});
