/**
 * The family card's address here (issue 35): given on create, changed later, shared by its members,
 * answered as parts and text; the origin of an incoming family kept apart; the resident and card lists
 * and their CSVs filtered by dusun, RW and RT; another village's areas never reached.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, anggotaBody, kartuKeluargaBody, parseCsv, type Penduduk } from './support/registry.js';

interface AlamatDesa { dusun_id: string | null; dusun: string | null; rw_id: string | null; rw: string | null; rt_id: string | null; rt: string | null; alamat: string; teks: string }
type Orang = Penduduk & { alamat_asal: string; alamat_desa: AlamatDesa; tinggal_terpisah: boolean; perlu_dilengkapi: string[] };

describe("the family card's address here", () => {
  let t: TestApp;
  let token: string;
  let krajan: { dusun: string; rw5: string; rt2: string; rt3: string };
  let sumber: { dusun: string; rw1: string; rt1: string };
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    const tambah = async (tingkat: string, nama: string, induk_id?: string, tok = token) => {
      const res = await t.inject({ method: 'POST', url: '/api/wilayah_desa', headers: auth(tok), payload: { tingkat, nama, ...(induk_id ? { induk_id } : {}) } });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data._id as string;
    };
    const d = await tambah('dusun', 'Krajan');
    const rw5 = await tambah('rw', '5', d);
    krajan = { dusun: d, rw5, rt2: await tambah('rt', '2', rw5), rt3: await tambah('rt', '3', rw5) };
    const s = await tambah('dusun', 'Sumber');
    const rw1 = await tambah('rw', '1', s);
    sumber = { dusun: s, rw1, rt1: await tambah('rt', '1', rw1) };
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, tok = token) => t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
  const kartu = async (extra: object, masuk = false) => {
    const res = await req('POST', masuk ? '/api/kartu_keluarga/in' : '/api/kartu_keluarga', { ...kartuKeluargaBody(), ...extra });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as Orang;
  };
  const orang = async (id: string) => (await req('GET', `/api/penduduk/${id}`)).json().data as Orang;

  it('takes the RT and street text on create, and answers the parts and "Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan"', async () => {
    const kepala = await kartu({ rt_id: krajan.rt2, alamat: ' Jl. Mawar 12 ', alamat_asal: 'Krajan' });
    assert.deepEqual(kepala.alamat_desa, { dusun_id: krajan.dusun, dusun: 'Krajan', rw_id: krajan.rw5, rw: '005', rt_id: krajan.rt2, rt: '002', alamat: 'Jl. Mawar 12', teks: 'Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan' });
    assert.equal(kepala.tinggal_terpisah, false);
    // The spec's one address field answers the address here for an ordinary card.
    assert.equal(kepala.alamat_asal, 'Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan');
    const card = (await req('GET', `/api/kartu_keluarga/${kepala.keluarga_dari._id}`)).json().data;
    assert.equal(card.alamat_desa.teks, 'Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan');
    // A member added later shares it.
    const anak = await addAnggota(t, token, kepala.keluarga_dari._id);
    assert.equal((await orang(anak._id)).alamat_desa.rt_id, krajan.rt2);
  });

  it('keeps the origin of an incoming family as alamat_asal beside its address here', async () => {
    const kepala = await kartu({ rt_id: krajan.rt3, alamat: 'Gang Kenanga 3', alamat_asal: 'Jl. Ijen 5, Kota Malang' }, true);
    assert.equal(kepala.alamat_asal, 'Jl. Ijen 5, Kota Malang');
    assert.equal(kepala.alamat_desa.teks, 'Gang Kenanga 3, RT 003 / RW 005, Dusun Krajan');
  });

  it('without an RT answers the old text as it was, and empty parts', async () => {
    const kepala = await kartu({ alamat_asal: 'Dusun Lama' });
    assert.equal(kepala.alamat_asal, 'Dusun Lama');
    assert.deepEqual([kepala.alamat_desa.rt_id, kepala.alamat_desa.teks], [null, '']);
  });

  it("refuses an RT that is not the village's (400 naming rt_id), creating nothing", async () => {
    const b = await t.addVillage('Desa Lain');
    const res = await t.inject({ method: 'POST', url: '/api/wilayah_desa', headers: auth(b.superAdmin.token), payload: { tingkat: 'dusun', nama: 'Asing' } });
    const asing = res.json().data._id as string;
    const rwAsing = (await t.inject({ method: 'POST', url: '/api/wilayah_desa', headers: auth(b.superAdmin.token), payload: { tingkat: 'rw', nama: '1', induk_id: asing } })).json().data._id;
    const rtAsing = (await t.inject({ method: 'POST', url: '/api/wilayah_desa', headers: auth(b.superAdmin.token), payload: { tingkat: 'rt', nama: '1', induk_id: rwAsing } })).json().data._id;
    for (const rt_id of [rtAsing, randomUUID(), krajan.rw5]) {
      const body = { ...kartuKeluargaBody(), rt_id };
      const refused = await req('POST', '/api/kartu_keluarga', body);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().message, 'rt_id: RT tidak ditemukan di desa ini');
      assert.equal((await req('GET', `/api/kartu_keluarga?q=${body.no_kk}`)).json().total, 0);
    }
    // Nor does its card take one of ours.
    const theirs = await t.inject({ method: 'POST', url: '/api/kartu_keluarga', headers: auth(b.superAdmin.token), payload: { ...kartuKeluargaBody(), rt_id: krajan.rt2 } });
    assert.equal(theirs.statusCode, 400);
  });

  it('changes the address of a card: its members move with it, one living apart stays', async () => {
    const kepala = await kartu({ rt_id: krajan.rt2, alamat: 'Jl. Mawar 1', alamat_asal: 'x' });
    const kkId = kepala.keluarga_dari._id;
    const anak = await addAnggota(t, token, kkId);
    const merantau = await addAnggota(t, token, kkId, { rt_id: sumber.rt1, alamat: 'Kos Melati' } as object);
    const res = await req('PUT', `/api/kartu_keluarga/${kkId}/alamat`, { rt_id: krajan.rt3, alamat: 'Jl. Melati 9' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.alamat_desa.teks, 'Jl. Melati 9, RT 003 / RW 005, Dusun Krajan');
    assert.equal((await orang(anak._id)).alamat_desa.rt_id, krajan.rt3);
    const apart = await orang(merantau._id);
    assert.deepEqual([apart.alamat_desa.teks, apart.tinggal_terpisah], ['Kos Melati, RT 001 / RW 001, Dusun Sumber', true]);
    // The stored text of the spec's field follows too (its sort and the CSV read it).
    const stored = (await t.app.ctx.db.execute(sql`select alamat_asal from penduduk where id = ${anak._id}`)) as unknown as { rows: Array<{ alamat_asal: string }> };
    assert.equal(stored.rows[0]?.alamat_asal, 'Jl. Melati 9, RT 003 / RW 005, Dusun Krajan');
    // Taken away again: the parts are empty.
    const none = await req('PUT', `/api/kartu_keluarga/${kkId}/alamat`, { rt_id: null, alamat: '' });
    assert.equal(none.json().data.alamat_desa.rt_id, null);
    assert.equal((await req('PUT', `/api/kartu_keluarga/${kkId}/alamat`, { rt_id: randomUUID(), alamat: '' })).statusCode, 400);
    assert.equal((await req('PUT', `/api/kartu_keluarga/${randomUUID()}/alamat`, { rt_id: null, alamat: '' })).statusCode, 404);
  });

  it('takes a member living apart (their own RT and street text), refuses an RT not of the village, and lists them where they live', async () => {
    const kepala = await kartu({ rt_id: krajan.rt2, alamat: 'Jl. Mawar 7', alamat_asal: 'x' });
    const kkId = kepala.keluarga_dari._id;
    const nama = `Terpisah ${randomUUID().slice(0, 6)}`;
    const refused = await req('POST', `/api/penduduk/${kkId}`, { ...anggotaBody({ nama_lengkap: nama }), rt_id: randomUUID() });
    assert.deepEqual([refused.statusCode, refused.json().message], [400, 'rt_id: RT tidak ditemukan di desa ini']);
    assert.equal((await req('POST', `/api/penduduk/${kkId}`, { ...anggotaBody(), rt_id: 'bukan-id' })).statusCode, 400);
    const created = await req('POST', `/api/penduduk/${kkId}`, { ...anggotaBody({ nama_lengkap: nama }), rt_id: sumber.rt1, alamat: ' Kos Melati 4 ' });
    assert.equal(created.statusCode, 201, created.body);
    const p = created.json().data as Orang;
    const teks = 'Kos Melati 4, RT 001 / RW 001, Dusun Sumber';
    assert.deepEqual([p.tinggal_terpisah, p.alamat_desa.teks, p.alamat_asal], [true, teks, teks]);
    // The lists' area filters, and the CSV's Alamat, read where the person lives.
    const q = encodeURIComponent(nama);
    const ids = async (filter: string) => ((await req('GET', `/api/penduduk?q=${q}&${filter}`)).json().data as Orang[]).map((o) => o._id);
    assert.deepEqual(await ids(`dusun_id=${sumber.dusun}`), [p._id]);
    assert.deepEqual(await ids(`rt_id=${krajan.rt2}`), []);
    const csv = parseCsv((await req('GET', `/api/penduduk/csv?rt_id=${sumber.rt1}`)).body);
    assert.ok(csv.some((r) => r[2] === nama && r.includes(teks)), JSON.stringify(csv.slice(0, 2)));
    // An update that leaves the fields out keeps them; another RT moves them; null brings them home.
    const body = { ...anggotaBody({ nik: p.nik, nama_lengkap: nama }) };
    const kept = await req('PUT', `/api/penduduk/${p._id}`, body);
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal((kept.json().data as Orang).alamat_desa.teks, teks);
    const moved = await req('PUT', `/api/penduduk/${p._id}`, { ...body, rt_id: krajan.rt3, alamat: '' });
    assert.equal((moved.json().data as Orang).alamat_desa.teks, 'RT 003 / RW 005, Dusun Krajan');
    assert.equal((await req('PUT', `/api/penduduk/${p._id}`, { ...body, rt_id: randomUUID() })).statusCode, 400);
    const home = (await req('PUT', `/api/penduduk/${p._id}`, { ...body, rt_id: null, alamat: 'diabaikan' })).json().data as Orang;
    assert.deepEqual([home.tinggal_terpisah, home.alamat_desa.teks, home.alamat_asal], [false, 'Jl. Mawar 7, RT 002 / RW 005, Dusun Krajan', 'Jl. Mawar 7, RT 002 / RW 005, Dusun Krajan']);
    assert.deepEqual(await ids(`dusun_id=${sumber.dusun}`), []);
  });

  it('takes a member living apart on an incoming family card (the incoming member forms: insert and edit)', async () => {
    const kepala = await kartu({ rt_id: krajan.rt3, alamat: 'Gang Kenanga 9', alamat_asal: 'Jl. Ijen 5, Kota Malang' }, true);
    const body = { ...anggotaBody(), status_penduduk: 'penduduk_masuk' };
    const created = await req('POST', `/api/penduduk/${kepala.keluarga_dari._id}`, { ...body, rt_id: sumber.rt1, alamat: 'Kos Melati 4' });
    assert.equal(created.statusCode, 201, created.body);
    const p = created.json().data as Orang & { status_penduduk: string };
    assert.deepEqual([p.status_penduduk, p.tinggal_terpisah, p.alamat_desa.teks], ['penduduk_masuk', true, 'Kos Melati 4, RT 001 / RW 001, Dusun Sumber']);
    // The edit form (issue 35) sends the update body without the status, with the member's own address.
    const { status_penduduk: _status, ...update } = body;
    const moved = await req('PUT', `/api/penduduk/${p._id}`, { ...update, rt_id: krajan.rt2, alamat: 'Kos Melati 5' });
    assert.equal(moved.statusCode, 200, moved.body);
    const edited = moved.json().data as Orang & { status_penduduk: string };
    assert.deepEqual([edited.status_penduduk, edited.tinggal_terpisah, edited.alamat_desa.teks], ['penduduk_masuk', true, 'Kos Melati 5, RT 002 / RW 005, Dusun Krajan']);
    const home = (await req('PUT', `/api/penduduk/${p._id}`, { ...update, rt_id: null, alamat: '' })).json().data as Orang & { status_penduduk: string };
    assert.deepEqual([home.status_penduduk, home.tinggal_terpisah, home.alamat_desa.teks], ['penduduk_masuk', false, 'Gang Kenanga 9, RT 003 / RW 005, Dusun Krajan']);
  });

  it("completes the members' 'alamat' in Data perlu dilengkapi once the card has an RT here", async () => {
    const kepala = await kartu({ alamat_asal: 'dekat pasar' });
    const kkId = kepala.keluarga_dari._id;
    const anak = await addAnggota(t, token, kkId);
    // As migration 0024 leaves an old address it could not read (with a birth key left as well).
    await t.app.ctx.db.execute(sql`update penduduk set perlu_dilengkapi = '{tanggal_lahir,alamat}' where kk_id = ${kkId}`);
    const listed = async () => ((await req('GET', '/api/penduduk/perlu_dilengkapi?limit=50')).json().data as Orang[]).filter((p) => p.keluarga_dari._id === kkId);
    assert.deepEqual((await listed()).map((p) => p.perlu_dilengkapi), [['tanggal_lahir', 'alamat'], ['tanggal_lahir', 'alamat']]);
    const res = await req('PUT', `/api/kartu_keluarga/${kkId}/alamat`, { rt_id: krajan.rt2, alamat: 'Dekat Pasar' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual((await orang(anak._id)).perlu_dilengkapi, ['tanggal_lahir']);
    assert.deepEqual((await orang(kepala._id)).perlu_dilengkapi, ['tanggal_lahir']);
  });

  it('filters the resident and card lists, their searches and CSVs by dusun, RW and RT', async () => {
    const nama = `Saringan ${randomUUID().slice(0, 6)}`;
    const diRt2 = await kartu({ rt_id: krajan.rt2, alamat: '', alamat_asal: 'x', nama_lengkap: `${nama} Satu` });
    const diRt3 = await kartu({ rt_id: krajan.rt3, alamat: '', alamat_asal: 'x', nama_lengkap: `${nama} Dua` });
    const diSumber = await kartu({ rt_id: sumber.rt1, alamat: '', alamat_asal: 'x', nama_lengkap: `${nama} Tiga` });
    const ids = async (url: string) => {
      const res = await req('GET', url);
      assert.equal(res.statusCode, 200, res.body);
      return { ids: (res.json().data as Array<{ _id: string }>).map((r) => r._id), total: res.json().total as number };
    };
    const q = encodeURIComponent(nama);
    const orangDi = async (filter: string) => (await ids(`/api/penduduk?limit=100&q=${q}&${filter}`)).ids.sort();
    assert.deepEqual(await orangDi(`rt_id=${krajan.rt2}`), [diRt2._id]);
    assert.deepEqual(await orangDi(`rw_id=${krajan.rw5}`), [diRt2._id, diRt3._id].sort());
    assert.deepEqual(await orangDi(`dusun_id=${sumber.dusun}`), [diSumber._id]);
    assert.deepEqual(await orangDi(`dusun_id=${randomUUID()}`), []);
    // An id that is no UUID is no area: nothing found, never a 400.
    assert.deepEqual(await orangDi('rt_id=bukan-id'), []);
    assert.equal((await ids('/api/kartu_keluarga?dusun_id=X')).total, 0);
    // Without a search: the area's residents, counted exactly, sorted and paged.
    const rt3 = await ids(`/api/penduduk?rt_id=${krajan.rt3}&sort=nama_lengkap&limit=100`);
    const count = (await t.app.ctx.db.execute(sql`select count(*)::int as n from penduduk where wilayah_rt_id = ${krajan.rt3}`)) as unknown as { rows: Array<{ n: number }> };
    assert.equal(rt3.total, count.rows[0]?.n);
    assert.ok(rt3.ids.includes(diRt3._id));
    const cards = await ids(`/api/kartu_keluarga?rw_id=${krajan.rw5}&limit=100`);
    assert.ok(cards.ids.includes(diRt2.keluarga_dari._id) && cards.ids.includes(diRt3.keluarga_dari._id) && !cards.ids.includes(diSumber.keluarga_dari._id));
    const byName = await ids(`/api/kartu_keluarga?dusun_id=${krajan.dusun}&sort=nama_lengkap&q=${q}`);
    assert.deepEqual(byName.ids.sort(), [diRt2.keluarga_dari._id, diRt3.keluarga_dari._id].sort());
    const csv = await req('GET', `/api/penduduk/csv?rt_id=${sumber.rt1}`);
    assert.equal(csv.statusCode, 200);
    const rows = parseCsv(csv.body);
    assert.ok(rows.slice(1).every((r) => r[2] !== `${nama} Satu`) && rows.some((r) => r[2] === `${nama} Tiga`));
    const kkCsv = parseCsv((await req('GET', `/api/kartu_keluarga/csv?rt_id=${krajan.rt2}`)).body);
    // The numbers are written as text for spreadsheets: found inside their cell.
    const has = (no: string) => kkCsv.some((r) => r[0]?.includes(no));
    assert.ok(has(diRt2.keluarga_dari.no_kk) && !has(diRt3.keluarga_dari.no_kk), JSON.stringify(kkCsv.slice(0, 3)));
  });
});
