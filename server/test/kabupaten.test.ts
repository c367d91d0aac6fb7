// The regency console's API (issue 11): villages by their official code, their letterhead, their
// status (deactivating ends their staff's sessions at once), their first Super Admin and its password,
// the regency-wide rules (usernames, an active NIK in one village only) and the console's own log.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/data/paging.js';
import { auth, buildTestApp, KODE_DESA_UJI, type TestApp } from './support/app.js';
import { addKartuKeluarga, kartuKeluargaBody } from './support/registry.js';
import { ALASAN_TINDAKAN_MESSAGES } from '@sid/openapi/domain';

const ALASAN = 'Kepala desa meminta akun baru untuk sekretaris yang baru dilantik';

describe('the regency console (Admin Kabupaten)', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp({ KODE_KABUPATEN: '35.07' });
    ({ token } = await t.loginKabupaten());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, tok = token) =>
    t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
  const desaBody = (kode: string, over: object = {}) => ({ kode_wilayah: kode, nama_desa: 'Desa Uji', alamat_kantor: 'Jl. Balai Desa 1', kode_pos: '65171', jabatan_kepala: 'Kepala Desa', ...over });

  it('adds a village only by a code of the official list, of this regency, once', async () => {
    const unknown = await req('POST', '/api/kabupaten/desa', desaBody('35.07.01.9999'));
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /tidak ditemukan dalam daftar wilayah Kemendagri/);
    const elsewhere = await req('POST', '/api/kabupaten/desa', desaBody('35.79.01.1001'));
    assert.equal(elsewhere.statusCode, 400);
    assert.match(elsewhere.json().message, /bukan desa di kabupaten ini/);
    const malformed = await req('POST', '/api/kabupaten/desa', desaBody('3507012001'));
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /NN\.NN\.NN\.NNNN/);
    const created = await req('POST', '/api/kabupaten/desa', desaBody('35.07.02.2001', { nama_desa: 'Pagak Uji' }));
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().data.kecamatan, 'Pagak');
    assert.equal(created.json().data.aktif, true);
    const again = await req('POST', '/api/kabupaten/desa', desaBody('35.07.02.2001'));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'KODE_WILAYAH_TAKEN');
    const wilayah = await req('GET', '/api/kabupaten/wilayah/35.07.02.2002');
    assert.equal(wilayah.statusCode, 200);
    assert.equal(wilayah.json().data.kecamatan, 'Pagak');
    assert.equal((await req('GET', '/api/kabupaten/wilayah/35.07.02.9999')).statusCode, 404);
  });

  it("edits the letterhead; the village's staff then get it", async () => {
    const v = await t.addVillage('Desa Kop');
    const edited = await req('PUT', `/api/kabupaten/desa/${v.desaId}`, { nama_desa: 'Desa Kop Baru', alamat_kantor: 'Jl. Kop 2', kode_pos: '65172', jabatan_kepala: 'Lurah' });
    assert.equal(edited.statusCode, 200, edited.body);
    const mine = await req('GET', '/api/desa', undefined, v.superAdmin.token);
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json().data.nama_desa, 'Desa Kop Baru');
    assert.equal(mine.json().data.jabatan_kepala, 'Lurah');
    // One of a regency's villages: its backups are the Admin Kabupaten's (issue 40).
    assert.equal(mine.json().data.dalam_kabupaten, true);
  });

  it("deactivating ends the staff's sessions for good and refuses their sign-in; nothing is deleted; reactivating restores", async () => {
    const v = await t.addVillage('Desa Tidur');
    const admin = await req('POST', '/api/auth/register', { nama_lengkap: 'Staf Tidur', username: `staf${v.desaId.slice(0, 6)}`, role: 'Admin', password: 'sandi-staf-tidur-1' }, v.superAdmin.token);
    assert.equal(admin.statusCode, 201, admin.body);
    const staf = await t.login(`staf${v.desaId.slice(0, 6)}`, 'sandi-staf-tidur-1');
    await addKartuKeluarga(t, v.superAdmin.token, { nama_lengkap: 'Warga Tidur' });
    assert.equal((await req('PUT', `/api/kabupaten/desa/${v.desaId}/status`, { aktif: false })).statusCode, 200);
    const after = await req('GET', '/api/penduduk', undefined, v.superAdmin.token);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().code, 'DESA_NONAKTIF');
    const login = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: v.superAdmin.username, password: v.superAdmin.password } });
    assert.equal(login.statusCode, 401);
    assert.equal(login.json().code, 'DESA_NONAKTIF');
    assert.equal((await req('GET', `/api/kabupaten/desa/${v.desaId}`)).json().data.jumlah.penduduk, 1);
    assert.equal((await req('PUT', `/api/kabupaten/desa/${v.desaId}/status`, { aktif: true })).statusCode, 200);
    // Issue 33: the tokens issued before the deactivation stay dead after it is undone.
    for (const old of [v.superAdmin.token, staf.token]) {
      const revived = await req('GET', '/api/penduduk', undefined, old);
      assert.equal(revived.statusCode, 401, `an old token came back: ${revived.body}`);
      assert.equal(revived.json().code, 'UNAUTHORIZED');
    }
    const back = await t.login(v.superAdmin.username, v.superAdmin.password);
    assert.equal((await req('GET', '/api/penduduk', undefined, back.token)).statusCode, 200);
  });

  it("creates a village's Super Admin (usernames unique across the regency) and resets its password", async () => {
    const v = await t.addVillage('Desa Admin');
    const taken = await req('POST', `/api/kabupaten/desa/${v.desaId}/super_admin`, { nama_lengkap: 'Kembar', username: 'ADMIN', password: 'sandi-kembar-1', alasan_tindakan: ALASAN });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().code, 'USERNAME_TAKEN');
    const short = await req('PUT', `/api/kabupaten/desa/${v.desaId}/super_admin/${v.superAdmin.id}/password`, { password: 'pendek', alasan_tindakan: ALASAN });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'password minimal 8 karakter');
    const reset = await req('PUT', `/api/kabupaten/desa/${v.desaId}/super_admin/${v.superAdmin.id}/password`, { password: 'sandi-baru-desa-1', alasan_tindakan: ALASAN });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await req('GET', '/api/penduduk', undefined, v.superAdmin.token)).statusCode, 401, 'the old token ends');
    await assert.rejects(t.login(v.superAdmin.username, v.superAdmin.password));
    await t.login(v.superAdmin.username, 'sandi-baru-desa-1');
    const detail = await req('GET', `/api/kabupaten/desa/${v.desaId}`);
    assert.deepEqual(detail.json().data.super_admin.map((s: { username: string }) => s.username), [v.superAdmin.username]);
  });

  // Issue 33, finding 3: the regency could make itself a Super Admin of a village (or set one's
  // password) and read every resident, and the village saw only a login under a name the regency chose.
  describe("the regency's reach into a village is seen", () => {
    const village = (tok: string, method: 'GET' | 'PUT', url: string) => t.inject({ method, url, headers: auth(tok) });
    type Tindakan = { _id: string; jenis: string; username: string; pelaku: string; alasan: string; diakui_pada: string | null; diakui_oleh: string | null };
    type Entry = { activity_name: string; activity_by: { nama_lengkap: string } | null; after: Record<string, unknown> | null };
    const villageLog = async (tok: string) => (await village(tok, 'GET', '/api/activity?limit=100&sort=createdAt&order=desc')).json().data as Entry[];

    it('a second Super Admin and a new password need a written reason; nothing is written without one', async () => {
      const v = await t.addVillage('Desa Alasan');
      const body = { nama_lengkap: 'Operator Kabupaten', username: `opkab${v.desaId.slice(0, 6)}`, password: 'sandi-operator-1' };
      const none = await req('POST', `/api/kabupaten/desa/${v.desaId}/super_admin`, body);
      assert.equal(none.statusCode, 400, none.body);
      assert.equal(none.json().message, ALASAN_TINDAKAN_MESSAGES.kosong);
      const blank = await req('POST', `/api/kabupaten/desa/${v.desaId}/super_admin`, { ...body, alasan_tindakan: '   pendek   ' });
      assert.equal(blank.statusCode, 400);
      assert.equal(blank.json().message, ALASAN_TINDAKAN_MESSAGES.pendek);
      const reset = await req('PUT', `/api/kabupaten/desa/${v.desaId}/super_admin/${v.superAdmin.id}/password`, { password: 'sandi-baru-desa-2' });
      assert.equal(reset.statusCode, 400);
      assert.equal(reset.json().message, ALASAN_TINDAKAN_MESSAGES.kosong);
      // Nothing happened: the old password and token still work, no second Super Admin, no notice.
      assert.equal((await village(v.superAdmin.token, 'GET', '/api/penduduk')).statusCode, 200);
      assert.equal((await req('GET', `/api/kabupaten/desa/${v.desaId}`)).json().data.super_admin.length, 1);
      assert.equal((await village(v.superAdmin.token, 'GET', '/api/tindakan_kabupaten')).json().total, 0);
    });

    it("is written in the village's own log, shown to its Super Admins until one acknowledges it, and shown on the console", async () => {
      const v = await t.addVillage('Desa Terbuka');
      const other = await t.addVillage('Desa Lain');
      const username = `kabsa${v.desaId.slice(0, 6)}`;
      const created = await req('POST', `/api/kabupaten/desa/${v.desaId}/super_admin`, { nama_lengkap: 'Budi Santoso', username, password: 'sandi-operator-1', alasan_tindakan: `  ${ALASAN}  ` });
      assert.equal(created.statusCode, 201, created.body);
      const second = await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(v.superAdmin.token), payload: { nama_lengkap: 'Sekretaris', username: `sek${v.desaId.slice(0, 6)}`, role: 'Super Admin', password: 'sandi-sekretaris-1' } });
      assert.equal(second.statusCode, 201, second.body);
      const sekretaris = await t.login(`sek${v.desaId.slice(0, 6)}`, 'sandi-sekretaris-1');
      const reset = await req('PUT', `/api/kabupaten/desa/${v.desaId}/super_admin/${second.json().data._id}/password`, { password: 'sandi-dari-kabupaten', alasan_tindakan: 'Sekretaris lupa password dan meminta lewat surat' });
      assert.equal(reset.statusCode, 200, reset.body);

      // The village's log: who in the regency, what, why.
      const log = await villageLog(v.superAdmin.token);
      const made = log.find((e) => e.activity_name === `Admin Kabupaten membuat Super Admin ${username}`);
      assert.ok(made, log.map((e) => e.activity_name).join('\n'));
      assert.match(made.activity_by?.nama_lengkap ?? '', /\(Admin Kabupaten\)$/);
      assert.equal(made.after?.alasan, ALASAN);
      const resetEntry = log.find((e) => e.activity_name === `Admin Kabupaten mengatur ulang password sek${v.desaId.slice(0, 6)}`);
      assert.equal(resetEntry?.after?.alasan, 'Sekretaris lupa password dan meminta lewat surat');

      // Its sign-ins are the regency's doing, in the village's log, until the owner changes the password.
      const asRegency = await t.login(username, 'sandi-operator-1');
      const sekretarisBaru = await t.login(`sek${v.desaId.slice(0, 6)}`, 'sandi-dari-kabupaten');
      let names = (await villageLog(v.superAdmin.token)).map((e) => e.activity_name);
      assert.ok(names.filter((n) => n === 'Login (password diatur oleh Admin Kabupaten)').length >= 2, names.join('\n'));
      const own = await t.inject({ method: 'PUT', url: '/api/auth/password', headers: auth(asRegency.token), payload: { password_lama: 'sandi-operator-1', password_baru: 'sandi-operator-2' } });
      assert.equal(own.statusCode, 200, own.body);
      await t.login(username, 'sandi-operator-2');
      names = (await villageLog(v.superAdmin.token)).map((e) => e.activity_name);
      assert.equal(names[0], 'Login (akun dibuat oleh Admin Kabupaten)');

      // The notice: every Super Admin of the village sees both, newest first (the one whose password the
      // regency set, once they have changed it: issue 40); another village sees none.
      const ganti = await t.inject({ method: 'PUT', url: '/api/auth/password', headers: auth(sekretarisBaru.token), payload: { password_lama: 'sandi-dari-kabupaten', password_baru: 'sandi-sekretaris-2' } });
      assert.equal(ganti.statusCode, 200, ganti.body);
      const notices = await village(sekretarisBaru.token, 'GET', '/api/tindakan_kabupaten?belum_diakui=true');
      assert.equal(notices.statusCode, 200, notices.body);
      const list = notices.json().data as Tindakan[];
      assert.deepEqual(list.map((x) => [x.jenis, x.alasan, x.diakui_pada]), [
        ['password_diatur', 'Sekretaris lupa password dan meminta lewat surat', null],
        ['super_admin_dibuat', ALASAN, null],
      ]);
      assert.ok(list.every((x) => x.pelaku.length > 0 && !x.pelaku.includes('(Admin Kabupaten)')));
      assert.equal((await village(other.superAdmin.token, 'GET', '/api/tindakan_kabupaten')).json().total, 0);
      const foreign = await village(other.superAdmin.token, 'PUT', `/api/tindakan_kabupaten/${list[0]!._id}/diakui`);
      assert.equal(foreign.statusCode, 404, foreign.body);

      // One Super Admin acknowledges one: gone from every Super Admin's notice, kept with who and when.
      const ack = await village(v.superAdmin.token, 'PUT', `/api/tindakan_kabupaten/${list[1]!._id}/diakui`);
      assert.equal(ack.statusCode, 200, ack.body);
      const saya = ((await req('GET', `/api/kabupaten/desa/${v.desaId}`)).json().data.super_admin as Array<{ username: string; nama_lengkap: string }>).find((x) => x.username === v.superAdmin.username);
      assert.equal(ack.json().data.diakui_oleh, saya?.nama_lengkap);
      assert.ok(ack.json().data.diakui_pada);
      const again = await village(sekretarisBaru.token, 'PUT', `/api/tindakan_kabupaten/${list[1]!._id}/diakui`);
      assert.equal(again.json().data.diakui_oleh, ack.json().data.diakui_oleh, 'the first acknowledgement stays');
      const left = (await village(sekretarisBaru.token, 'GET', '/api/tindakan_kabupaten?belum_diakui=true')).json().data as Tindakan[];
      assert.deepEqual(left.map((x) => x._id), [list[0]!._id]);
      assert.ok((await villageLog(v.superAdmin.token)).some((e) => e.activity_name === `Mengetahui tindakan Admin Kabupaten pada akun ${username}`));

      // The console shows the same record.
      const console_ = await req('GET', `/api/kabupaten/desa/${v.desaId}/tindakan?limit=10`);
      assert.equal(console_.statusCode, 200, console_.body);
      assert.deepEqual((console_.json().data as Tindakan[]).map((x) => [x.username, x.alasan, x.diakui_oleh !== null]), [
        [`sek${v.desaId.slice(0, 6)}`, 'Sekretaris lupa password dan meminta lewat surat', false],
        [username, ALASAN, true],
      ]);
      assert.equal((await req('GET', `/api/kabupaten/desa/${other.desaId}/tindakan`)).json().total, 0);
      // The Super Admin whose password the regency set was signed out by it.
      assert.equal((await village(sekretaris.token, 'GET', '/api/penduduk')).statusCode, 401);
    });
  });

  it('refuses a NIK active in another village, naming it, and takes it once that record has moved out', async () => {
    const a = await t.addVillage('Desa Asal');
    const b = await t.addVillage('Desa Tujuan');
    const head = await addKartuKeluarga(t, a.superAdmin.token, { nama_lengkap: 'Warga Pindah' });
    const twice = await t.inject({ method: 'POST', url: '/api/kartu_keluarga', headers: auth(b.superAdmin.token), payload: kartuKeluargaBody({ nik: head.nik }) });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().code, 'NIK_TAKEN');
    assert.match(twice.json().message, /Desa Asal/);
    assert.equal((await t.inject({ method: 'POST', url: `/api/penduduk_keluar/${head.keluarga_dari._id}/m`, headers: auth(a.superAdmin.token) })).statusCode, 201);
    await addKartuKeluarga(t, b.superAdmin.token, { nik: head.nik, nama_lengkap: 'Warga Pindah' });
  });

  it('looks the NIK up through its index: never reads the whole registry (sid_desa_nik_aktif)', async () => {
    // The function's own query, its argument as a text constant, planned with sequential scans priced
    // out: comparing char(16) with text by casting the column left no index to use (~110 ms a save at
    // 100,000 residents on PGlite).
    const [fn] = rowsOf<{ src: string }>(await t.app.ctx.db.execute(sql`select prosrc as src from pg_proc where proname = 'sid_desa_nik_aktif'`));
    assert.ok(fn?.src.includes('p_nik'), 'the function reads its argument');
    const plan = await t.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`explain ${fn!.src.replaceAll('p_nik', "'3507010101900001'::text")}`))).map((r) => r['QUERY PLAN']).join('\n');
    });
    assert.doesNotMatch(plan, /Seq Scan on penduduk/, plan);
    assert.match(plan, /Index (Only )?Scan using \w+ on penduduk/, plan);
  });

  it('sums the villages per kecamatan and the regency, and logs its own actions', async () => {
    const totals = await req('GET', '/api/kabupaten/ringkasan');
    assert.equal(totals.statusCode, 200);
    const r = totals.json().data as { jumlah_desa: number; jumlah: { penduduk: number }; kecamatan: Array<{ jumlah: { penduduk: number } }> };
    assert.ok(r.jumlah_desa >= 6);
    assert.equal(r.kecamatan.reduce((n, k) => n + k.jumlah.penduduk, 0), r.jumlah.penduduk);
    const list = await req('GET', '/api/kabupaten/desa?sort=penduduk&order=desc&limit=2&q=desa');
    assert.equal(list.statusCode, 200);
    assert.equal(list.json().data.length, 2);
    const byKecamatan = await req('GET', '/api/kabupaten/desa?kecamatan=Pagak');
    assert.deepEqual(byKecamatan.json().data.map((d: { nama_desa: string }) => d.nama_desa), ['Pagak Uji']);
    const log = await req('GET', '/api/kabupaten/aktivitas?limit=100&sort=createdAt&order=desc');
    const names = (log.json().data as Array<{ activity_name: string }>).map((x) => x.activity_name);
    assert.ok(names.some((n) => n.startsWith('Menambahkan desa Pagak Uji')), names.join('\n'));
    assert.ok(names.some((n) => n.startsWith('Menonaktifkan desa')));
    assert.ok(names.some((n) => n.startsWith('Mengatur ulang password Super Admin')));
    assert.ok(KODE_DESA_UJI.length >= 6);
  });
});
