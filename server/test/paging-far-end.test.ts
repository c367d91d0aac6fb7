// Deep pages past the middle of a list are read from its far end (lib/paging.ts pageIds): whatever
// the sort and order, the pages must add up to exactly the list read at once, in the same order.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, signedInApp } from './support/app.js';
import { addAnggota, addKartuKeluarga } from './support/registry.js';

describe('pages read from the far end', () => {
  const s = signedInApp();
  const NAMES = ['Budi', 'Siti', 'Agus', 'Dewi', 'Eko', 'Fitri', 'Gilang', 'Hana', 'Indra', 'Joko', 'Kartini', 'Lestari'];
  before(async () => {
    // 12 cards of two members, some with equal names (ties broken by id).
    for (const [i, nama] of NAMES.entries()) {
      const head = await addKartuKeluarga(s.t, s.token, { nama_lengkap: `${nama} ${i % 3 === 0 ? 'Sama' : nama}` });
      await addAnggota(s.t, s.token, head.keluarga_dari._id, { nama_lengkap: i % 2 === 0 ? 'Anak Sama' : `Anak ${nama}` });
    }
  });

  const get = async (url: string) => {
    const res = await s.t.inject({ method: 'GET', url, headers: auth(s.token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: { _id: string }[]; total: number };
  };

  async function checkList(base: string, sort: string, order: 'asc' | 'desc') {
    const all = await get(`${base}?limit=100&sort=${sort}&order=${order}`);
    const paged: string[] = [];
    for (let page = 0; page * 5 < all.total + 5; page++) {
      const p = await get(`${base}?limit=5&page=${page}&sort=${sort}&order=${order}`);
      assert.equal(p.total, all.total, `${base} ${sort} ${order}: the same total on page ${page}`);
      paged.push(...p.data.map((r) => r._id));
    }
    assert.deepEqual(paged, all.data.map((r) => r._id), `${base} sorted by ${sort} ${order}`);
  }

  it('the resident list, every sort, both orders', async () => {
    for (const sort of ['nama_lengkap', 'nik', 'no_kk', 'umur', 'createdAt', 'jenis_kelamin']) {
      for (const order of ['asc', 'desc'] as const) await checkList('/api/penduduk', sort, order);
    }
  });

  it('the family-card list, by a card column and by the head', async () => {
    const sorts = ['createdAt', 'no_kk', 'nama_lengkap'];
    for (const sort of sorts) for (const order of ['asc', 'desc'] as const) await checkList('/api/kartu_keluarga', sort, order);
  });
});
