// A search counts its matches up to BATAS_HITUNG (lib/paging.ts): past it the answer says so
// (`total_terbatas`) and the page is still the right one, read from the sort index; a rare name is
// counted exactly through the trigram index; a list without a search keeps its exact total.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { seedRegistry } from '../src/db/demo-seed.js';
import { BATAS_HITUNG, rowsOf } from '../src/lib/paging.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';

describe('a search with many matches', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    await seedRegistry(t.app.ctx.db, t.app.ctx.desaId, 5000);
  });
  after(() => t.close());

  const get = async (url: string) => {
    const res = await t.inject({ method: 'GET', url, headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: { _id: string; nama_lengkap: string }[]; total: number; total_terbatas?: boolean };
  };
  const idsWhere = async (where: string, order: string, limit: number, offset = 0) =>
    rowsOf<{ id: string }>(await t.app.ctx.db.execute(sql.raw(`select id from penduduk where desa_id = '${t.app.ctx.desaId}' and ${where} order by ${order} limit ${limit} offset ${offset}`))).map((r) => r.id);

  it('says "more than" past the bound, and pages in the right order', async () => {
    const page = await get('/api/penduduk/all/s?name=a&limit=5&sort=nama_lengkap&order=asc');
    assert.equal(page.total, BATAS_HITUNG);
    assert.equal(page.total_terbatas, true);
    assert.deepEqual(page.data.map((r) => r._id), await idsWhere(`nama_lengkap ilike '%a%'`, 'sort_nama asc, id asc', 5));
    const deeper = await get('/api/penduduk/all/s?name=a&limit=25&page=7&sort=nama_lengkap&order=desc');
    assert.equal(deeper.total_terbatas, true);
    assert.deepEqual(deeper.data.map((r) => r._id), await idsWhere(`nama_lengkap ilike '%a%'`, 'sort_nama desc, id desc', 25, 175));
  });

  it('counts a rare name exactly, and a list without a search exactly', async () => {
    const [row] = rowsOf<{ nama: string; n: number }>(await t.app.ctx.db.execute(sql.raw(
      `select split_part(nama_lengkap, ' ', 1) as nama, count(*) over (partition by split_part(nama_lengkap, ' ', 1))::int as n
       from penduduk where desa_id = '${t.app.ctx.desaId}' order by 2 asc, 1 limit 1`)));
    assert.ok(row && row.n < BATAS_HITUNG);
    const rare = await get(`/api/penduduk/all/s?name=${encodeURIComponent(row.nama)}&limit=5`);
    assert.equal(rare.total_terbatas, undefined);
    assert.ok(rare.total >= row.n);
    const all = await get('/api/penduduk?limit=5');
    assert.equal(all.total_terbatas, undefined);
    assert.ok(all.total >= 5000);
  });

  it('the family-card list bounds its search the same way', async () => {
    const [kk] = rowsOf<{ n: number }>(await t.app.ctx.db.execute(sql.raw(
      `select count(distinct kk_id)::int as n from penduduk where desa_id = '${t.app.ctx.desaId}' and nama_lengkap ilike '%a%'`)));
    assert.ok(kk && kk.n > BATAS_HITUNG, `the seed has ${kk?.n} cards with an 'a'`);
    const cards = await get('/api/kartu_keluarga?q=a&limit=5');
    assert.equal(cards.total_terbatas, true);
    assert.equal(cards.total, BATAS_HITUNG);
    assert.equal(cards.data.length, 5);
  });
});
