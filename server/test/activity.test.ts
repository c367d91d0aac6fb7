import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, isNull, or, sql } from 'drizzle-orm';
import {
  activityLog,
  arsipKematian,
  files,
  kartuKeluarga,
  kematian,
  keteranganKeluar,
  keteranganMasuk,
  penduduk,
  pendudukKeluar,
  pendudukKeluarAnggota,
} from '../src/db/schema.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addKartuKeluarga } from './support/registry.js';

interface ActivityRow {
  _id: string;
  activity_name: string;
  activity_by: { _id: string | null; nama_lengkap: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

describe('activity log', () => {
  let t: TestApp;
  let token: string;
  let superId: string;
  before(async () => {
    t = await buildTestApp();
    ({ token, id: superId } = await t.login());
  });
  after(() => t.close());

  const latest = async (limit = 1): Promise<ActivityRow[]> => {
    const res = await t.inject({ method: 'GET', url: `/api/activity?limit=${limit}`, headers: auth(token) });
    assert.equal(res.statusCode, 200);
    return res.json().data;
  };

  it('records the first Super Admin, created by the system on first start', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/activity?limit=100&sort=createdAt&order=asc', headers: auth(token) });
    const first = res.json().data[0] as ActivityRow;
    assert.match(first.activity_name, /Super Admin pertama/);
    assert.deepEqual(first.activity_by, { _id: null, nama_lengkap: 'Sistem' });
  });

  it('records a login', async () => {
    await t.login();
    const [row] = await latest();
    assert.equal(row?.activity_name, 'Login');
    assert.equal(row?.activity_by?._id, superId);
    assert.equal(row?.activity_by?.nama_lengkap, 'Administrator');
  });

  it('records a user added, edited and deleted, with the rows before and after and no secrets', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: auth(token),
      payload: { nama_lengkap: 'Budi Santoso', username: 'budi', role: 'Admin', password: 'kata-sandi-123' },
    });
    const id = created.json().data._id as string;
    let [row] = await latest();
    assert.equal(row?.activity_name, 'Menambahkan pengguna budi');
    assert.equal(row?.before, null);
    assert.equal(row?.after?.username, 'budi');

    await t.inject({
      method: 'PUT',
      url: `/api/auth/update/${id}`,
      headers: auth(token),
      payload: { nama_lengkap: 'Budi S.', username: 'budi', role: 'Admin', password: 'sandi-baru-456' },
    });
    [row] = await latest();
    assert.equal(row?.activity_name, 'Memperbarui pengguna budi');
    assert.equal(row?.before?.nama_lengkap, 'Budi Santoso');
    assert.equal(row?.after?.nama_lengkap, 'Budi S.');
    assert.equal(row?.after?.password_diubah, true);

    await t.inject({ method: 'DELETE', url: `/api/auth/delete/${id}`, headers: auth(token) });
    [row] = await latest();
    assert.equal(row?.activity_name, 'Menghapus pengguna budi');
    assert.equal(row?.before?.username, 'budi');
    assert.equal(row?.after, null);

    const all = await t.inject({ method: 'GET', url: '/api/activity?limit=100', headers: auth(token) });
    assert.doesNotMatch(all.body, /argon2|password_hash|passwordHash|kata-sandi|sandi-baru/);
  });

  it('keeps entries of a deleted user with their name, and no longer links their id', async () => {
    const u = await t.createUser('Admin');
    const name = (await t.inject({ method: 'GET', url: '/api/auth/all?limit=100', headers: auth(token) })).json().data
      .find((row: { _id: string }) => row._id === u.id).nama_lengkap as string;
    await t.inject({ method: 'DELETE', url: `/api/auth/delete/${u.id}`, headers: auth(token) });
    const rows = (await t.inject({ method: 'GET', url: '/api/activity?limit=100', headers: auth(token) })).json().data as ActivityRow[];
    const theirLogin = rows.find((r) => r.activity_name === 'Login' && r.activity_by?.nama_lengkap === name);
    assert.ok(theirLogin, 'the login of the deleted user is still listed under their name');
    assert.equal(theirLogin.activity_by?._id, null);
  });

  it('does not record anything for a refused change', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/activity', headers: auth(token) })).json().total;
    await t.inject({ method: 'DELETE', url: `/api/auth/delete/${superId}`, headers: auth(token) });
    await t.inject({ method: 'POST', url: '/api/auth/register', headers: auth(token), payload: { username: 'x' } });
    const afterTotal = (await t.inject({ method: 'GET', url: '/api/activity', headers: auth(token) })).json().total;
    assert.equal(afterTotal, before);
  });

  it('is paged newest first with a total, and sortable', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/activity?limit=3', headers: auth(token) });
    const body = res.json();
    assert.equal(body.data.length, 3);
    assert.ok(body.total >= 3);
    const times = body.data.map((r: ActivityRow) => Date.parse(r.createdAt));
    assert.deepEqual(times, [...times].sort((a, b) => b - a));
    const p1 = (await t.inject({ method: 'GET', url: '/api/activity?limit=3&page=1', headers: auth(token) })).json();
    const ids = new Set(body.data.map((r: ActivityRow) => r._id));
    assert.ok(p1.data.every((r: ActivityRow) => !ids.has(r._id)), 'pages do not overlap');
    const byName = (await t.inject({ method: 'GET', url: '/api/activity?limit=100&sort=activity_name&order=asc', headers: auth(token) })).json();
    const names = byName.data.map((r: ActivityRow) => r.activity_name.toLowerCase());
    assert.deepEqual(names, [...names].sort());
  });

  it('is readable by an Admin too', async () => {
    const a = await t.createUser('Admin');
    assert.equal((await t.inject({ method: 'GET', url: '/api/activity', headers: auth(a.token) })).statusCode, 200);
  });
});

describe('activity log: entries about users are for Super Admins only', () => {
  let t: TestApp;
  let superToken: string;
  let admin: { token: string; id: string; username: string };
  let budiId: string;
  before(async () => {
    t = await buildTestApp();
    ({ token: superToken } = await t.login());
    // Entries of every kind: users added, edited and deleted, registry changes, sign-ins.
    admin = await t.createUser('Admin', 'petugas');
    const budi = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: auth(superToken),
      payload: { nama_lengkap: 'Budi Rahasia', username: 'budirahasia', role: 'Super Admin', password: 'kata-sandi-123' },
    });
    budiId = budi.json().data._id;
    await t.inject({
      method: 'PUT',
      url: `/api/auth/update/${budiId}`,
      headers: auth(superToken),
      payload: { nama_lengkap: 'Budi Rahasia', username: 'budirahasia', role: 'Admin' },
    });
    await addKartuKeluarga(t, admin.token, { nama_lengkap: 'Warga Terdaftar' });
    await addKartuKeluarga(t, superToken, { nama_lengkap: 'Warga Kedua' });
    // Rows written outside the routes: a user entry, and one of no known kind.
    await t.app.ctx.db.insert(activityLog).values([
      { desaId: t.app.ctx.desaId, actorName: 'Sistem', activityName: 'Impor pengguna lama', entity: 'user', after: { username: 'lama', role: 'Admin' } },
      { desaId: t.app.ctx.desaId, actorName: 'Sistem', activityName: 'Catatan tanpa jenis', entity: null, after: { username: 'lain' } },
    ]);
  });
  after(() => t.close());

  const read = async (token: string, query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/activity${query}`, headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: ActivityRow[]; total: number };
  };
  const userEntries = async () =>
    (await t.app.ctx.db.select().from(activityLog).where(or(eq(activityLog.entity, 'user'), isNull(activityLog.entity)))).length;

  it('an Admin reads no user records: no usernames, roles, before/after of users, on any sort', async () => {
    for (const query of ['?limit=100', '?limit=100&sort=activity_name&order=asc', '?limit=100&sort=activity_by&order=desc', '?limit=100&sort=createdAt']) {
      const { data, total } = await read(admin.token, query);
      assert.ok(data.length > 0, 'registry changes and sign-ins stay visible');
      assert.equal(total, data.length);
      assert.ok(data.some((r) => r.activity_name.startsWith('Menambahkan kartu keluarga')), JSON.stringify(data.map((r) => r.activity_name)));
      assert.ok(data.some((r) => r.activity_name === 'Login'));
      for (const row of data) {
        assert.doesNotMatch(row.activity_name, /pengguna|Super Admin pertama|tanpa jenis/i, row.activity_name);
        for (const record of [row.before, row.after]) assert.ok(!record || !('username' in record || 'role' in record), JSON.stringify(record));
      }
      const body = JSON.stringify(data);
      assert.doesNotMatch(body, /budirahasia|"username"|"role"/);
    }
  });

  it('a Super Admin reads everything; the totals differ by exactly the user entries', async () => {
    const all = await read(superToken, '?limit=100');
    const forAdmin = await read(admin.token, '?limit=100');
    assert.equal(all.total, all.data.length);
    assert.ok(all.data.some((r) => r.activity_name === 'Menambahkan pengguna budirahasia' && r.after?.username === 'budirahasia'));
    assert.ok(all.data.some((r) => r.activity_name === 'Memperbarui pengguna budirahasia' && r.before?.role === 'Super Admin'));
    assert.ok(all.data.some((r) => r.activity_name === 'Catatan tanpa jenis'));
    assert.equal(all.total - forAdmin.total, await userEntries());
  });

  it("an Admin's pages add up to their total, without gaps or overlaps", async () => {
    const { data: everything, total } = await read(admin.token, '?limit=100');
    const seen: string[] = [];
    for (let page = 0; page * 2 < total + 2; page++) {
      const p = await read(admin.token, `?limit=2&page=${page}`);
      assert.equal(p.total, total, 'the same total on every page');
      seen.push(...p.data.map((r) => r._id));
    }
    assert.equal(seen.length, total);
    assert.deepEqual(seen, everything.map((r) => r._id));
    const superTotal = (await read(superToken, '?limit=1')).total;
    assert.equal(total, superTotal - (await userEntries()), 'the total counts only what the Admin may read');
  });

  it('issue 40: the search box, the user filter and the kind filter, each within what the caller may read', async () => {
    // The search: by what was done or by who did it, by part, case-insensitive.
    const found = await read(superToken, '?limit=100&q=warga TERDAFTAR');
    assert.ok(found.total >= 1 && found.data.every((r) => /warga terdaftar/i.test(r.activity_name)), JSON.stringify(found.data));
    // One user's entries, and the kind's: only those, counted as such.
    const mine = await read(superToken, `?limit=100&pengguna=${admin.id}`);
    assert.ok(mine.total >= 2, 'the Admin signed in and added a card');
    assert.ok(mine.data.every((r) => r.activity_by?._id === admin.id));
    const nama = mine.data[0]?.activity_by?.nama_lengkap ?? '';
    const byActor = await read(superToken, `?limit=100&q=${encodeURIComponent(nama.toUpperCase())}`);
    assert.ok(byActor.total >= mine.total && byActor.data.every((r) => `${r.activity_name} ${r.activity_by?.nama_lengkap}`.toLowerCase().includes(nama.toLowerCase())));
    const kk = await read(admin.token, '?limit=100&jenis=kartu_keluarga');
    assert.equal(kk.total, 2, JSON.stringify(kk.data.map((r) => r.activity_name)));
    assert.ok(kk.data.every((r) => r.activity_name.startsWith('Menambahkan kartu keluarga')));
    const both = await read(admin.token, `?limit=100&jenis=kartu_keluarga&pengguna=${admin.id}`);
    assert.equal(both.total, 1);
    // The kind filter does not widen an Admin's reading: no user entries, whatever is asked.
    assert.equal((await read(admin.token, '?limit=100&jenis=pengguna')).total, 0);
    assert.ok((await read(superToken, '?limit=100&jenis=pengguna')).total >= 3);
    // An id that is no user's: an empty page; an unknown kind: refused in Indonesian.
    assert.equal((await read(superToken, '?pengguna=bukan-id')).total, 0);
    const bad = await t.inject({ method: 'GET', url: '/api/activity?jenis=rahasia', headers: auth(superToken) });
    assert.equal(bad.statusCode, 400, bad.body);
    // The user filter's choices: each user of the log once, by name; an Admin's only from what it may read.
    const pelaku = async (token: string) => {
      const res = await t.inject({ method: 'GET', url: '/api/activity/pelaku', headers: auth(token) });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as Array<{ _id: string; nama_lengkap: string }>;
    };
    const semua = await pelaku(superToken);
    assert.equal(new Set(semua.map((p) => p._id)).size, semua.length);
    assert.ok(semua.some((p) => p._id === admin.id));
    assert.deepEqual(semua.map((p) => p.nama_lengkap), [...semua.map((p) => p.nama_lengkap)].sort((a, b) => a.localeCompare(b, 'id')));
    const untukAdmin = await pelaku(admin.token);
    assert.ok(untukAdmin.some((p) => p._id === admin.id));
    assert.ok(untukAdmin.length <= semua.length);
  });

  it('an Admin who becomes Super Admin sees the user entries at once; the other activity routes carry no user records', async () => {
    assert.ok(!(await read(admin.token, '?limit=100')).data.some((r) => r.activity_name === 'Menambahkan pengguna budirahasia'));
    await t.inject({
      method: 'PUT',
      url: `/api/auth/update/${admin.id}`,
      headers: auth(superToken),
      payload: { nama_lengkap: 'Pengguna petugas', username: 'petugas', role: 'Super Admin' },
    });
    const promoted = await t.login('petugas', 'sandi-petugas-123');
    assert.ok((await read(promoted.token, '?limit=100')).data.some((r) => r.activity_name === 'Menambahkan pengguna budirahasia'));
    const counts = await t.inject({ method: 'GET', url: '/api/activity/all', headers: auth(promoted.token) });
    assert.equal(counts.statusCode, 200);
    assert.doesNotMatch(counts.body, /username|budirahasia|role/);
    const other = await t.inject({ method: 'POST', url: `/api/activity/${budiId}`, headers: auth(promoted.token) });
    assert.equal(other.statusCode, 403);
  });
});

describe('dashboard counts', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const counts = async () => {
    const res = await t.inject({ method: 'GET', url: '/api/activity/all', headers: auth(token) });
    assert.equal(res.statusCode, 200);
    return res.json().data;
  };

  it('is all zeros on an empty registry', async () => {
    assert.deepEqual(await counts(), {
      data_penduduk: 0,
      data_pria: 0,
      data_wanita: 0,
      data_kk: 0,
      data_penduduk_masuk: 0,
      data_penduduk_keluar: 0,
      inc_data_penduduk_masuk: 0,
      inc_data_penduduk_keluar: 0,
      inc_data_kematian: 0,
      perlu_dilengkapi: 0,
      kedatangan_desa_lain: 0,
      tanpa_kepala: 0,
    });
  });

  it('counts residents by status and sex, cards, and the incomplete records', async () => {
    const { db, desaId } = t.app.ctx;
    const nik = (n: number) => String(3507000000000000 + n);
    const [kk1, kk2, kk3] = await db
      .insert(kartuKeluarga)
      .values([
        { desaId, noKk: nik(9001) },
        { desaId, noKk: nik(9002), dataMasuk: true },
        { desaId, noKk: nik(9003), dataMasuk: true },
      ])
      .returning();
    const person = (n: number, kkId: string, jenisKelamin: string, statusPenduduk: '' | 'penduduk_masuk' | 'penduduk_keluar' | 'meninggal', posisi = 'Anak') => ({
      desaId,
      kkId,
      nik: nik(n),
      namaLengkap: `Warga ${n}`,
      jenisKelamin,
      statusPenduduk,
      posisiDalamKeluarga: posisi,
    });
    const people = await db
      .insert(penduduk)
      .values([
        person(1, kk1!.id, 'Laki laki', '', 'Kepala Keluarga'),
        person(2, kk1!.id, 'Perempuan', ''),
        person(3, kk1!.id, 'Perempuan', 'meninggal'),
        person(4, kk1!.id, 'Laki laki', 'penduduk_keluar'),
        person(5, kk2!.id, 'Laki laki', 'penduduk_masuk', 'Kepala Keluarga'),
        person(6, kk3!.id, 'Perempuan', 'penduduk_masuk', 'Kepala Keluarga'),
      ])
      .returning();
    // kk3 has its entry documents: only kk2 is an incomplete incoming card.
    const [f1, f2, f3] = await db
      .insert(files)
      .values([1, 2, 3].map((i) => ({ desaId, storedName: `f${i}.png`, mime: 'image/png', size: 10 })))
      .returning();
    await db.insert(keteranganMasuk).values({ desaId, kkId: kk3!.id, fotoKkId: f1!.id, fotoSuratMasukId: f2!.id });
    // Two moved-out records, one with its statement.
    const [pk1, pk2] = await db.insert(pendudukKeluar).values([{ desaId, kkId: kk1!.id }, { desaId, kkId: kk1!.id }]).returning();
    await db.insert(pendudukKeluarAnggota).values({ desaId: t.app.ctx.desaId, pendudukKeluarId: pk1!.id, pendudukId: people[3]!.id, urutan: 0, statusSebelumnya: '' });
    await db.insert(keteranganKeluar).values({ desaId: t.app.ctx.desaId, pendudukKeluarId: pk2!.id, alamatPindah: 'Batu', alasanPindah: 'Kerja' });
    // Two deaths, one archived.
    const [k1, k2] = await db
      .insert(kematian)
      .values([
        { desaId, pendudukId: people[2]!.id },
        { desaId, pendudukId: people[1]!.id },
      ])
      .returning();
    await db.insert(arsipKematian).values({ desaId: t.app.ctx.desaId, kematianId: k2!.id, fileId: f3!.id });
    assert.ok(k1);

    assert.deepEqual(await counts(), {
      data_penduduk: 2,
      data_pria: 2, // 1 (Hidup) + 5 (masuk)
      data_wanita: 2, // 2 (Hidup) + 6 (masuk)
      data_kk: 3,
      data_penduduk_masuk: 2,
      data_penduduk_keluar: 1,
      inc_data_penduduk_masuk: 1,
      inc_data_penduduk_keluar: 1,
      inc_data_kematian: 1,
      perlu_dilengkapi: 0,
      kedatangan_desa_lain: 0,
      tanpa_kepala: 0,
    });
  });

  it('enforces the registry constraints in the database itself', async () => {
    const { db, desaId } = t.app.ctx;
    const [kk] = await db.insert(kartuKeluarga).values({ desaId, noKk: '3507111111111111' }).returning();
    const base = { desaId, kkId: kk!.id, namaLengkap: 'X', jenisKelamin: 'Laki laki', posisiDalamKeluarga: 'Anak' };
    await assert.rejects(db.insert(penduduk).values({ ...base, nik: '12345' }), 'NIK must be 16 digits');
    await assert.rejects(db.insert(penduduk).values({ ...base, nik: '350711111111111A' }), 'NIK must be digits');
    await assert.rejects(db.insert(penduduk).values({ ...base, nik: '3507111111111112', jenisKelamin: 'L' }), 'jenis_kelamin check');
    await assert.rejects(db.insert(penduduk).values({ ...base, nik: '3507111111111113', statusPenduduk: 'hilang' as never }), 'status check');
    await db.insert(penduduk).values({ ...base, nik: '3507111111111114', posisiDalamKeluarga: 'Kepala Keluarga' });
    await assert.rejects(db.insert(penduduk).values({ ...base, nik: '3507111111111114' }), 'unique NIK');
    await assert.rejects(
      db.insert(penduduk).values({ ...base, nik: '3507111111111115', posisiDalamKeluarga: 'Kepala Keluarga' }),
      'one head per card',
    );
    await assert.rejects(db.insert(kartuKeluarga).values({ desaId, noKk: '3507111111111111' }), 'unique No. KK');
    await assert.rejects(db.execute(sql`insert into signatures (nama_lengkap, nama_jabatan) values ('a', 'b')`), 'a signer needs exactly one letter');
  });
});
