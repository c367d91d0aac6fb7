/** The village's areas (issue 35): the tree, add, rename, merge, delete refused while in use, roles, two villages. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga } from './support/registry.js';

interface Rt { _id: string; nomor: string; jumlah_kk: number; jumlah_penduduk: number }
interface Rw extends Rt { rt: Rt[] }
interface Dusun { _id: string; nama: string; jumlah_kk: number; jumlah_penduduk: number; rw: Rw[] }

describe('wilayah desa (dusun, RW, RT)', () => {
  let t: TestApp;
  let token: string;
  let admin: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    admin = (await t.createUser('Admin')).token;
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, tok = token) =>
    t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
  const tambah = async (tingkat: string, nama: string, induk_id?: string, tok = token) => {
    const res = await req('POST', '/api/wilayah_desa', { tingkat, nama, ...(induk_id ? { induk_id } : {}) }, tok);
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as { _id: string; tingkat: string; nama: string; induk_id: string | null };
  };
  const pohon = async (tok = token): Promise<Dusun[]> => {
    const res = await req('GET', '/api/wilayah_desa', undefined, tok);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.dusun as Dusun[];
  };
  /** Until the card's form takes an RT (slice 2 of issue 35), the address is set in the database. */
  const beriAlamat = (table: 'kartu_keluarga' | 'penduduk', id: string, rtId: string) =>
    t.app.ctx.db.execute(sql`update ${sql.identifier(table)} set rt_id = ${rtId} where id = ${id}`);

  it('adds a dusun, an RW under it and an RT under that, and lists the tree with numbers as printed', async () => {
    const dusun = await tambah('dusun', '  Krajan  ');
    assert.equal(dusun.nama, 'Krajan');
    assert.equal(dusun.induk_id, null);
    const rw = await tambah('rw', '5', dusun._id);
    assert.deepEqual([rw.nama, rw.induk_id], ['005', dusun._id]);
    const rt = await tambah('rt', '002', rw._id);
    assert.equal(rt.nama, '002');
    const krajan = (await pohon()).find((d) => d._id === dusun._id);
    assert.equal(krajan?.rw[0]?.nomor, '005');
    assert.equal(krajan?.rw[0]?.rt[0]?.nomor, '002');
    assert.equal(krajan?.jumlah_kk, 0);
  });

  it('refuses a taken name or number (409 CONFLICT), a bad number and a missing or wrong parent, in Indonesian', async () => {
    const dusun = await tambah('dusun', 'Sumbersari');
    const dup = await req('POST', '/api/wilayah_desa', { tingkat: 'dusun', nama: 'SUMBERSARI' });
    assert.equal(dup.statusCode, 409);
    assert.deepEqual([dup.json().code, dup.json().message], ['CONFLICT', 'Nama dusun sudah ada di desa ini']);
    const rw = await tambah('rw', '1', dusun._id);
    const dupRw = await req('POST', '/api/wilayah_desa', { tingkat: 'rw', nama: '001', induk_id: dusun._id });
    assert.equal(dupRw.statusCode, 409, dupRw.body);
    assert.equal(dupRw.json().message, 'Nomor RW sudah ada di dusun ini');
    for (const nama of ['0', '1000', 'abc', '1a']) {
      const bad = await req('POST', '/api/wilayah_desa', { tingkat: 'rt', nama, induk_id: rw._id });
      assert.equal(bad.statusCode, 400, nama);
      assert.equal(bad.json().message, 'Nomor RT harus angka 1 sampai 999');
    }
    const noParent = await req('POST', '/api/wilayah_desa', { tingkat: 'rt', nama: '1' });
    assert.equal(noParent.statusCode, 400);
    assert.match(noParent.json().message, /pilih RW/);
    // An RT's parent must be an RW: a dusun's id is not found as one.
    const wrongParent = await req('POST', '/api/wilayah_desa', { tingkat: 'rt', nama: '1', induk_id: dusun._id });
    assert.equal(wrongParent.statusCode, 404);
    assert.equal(wrongParent.json().message, 'RW tidak ditemukan');
    const blank = await req('POST', '/api/wilayah_desa', { tingkat: 'dusun', nama: '   ' });
    assert.equal(blank.statusCode, 400);
  });

  it('renames a dusun and renumbers an RT; the new number must be free', async () => {
    const dusun = await tambah('dusun', 'Krajan Lor');
    const renamed = await req('PUT', `/api/wilayah_desa/${dusun._id}`, { nama: 'Krajan Kidul' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().data.nama, 'Krajan Kidul');
    const rw = await tambah('rw', '3', dusun._id);
    const rt1 = await tambah('rt', '1', rw._id);
    await tambah('rt', '2', rw._id);
    assert.equal((await req('PUT', `/api/wilayah_desa/${rt1._id}`, { nama: '2' })).statusCode, 409);
    const ok = await req('PUT', `/api/wilayah_desa/${rt1._id}`, { nama: '7' });
    assert.equal(ok.json().data.nama, '007');
    assert.equal((await req('PUT', `/api/wilayah_desa/${randomUUID()}`, { nama: '7' })).statusCode, 404);
  });

  it('renaming or merging an area rewrites the stored address text of the cards there (the CSV and the sort read it)', async () => {
    const dusun = await tambah('dusun', 'Ganti Lama');
    const rw = await tambah('rw', '4', dusun._id);
    const rt = await tambah('rt', '9', rw._id);
    const lain = await tambah('dusun', 'Ganti Tujuan');
    const lainRt = await tambah('rt', '1', (await tambah('rw', '1', lain._id))._id);
    const k = await addKartuKeluarga(t, token);
    const kk = k.keluarga_dari._id;
    const set = await req('PUT', `/api/kartu_keluarga/${kk}/alamat`, { rt_id: rt._id, alamat: 'Jl. Mawar 3' });
    assert.equal(set.statusCode, 200, set.body);
    const stored = async () => {
      const r = (await t.app.ctx.db.execute(sql`select alamat_asal from penduduk where kk_id = ${kk}`)) as unknown as { rows: Array<{ alamat_asal: string }> };
      return [...new Set(r.rows.map((x) => x.alamat_asal))];
    };
    assert.deepEqual(await stored(), ['Jl. Mawar 3, RT 009 / RW 004, Dusun Ganti Lama']);
    assert.equal((await req('PUT', `/api/wilayah_desa/${dusun._id}`, { nama: 'Ganti Baru' })).statusCode, 200);
    assert.deepEqual(await stored(), ['Jl. Mawar 3, RT 009 / RW 004, Dusun Ganti Baru']);
    assert.equal((await req('PUT', `/api/wilayah_desa/${rt._id}`, { nama: '8' })).statusCode, 200);
    assert.deepEqual(await stored(), ['Jl. Mawar 3, RT 008 / RW 004, Dusun Ganti Baru']);
    assert.equal((await req('POST', `/api/wilayah_desa/${dusun._id}/gabung`, { ke_id: lain._id })).statusCode, 200);
    assert.deepEqual(await stored(), ['Jl. Mawar 3, RT 008 / RW 004, Dusun Ganti Tujuan']);
    assert.equal((await req('POST', `/api/wilayah_desa/${rt._id}/gabung`, { ke_id: lainRt._id })).statusCode, 200);
    assert.deepEqual(await stored(), ['Jl. Mawar 3, RT 001 / RW 001, Dusun Ganti Tujuan']);
  });

  it('refuses to delete an area in use by a card or a person (409, nothing deleted), deletes an empty one with what is under it', async () => {
    const dusun = await tambah('dusun', 'Dipakai');
    const rw = await tambah('rw', '1', dusun._id);
    const rt = await tambah('rt', '1', rw._id);
    const kepala = await addKartuKeluarga(t, token);
    await beriAlamat('kartu_keluarga', kepala.keluarga_dari._id, rt._id);
    for (const id of [rt._id, rw._id, dusun._id]) {
      const res = await req('DELETE', `/api/wilayah_desa/${id}`);
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().code, 'DATA_MASIH_DIPAKAI');
      assert.match(res.json().message, /tidak dapat dihapus karena masih dipakai/);
    }
    const d = (await pohon()).find((x) => x._id === dusun._id);
    assert.deepEqual([d?.jumlah_kk, d?.jumlah_penduduk], [1, 1]);
    // A person living apart uses an RT too.
    const rt2 = await tambah('rt', '2', rw._id);
    const anak = await addAnggota(t, token, kepala.keluarga_dari._id);
    await beriAlamat('penduduk', anak._id, rt2._id);
    assert.equal((await req('DELETE', `/api/wilayah_desa/${rt2._id}`)).statusCode, 409);
    // Empty: the dusun goes with its RW and RT.
    const kosong = await tambah('dusun', 'Kosong');
    const rwKosong = await tambah('rw', '9', kosong._id);
    await tambah('rt', '9', rwKosong._id);
    const del = await req('DELETE', `/api/wilayah_desa/${kosong._id}`);
    assert.equal(del.statusCode, 200, del.body);
    assert.ok(!(await pohon()).some((x) => x._id === kosong._id));
    assert.equal((await req('DELETE', `/api/wilayah_desa/${kosong._id}`)).statusCode, 404);
  });

  it('merges a dusun into another: RW of a new number move, RW of a number already there merge with their RT, cards and people follow', async () => {
    const a = await tambah('dusun', 'Gabung A');
    const b = await tambah('dusun', 'Gabung B');
    const aRw1 = await tambah('rw', '1', a._id);
    const aRw2 = await tambah('rw', '2', a._id);
    const bRw1 = await tambah('rw', '1', b._id);
    const aRt1 = await tambah('rt', '1', aRw1._id);
    const aRt3 = await tambah('rt', '3', aRw1._id);
    const bRt1 = await tambah('rt', '1', bRw1._id);
    await tambah('rt', '1', aRw2._id);
    const k1 = await addKartuKeluarga(t, token);
    const k3 = await addKartuKeluarga(t, token);
    await beriAlamat('kartu_keluarga', k1.keluarga_dari._id, aRt1._id);
    await beriAlamat('kartu_keluarga', k3.keluarga_dari._id, aRt3._id);
    const anak = await addAnggota(t, token, k3.keluarga_dari._id);
    await beriAlamat('penduduk', anak._id, aRt1._id);

    const wrongLevel = await req('POST', `/api/wilayah_desa/${a._id}/gabung`, { ke_id: bRw1._id });
    assert.equal(wrongLevel.statusCode, 400);
    assert.equal((await req('POST', `/api/wilayah_desa/${a._id}/gabung`, { ke_id: a._id })).statusCode, 400);
    assert.equal((await req('POST', `/api/wilayah_desa/${a._id}/gabung`, { ke_id: b._id }, admin)).statusCode, 403);

    const res = await req('POST', `/api/wilayah_desa/${a._id}/gabung`, { ke_id: b._id });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data._id, b._id);
    const tree = await pohon();
    assert.ok(!tree.some((d) => d._id === a._id), 'the merged dusun is gone');
    const gabungB = tree.find((d) => d._id === b._id)!;
    assert.deepEqual(gabungB.rw.map((w) => w.nomor), ['001', '002']);
    assert.equal(gabungB.rw[0]?._id, bRw1._id);
    assert.equal(gabungB.rw[1]?._id, aRw2._id, 'RW 002 moved as it is');
    assert.deepEqual(gabungB.rw[0]?.rt.map((x) => [x._id, x.nomor]), [[bRt1._id, '001'], [aRt3._id, '003']]);
    const rows = (await t.app.ctx.db.execute(sql`select id::text, rt_id::text from kartu_keluarga where id in (${k1.keluarga_dari._id}, ${k3.keluarga_dari._id}) order by no_kk`)) as unknown as { rows: Array<{ id: string; rt_id: string }> };
    const rtOf = new Map(rows.rows.map((r) => [r.id, r.rt_id]));
    assert.equal(rtOf.get(k1.keluarga_dari._id), bRt1._id, "RT 001's card follows into the RT it merged with");
    assert.equal(rtOf.get(k3.keluarga_dari._id), aRt3._id);
    const p = (await t.app.ctx.db.execute(sql`select rt_id::text, wilayah_rt_id::text from penduduk where id = ${anak._id}`)) as unknown as { rows: Array<{ rt_id: string; wilayah_rt_id: string }> };
    assert.deepEqual(p.rows[0], { rt_id: bRt1._id, wilayah_rt_id: bRt1._id });
    assert.equal(gabungB.rw[0]?.rt[0]?.jumlah_kk, 1);
    assert.equal(gabungB.rw[0]?.rt[0]?.jumlah_penduduk, 2, 'the head of k1 and the member of k3 living apart');
  });

  it('lets an Admin read the tree but not change it (403)', async () => {
    const dusun = await tambah('dusun', 'Baca Saja');
    assert.ok((await pohon(admin)).some((d) => d._id === dusun._id));
    assert.equal((await req('POST', '/api/wilayah_desa', { tingkat: 'dusun', nama: 'Tidak Boleh' }, admin)).statusCode, 403);
    assert.equal((await req('PUT', `/api/wilayah_desa/${dusun._id}`, { nama: 'X' }, admin)).statusCode, 403);
    assert.equal((await req('DELETE', `/api/wilayah_desa/${dusun._id}`, undefined, admin)).statusCode, 403);
  });

  it("keeps each village's areas its own: another village neither sees nor touches them, and may use the same names", async () => {
    const b = await t.addVillage('Desa Tetangga');
    const mine = await tambah('dusun', 'Rahasia');
    const rw = await tambah('rw', '1', mine._id);
    assert.ok(!(await pohon(b.superAdmin.token)).some((d) => d._id === mine._id));
    const theirs = await tambah('dusun', 'Rahasia', undefined, b.superAdmin.token);
    assert.notEqual(theirs._id, mine._id);
    for (const [method, url, payload] of [
      ['PUT', `/api/wilayah_desa/${mine._id}`, { nama: 'Diambil' }],
      ['DELETE', `/api/wilayah_desa/${mine._id}`, undefined],
      ['POST', `/api/wilayah_desa/${mine._id}/gabung`, { ke_id: theirs._id }],
      ['POST', `/api/wilayah_desa/${theirs._id}/gabung`, { ke_id: mine._id }],
      ['POST', '/api/wilayah_desa', { tingkat: 'rt', nama: '1', induk_id: rw._id }],
    ] as const) {
      const res = await req(method, url, payload, b.superAdmin.token);
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    }
    assert.equal((await pohon()).find((d) => d._id === mine._id)?.nama, 'Rahasia');
  });
});
