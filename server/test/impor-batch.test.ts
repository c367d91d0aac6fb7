// An import writes in short transactions (issue 33, finding 1): another village's requests are answered
// while it runs, a batch that fails has what the batches before it wrote deleted again (all or nothing,
// the derived data consistent, the failure in the log), and the registry checks are rate-limited per
// user and each dry run is logged with its counts (issue 33, low finding). Asserts order and state,
// never a duration.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/data/paging.js';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { nomor, tungguImpor } from './support/registry.js';
import { csv } from './support/spreadsheet.js';

let urut = 1000 + (process.pid % 5000);
/** `n` residents in families of four, as CSV rows; `nama(i)` names row i. */
function keluarga(n: number, nama = (i: number) => `Warga Batch ${i}`): Array<Array<string | null>> {
  const rows: Array<Array<string | null>> = [];
  let kk = '';
  for (let i = 0; i < n; i++) {
    if (i % 4 === 0) kk = nomor();
    const s = String(urut++ % 10_000).padStart(4, '0');
    rows.push([kk, `3507011505${String(80 + (i % 15)).padStart(2, '0')}${s}`, nama(i), 'Laki laki', 'Malang', `15-05-19${80 + (i % 15)}`, 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', i % 4 === 0 ? 'Kepala Keluarga' : 'Anak', 'Dusun Krajan', null]);
  }
  return rows;
}

describe('an import in short transactions', () => {
  let t: TestApp;
  let token: string;
  let b: Village;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    b = await t.addVillage('Desa Tetangga');
  });
  after(() => t.close());

  const kirim = (url: string, body: string, tok = token) =>
    t.inject({ method: 'POST', url: `${url}?nama_berkas=batch.csv`, headers: { ...auth(tok), 'content-type': 'text/csv' }, payload: Buffer.from(body) });
  const jumlah = async (tok = token) => (await t.inject({ method: 'GET', url: '/api/penduduk?limit=1', headers: auth(tok) })).json().total as number;
  const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.app.ctx.db.execute(q));

  it("another village's resident list is answered while a village's import is still writing", async () => {
    const body = csv(keluarga(4000));
    const start = await kirim('/api/impor/penduduk', body);
    assert.equal(start.statusCode, 202, start.body);
    const id = start.json().data._id as string;
    // Village B asks for its list as soon as the import has started.
    const list = await t.inject({ method: 'GET', url: '/api/penduduk?limit=10', headers: auth(b.superAdmin.token) });
    assert.equal(list.statusCode, 200);
    // Answered between two batches: the import had not ended. (In one transaction it would have.)
    const state = (await t.inject({ method: 'GET', url: `/api/impor/penduduk/${id}`, headers: auth(token) })).json().data;
    assert.equal(state.status, 'berjalan', JSON.stringify(state));
    assert.ok(state.diproses < 4000);
    const done = await tungguImpor(t, token, id);
    assert.equal(done.status, 'selesai', JSON.stringify(done));
    assert.equal(done.penduduk_dibuat, 4000);
  });

  it('a batch that fails: what the batches before it wrote is deleted, derived data consistent, logged', async () => {
    // The last row cannot be written (a trigger refuses it): the earlier batches have committed by then.
    await t.app.ctx.db.execute(sql.raw(`create or replace function uji_tolak_impor() returns trigger language plpgsql as $$
      begin if new.nama_lengkap = 'Gagal Di Sini' then raise exception 'uji: ditolak'; end if; return new; end $$`));
    await t.app.ctx.db.execute(sql.raw('create trigger uji_tolak_impor before insert on penduduk for each row execute function uji_tolak_impor()'));
    try {
      const before = await jumlah();
      const [stat0] = await query<{ penduduk: number; kartu_keluarga: number }>(sql`select penduduk, kartu_keluarga from statistik_desa where desa_id = ${t.app.ctx.desaId}`);
      const n = 1200;
      const res = await kirim('/api/impor/penduduk', csv(keluarga(n, (i) => (i === n - 1 ? 'Gagal Di Sini' : `Warga Gagal ${i}`))));
      assert.equal(res.statusCode, 202, res.body);
      const done = await tungguImpor(t, token, res.json().data._id as string);
      assert.equal(done.status, 'gagal');
      assert.match(String(done.pesan), /Tidak ada data yang disimpan/);
      assert.equal(await jumlah(), before);
      const [{ sisa }] = (await query<{ sisa: number }>(sql`select count(*)::int as sisa from penduduk where nama_lengkap like 'Warga Gagal %'`)) as [{ sisa: number }];
      assert.equal(sisa, 0);
      // The counts and the words of the names, as a count from scratch says.
      const [stat] = await query<{ penduduk: number; kartu_keluarga: number; p: number; k: number }>(sql`select s.penduduk, s.kartu_keluarga,
          (select count(*)::int from penduduk p where p.desa_id = s.desa_id) as p, (select count(*)::int from kartu_keluarga k where k.desa_id = s.desa_id) as k
        from statistik_desa s where s.desa_id = ${t.app.ctx.desaId}`);
      assert.deepEqual([Number(stat?.penduduk), Number(stat?.kartu_keluarga)], [Number(stat0?.penduduk), Number(stat0?.kartu_keluarga)]);
      assert.deepEqual([Number(stat?.penduduk), Number(stat?.kartu_keluarga)], [Number(stat?.p), Number(stat?.k)]);
      const [{ kata }] = (await query<{ kata: number }>(sql`select count(*)::int as kata from penduduk_kata where kata = 'gagal'`)) as [{ kata: number }];
      assert.equal(kata, 0);
      const log = (await t.inject({ method: 'GET', url: '/api/activity?limit=10', headers: auth(token) })).json().data as Array<{ activity_name: string; after?: Record<string, unknown> }>;
      const entry = log.find((l) => /Impor berkas batch\.csv gagal/.test(l.activity_name));
      assert.ok(entry, JSON.stringify(log.map((l) => l.activity_name)));
      assert.ok(Number(entry.after?.penduduk_tertulis) > 0, JSON.stringify(entry.after));
      assert.equal(entry.after?.penduduk_tersisa, 0);
    } finally {
      await t.app.ctx.db.execute(sql.raw('drop trigger uji_tolak_impor on penduduk'));
      await t.app.ctx.db.execute(sql.raw('drop function uji_tolak_impor()'));
    }
  });

  it('each dry run is in the village log with its rows and the NIKs it checked', async () => {
    const res = await kirim('/api/impor/penduduk/periksa', csv(keluarga(8)));
    assert.equal(res.statusCode, 200, res.body);
    const log = (await t.inject({ method: 'GET', url: '/api/activity?limit=5', headers: auth(token) })).json().data as Array<{ activity_name: string; after?: Record<string, unknown> }>;
    const entry = log.find((l) => l.activity_name.startsWith('Memeriksa berkas impor batch.csv'));
    assert.ok(entry, JSON.stringify(log.map((l) => l.activity_name)));
    assert.match(entry.activity_name, /8 baris, 8 NIK diperiksa/);
    assert.equal(entry.after?.jumlah_baris, 8);
    assert.equal(entry.after?.jumlah_nik_diperiksa, 8);
  });

  it('the checks are rate-limited per user: 429 with Retry-After and the reason in Indonesian', async () => {
    // The form's duplicate check: 60 a minute per user.
    const u = await t.createUser('Admin');
    const body = { nama_lengkap: 'Budi Santoso', tempat_tanggal_lahir: 'Malang, 15 Mei 1980', nik: '3507011505800001' };
    const cek = (tok: string) => t.inject({ method: 'POST', url: '/api/penduduk/periksa', headers: auth(tok), payload: body });
    for (let i = 0; i < 60; i++) assert.equal((await cek(u.token)).statusCode, 200);
    const refused = await cek(u.token);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'TOO_MANY_REQUESTS');
    assert.match(refused.json().message, /Terlalu banyak pemeriksaan data ganda/);
    assert.ok(Number(refused.headers['retry-after']) >= 1 && Number(refused.headers['retry-after']) <= 60);
    // Another user is not held back by it.
    assert.equal((await cek(token)).statusCode, 200);

    // A whole file: 60 an hour per user (this file's user has used some already; B's has used none).
    const file = csv(keluarga(1));
    let last = await kirim('/api/impor/penduduk/periksa', file, b.superAdmin.token);
    let n = 1;
    while (last.statusCode === 200 && n < 70) {
      last = await kirim('/api/impor/penduduk/periksa', file, b.superAdmin.token);
      n++;
    }
    assert.equal(n, 61);
    assert.equal(last.statusCode, 429);
    assert.match(last.json().message, /Terlalu banyak pemeriksaan berkas impor/);
    assert.ok(Number(last.headers['retry-after']) > 60);
  });
});
