/**
 * Issue 40: an incoming family's arrival date (tanggal_datang). Given on create through the guided
 * flow, today when an older client sends none, refused in the future or before the head's birth,
 * refused on an ordinary card, changed later on its own route, answered on the card and the list,
 * and written on the village's ledger as the arrival's day while the month stays the one recorded.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hariIniDi } from '@sid/openapi/domain/lahir';
import { awalBulan, labelBulan, tambahBulan } from '@sid/openapi/domain';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, kartuKeluargaBody, type Penduduk } from './support/registry.js';
import { rowsOf } from '../src/data/paging.js';

describe("an incoming family's arrival date (tanggal_datang)", () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, tok = token) =>
    t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
  /** A head with birth place and date as fields (born 5 January 1990). */
  const body = (extra: object = {}) => {
    const { tempat_tanggal_lahir: _t, ...rest } = kartuKeluargaBody();
    return { ...rest, tempat_lahir: 'Malang', tanggal_lahir: '1990-01-05', ...extra };
  };
  const hariIni = () => hariIniDi(t.app.ctx.config.timeZone);
  const besok = () => {
    const d = new Date(`${hariIni()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  const kartu = async (id: string) => (await req('GET', `/api/kartu_keluarga/${id}`)).json().data as { tanggal_datang?: string };
  const jumlahKartu = async () => rowsOf<{ n: number }>(await t.app.ctx.db.execute(sql`select count(*)::int as n from kartu_keluarga`))[0]!.n;

  it('takes the arrival date on create and answers it on the card, the incoming card and the list', async () => {
    const res = await req('POST', '/api/kartu_keluarga/in', body({ tanggal_datang: '2025-11-03' }));
    assert.equal(res.statusCode, 201, res.body);
    const kk = (res.json().data as Penduduk).keluarga_dari._id;
    assert.equal((await kartu(kk)).tanggal_datang, '2025-11-03');
    const masuk = (await req('GET', `/api/penduduk_masuk/${kk}`)).json().data;
    assert.equal(masuk.tanggal_datang, '2025-11-03');
    const list = (await req('GET', '/api/penduduk_masuk/k?limit=50')).json().data as Array<{ _id: string; tanggal_datang?: string }>;
    assert.equal(list.find((c) => c._id === kk)?.tanggal_datang, '2025-11-03');
  });

  it("an older client's card without it arrives today (the village's day)", async () => {
    const res = await req('POST', '/api/kartu_keluarga/in', kartuKeluargaBody());
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((await kartu((res.json().data as Penduduk).keluarga_dari._id)).tanggal_datang, hariIni());
  });

  it('refuses a date in the future, before 1900, before the head was born or not a date (400, in Indonesian, nothing created)', async () => {
    const sebelum = await jumlahKartu();
    const cases: Array<[unknown, RegExp]> = [
      [besok(), /tanggal_datang tidak boleh melewati hari ini/],
      ['1899-12-31', /tanggal_datang tidak boleh sebelum/],
      ['1990-01-04', /Tanggal Datang tidak boleh sebelum Tanggal Lahir Kepala Keluarga/],
      ['2025-02-30', /tanggal_datang/],
      ['03-11-2025', /tanggal_datang/],
      [20251103, /tanggal_datang/],
    ];
    for (const [tanggal_datang, pesan] of cases) {
      const res = await req('POST', '/api/kartu_keluarga/in', body({ tanggal_datang }));
      assert.equal(res.statusCode, 400, `${String(tanggal_datang)}: ${res.body}`);
      assert.match(res.json().message, pesan);
    }
    assert.equal(await jumlahKartu(), sebelum);
  });

  it('is refused the same when the body comes as a form (415: the route reads JSON only)', async () => {
    const res = await t.inject({
      method: 'POST', url: '/api/kartu_keluarga/in', headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...(body() as Record<string, string>), tanggal_datang: besok() }).toString(),
    });
    assert.equal(res.statusCode, 415, res.body);
  });

  it('is no field of an ordinary card (400 naming it, nothing created)', async () => {
    const sebelum = await jumlahKartu();
    const res = await req('POST', '/api/kartu_keluarga', body({ tanggal_datang: '2025-11-03' }));
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.json().message, /tanggal_datang/);
    assert.equal(await jumlahKartu(), sebelum);
    const biasa = await req('POST', '/api/kartu_keluarga', body());
    assert.equal(biasa.statusCode, 201, biasa.body);
    assert.equal((await kartu((biasa.json().data as Penduduk).keluarga_dari._id)).tanggal_datang, undefined);
  });

  it('is changed on PUT /api/kartu_keluarga/{id}/tanggal_datang with the same rules, logged; an ordinary card is not found', async () => {
    const kk = ((await req('POST', '/api/kartu_keluarga/in', body({ tanggal_datang: '2025-11-03' }))).json().data as Penduduk).keluarga_dari._id;
    const ok = await req('PUT', `/api/kartu_keluarga/${kk}/tanggal_datang`, { tanggal_datang: '2025-10-20' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.tanggal_datang, '2025-10-20');
    assert.equal((await kartu(kk)).tanggal_datang, '2025-10-20');
    for (const [tanggal_datang, status] of [[besok(), 400], ['1989-12-31', 400], ['', 400], [null, 400]] as const) {
      const res = await req('PUT', `/api/kartu_keluarga/${kk}/tanggal_datang`, { tanggal_datang });
      assert.equal(res.statusCode, status, res.body);
    }
    assert.equal((await req('PUT', `/api/kartu_keluarga/${kk}/tanggal_datang`, {})).statusCode, 400);
    assert.equal((await kartu(kk)).tanggal_datang, '2025-10-20');
    const log = (await req('GET', '/api/activity?limit=5')).json().data as Array<{ activity_name?: string; activityName?: string }>;
    assert.ok(JSON.stringify(log).includes('Mengubah tanggal datang kartu keluarga'), JSON.stringify(log));
    const biasa = ((await req('POST', '/api/kartu_keluarga', body())).json().data as Penduduk).keluarga_dari._id;
    assert.equal((await req('PUT', `/api/kartu_keluarga/${biasa}/tanggal_datang`, { tanggal_datang: '2025-10-20' })).statusCode, 404);
    assert.equal((await req('PUT', `/api/kartu_keluarga/${randomUUID()}/tanggal_datang`, { tanggal_datang: '2025-10-20' })).statusCode, 404);
    const b = await t.addVillage('Desa Lain Datang');
    assert.equal((await req('PUT', `/api/kartu_keluarga/${kk}/tanggal_datang`, { tanggal_datang: '2025-10-21' }, b.superAdmin.token)).statusCode, 404);
  });

  it("writes each arrival on the ledger on the card's arrival date, recorded now", async () => {
    const kepala = (await req('POST', '/api/kartu_keluarga/in', body({ tanggal_datang: '2025-09-14' }))).json().data as Penduduk;
    const anak = await addAnggota(t, token, kepala.keluarga_dari._id);
    const rows = rowsOf<{ penduduk_id: string; jenis: string; tanggal: string | null; hari_ini: boolean }>(await t.app.ctx.db.execute(sql`
      select penduduk_id::text, jenis, tanggal_peristiwa::text as tanggal, dicatat_pada > now() - interval '1 hour' as hari_ini
      from peristiwa_penduduk where penduduk_id in (${kepala._id}::uuid, ${anak._id}::uuid) order by id`));
    assert.deepEqual(rows.map((r) => [r.jenis, r.tanggal, r.hari_ini]), [['datang', '2025-09-14', true], ['datang', '2025-09-14', true]]);
  });

  it("a family that came in a month already closed counts in the month it is entered, as a late line; the closed month stays as issued", async () => {
    const sekarang = hariIni().slice(0, 7);
    const lalu = tambahBulan(sekarang, -1);
    // Everything so far was recorded last month, which is then closed.
    const tz = t.app.ctx.config.timeZone;
    await t.app.ctx.db.execute(sql`update peristiwa_penduduk set dicatat_pada = (${awalBulan(lalu)}::timestamp + interval '1 day') at time zone ${tz}`);
    const ditutup = await req('POST', '/api/laporan_bulanan/tutup', { bulan: lalu });
    assert.equal(ditutup.statusCode, 201, ditutup.body);
    const issued = ditutup.json().data;

    const res = await req('POST', '/api/kartu_keluarga/in', body({ tanggal_datang: `${lalu}-15`, jenis_kelamin: 'Perempuan' }));
    assert.equal(res.statusCode, 201, res.body);
    const ini = (await req('GET', '/api/laporan_bulanan')).json().data as { baris: Array<{ kunci: string; label: string; bulan_peristiwa: string | null; jumlah: number; perempuan: number; kk: number }> };
    const koreksi = ini.baris.filter((b) => b.kunci === 'koreksi');
    assert.deepEqual(koreksi.map((b) => [b.bulan_peristiwa, b.label, b.perempuan, b.jumlah, b.kk]), [[lalu, `Koreksi / terlambat: ${labelBulan(lalu)}`, 1, 1, 1]]);
    assert.equal(ini.baris.filter((b) => b.kunci === 'datang').reduce((n, b) => n + b.jumlah, 0), 0, 'not an arrival of this month');
    assert.deepEqual((await req('GET', `/api/laporan_bulanan?bulan=${lalu}`)).json().data, issued, 'the closed month is served as issued');
  });
});
