// The deaths, moved-out and incoming lists sorted by a person's column read their pages from the
// indexes of migrations 0011-0012 (the people of a status, the proposers, the heads of incoming cards)
// instead of joining every record first. Whatever the way, a page must be exactly the page of the
// list as the joins define it: the record's person (the dead, the proposer, the card's head) in the
// column's order, that person's id breaking ties. Checked on a seeded village, every sort, both
// orders, first, middle and far pages (the far ones are read from the other end).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { seedRegistry } from '../src/db/demo-seed.js';
import { rowsOf } from '../src/data/paging.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga } from './support/registry.js';

const KOLOM: Record<string, string> = {
  nik: 'nik',
  nama_lengkap: 'sort_nama',
  tempat_tanggal_lahir: 'sort_ttl',
  umur: 'sort_umur',
  alamat_asal: 'sort_alamat',
  jenis_kelamin: 'jenis_kelamin',
};

describe('lists of a status sorted by their people', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    await seedRegistry(t.app.ctx.db, t.app.ctx.desaId, 3000);
  });
  after(() => t.close());

  const get = async (url: string) => {
    const res = await t.inject({ method: 'GET', url, headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: { _id: string }[]; total: number };
  };
  const ids = async (query: string) => rowsOf<{ id: string }>(await t.app.ctx.db.execute(sql.raw(query))).map((r) => String(r.id));

  /** Pages 0, 1, the middle and the last two of `url`, against the reference query's rows. */
  async function samePages(url: string, reference: string, label: string) {
    const expected = await ids(reference);
    assert.ok(expected.length >= 20, `${label}: the seed has enough records (${expected.length})`);
    const last = Math.ceil(expected.length / 7) - 1;
    for (const page of new Set([0, 1, Math.floor(last / 2), last - 1, last])) {
      const got = await get(`${url}&limit=7&page=${page}`);
      assert.equal(got.total, expected.length, `${label}: total`);
      assert.deepEqual(got.data.map((r) => r._id), expected.slice(page * 7, page * 7 + 7), `${label}, page ${page}`);
    }
  }

  const desa = () => t.app.ctx.desaId;

  /**
   * Every list of people in every sort of its people's columns and both orders, against `reference`:
   * the join from its records to their person, given as the FROM and WHERE ending in the person `p`.
   * `tie`: what breaks a tie between equal keys (default the person's id).
   */
  const LISTS: Array<{ name: string; url: string; kolom: string[]; reference: () => string; tie?: string }> = [
    {
      name: 'deaths, by the dead person',
      url: '/api/kematian',
      kolom: Object.keys(KOLOM),
      reference: () => `select km.id from kematian km join penduduk p on p.id = km.penduduk_id where km.desa_id = '${desa()}'`,
    },
    {
      name: 'moved-out records, by their proposer',
      url: '/api/penduduk_keluar',
      kolom: Object.keys(KOLOM).filter((k) => k !== 'nik'), // NIK is not a sort of this list
      reference: () => `select pk.id from penduduk_keluar pk join penduduk_keluar_anggota a on a.penduduk_keluar_id = pk.id and a.urutan = 0
             join penduduk p on p.id = a.penduduk_id where pk.desa_id = '${desa()}'`,
      // The proposer's columns are kept on the record (migration 0016), whose index breaks ties by its id.
      tie: 'pk.id',
    },
    {
      name: 'incoming cards, by their head',
      url: '/api/penduduk_masuk/k',
      kolom: Object.keys(KOLOM).filter((k) => k !== 'nik'),
      reference: () => `select k.id from kartu_keluarga k join penduduk p on p.kk_id = k.id and p.anggota_pertama
             where k.desa_id = '${desa()}' and k.data_masuk`,
    },
  ];

  for (const list of LISTS) {
    it(list.name, async () => {
      for (const sort of list.kolom) {
        for (const order of ['asc', 'desc']) {
          await samePages(
            `${list.url}?sort=${sort}&order=${order}`,
            `${list.reference()} order by p.${KOLOM[sort]} ${order}, ${list.tie ?? 'p.id'} ${order}`,
            `${list.url} ${sort} ${order}`,
          );
        }
      }
    });
  }

  // The sort keys kept on the records (migration 0014) against the same values computed from scratch.
  const KUNCI: Array<{ url: string; sort: string; reference: () => string }> = [
    { url: '/api/penduduk_keluar', sort: 'no_kk', reference: () => `select pk.id from penduduk_keluar pk join kartu_keluarga k on k.id = pk.kk_id where pk.desa_id = '${desa()}' order by k.no_kk $o, pk.id $o` },
    {
      url: '/api/penduduk_keluar',
      sort: 'jumlah_pengikut',
      reference: () => `select pk.id from penduduk_keluar pk where pk.desa_id = '${desa()}'
        order by (select count(*) from penduduk_keluar_anggota a where a.penduduk_keluar_id = pk.id) $o, pk.id $o`,
    },
    {
      url: '/api/penduduk_keluar',
      sort: 'data_lengkap',
      reference: () => `select pk.id from penduduk_keluar pk where pk.desa_id = '${desa()}'
        order by exists (select 1 from keterangan_keluar kt where kt.penduduk_keluar_id = pk.id) $o, pk.id $o`,
    },
    {
      url: '/api/kematian',
      sort: 'data_lengkap',
      reference: () => `select km.id from kematian km where km.desa_id = '${desa()}'
        order by exists (select 1 from arsip_kematian a where a.kematian_id = km.id) $o, km.id $o`,
    },
  ];
  it('moved-out records by No. KK, followers and statement, deaths by archive: the values kept on the record', async () => {
    // A card's number changes under a moved-out record: the record follows it.
    await t.app.ctx.db.execute(sql`update kartu_keluarga set no_kk = '0000000000000001' where id = (select kk_id from penduduk_keluar where desa_id = ${desa()} order by id desc limit 1)`);
    for (const { url, sort, reference } of KUNCI) {
      for (const order of ['asc', 'desc']) await samePages(`${url}?sort=${sort}&order=${order}`, reference().replaceAll('$o', order), `${url} ${sort} ${order}`);
    }
  });

  it('a person carries the incoming flag of the card they are on, whoever writes it', async () => {
    const flag = async (id: string) =>
      rowsOf<{ kartu_masuk: boolean }>(await t.app.ctx.db.execute(sql`select kartu_masuk from penduduk where id = ${id}`))[0]?.kartu_masuk;
    const kepalaMasuk = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Datang' }, true);
    assert.equal(await flag(kepalaMasuk._id), true);
    const biasa = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Biasa' });
    assert.equal(await flag(biasa._id), false);
    const anak = await addAnggota(t, token, kepalaMasuk.keluarga_dari._id, { nama_lengkap: 'Anak Datang' });
    assert.equal(await flag(anak._id), true);
    // Moved to the other card, the person takes that card's flag; a direct write changes nothing.
    await t.app.ctx.db.execute(sql`update penduduk set kk_id = ${biasa.keluarga_dari._id} where id = ${anak._id}`);
    assert.equal(await flag(anak._id), false);
    await t.app.ctx.db.execute(sql`update penduduk set kartu_masuk = true where id = ${biasa._id}`);
    assert.equal(await flag(biasa._id), false);
  });

  it("residents sorted by No. KK follow their card's number, also when the card's number changes", async () => {
    const noKkOf = async (id: string) => rowsOf<{ n: string }>(await t.app.ctx.db.execute(sql`select sort_no_kk as n from penduduk where id = ${id}`))[0]?.n;
    const kepala = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Nomor' });
    const anak = await addAnggota(t, token, kepala.keluarga_dari._id, { nama_lengkap: 'Anak Nomor' });
    assert.equal(await noKkOf(anak._id), kepala.keluarga_dari.no_kk);
    await t.app.ctx.db.execute(sql`update kartu_keluarga set no_kk = '3507999999999999' where id = ${kepala.keluarga_dari._id}`);
    assert.equal(await noKkOf(anak._id), '3507999999999999');
    assert.equal(await noKkOf(kepala._id), '3507999999999999');
    for (const order of ['asc', 'desc']) {
      await samePages(
        `/api/penduduk?sort=no_kk&order=${order}`,
        `select p.id from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = '${desa()}' order by k.no_kk ${order}, p.id ${order}`,
        `penduduk no_kk ${order}`,
      );
    }
  });
});
