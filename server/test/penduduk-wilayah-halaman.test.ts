/**
 * The resident list of an area (dusun_id) pages the cheaper way (data/penduduk-list.ts): an area that
 * holds many of the village's residents by walking the village's sort index, one that holds few by
 * gathering and sorting them. Both ways give the same pages: every page in both orders, a page read
 * from the far end, a page past the end, and the totals.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga } from './support/registry.js';

describe('the resident list of an area, paged', () => {
  let t: TestApp;
  let token: string;
  const dusun: Record<'besar' | 'kecil', string> = { besar: '', kecil: '' };
  const nama: Record<'besar' | 'kecil', string[]> = { besar: [], kecil: [] };
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    const tambah = async (body: object) => {
      const res = await t.inject({ method: 'POST', url: '/api/wilayah_desa', headers: auth(token), payload: body });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data._id as string;
    };
    // Names out of their entry order, some equal: the tiebreak by id keeps pages apart.
    const orang = { besar: ['Wati', 'Agus', 'Sri', 'Budi', 'Agus', 'Yanto', 'Dewi', 'Eko', 'Rina', 'Joko', 'Agus', 'Tono', 'Lina'], kecil: ['Slamet', 'Ani'] };
    for (const k of ['besar', 'kecil'] as const) {
      dusun[k] = await tambah({ tingkat: 'dusun', nama: `Dusun ${k}` });
      const rw = await tambah({ tingkat: 'rw', nama: '1', induk_id: dusun[k] });
      const rt = await tambah({ tingkat: 'rt', nama: '1', induk_id: rw });
      const [kepala, ...anggota] = orang[k];
      const kk = await addKartuKeluarga(t, token, { nama_lengkap: `${kepala} ${k}` });
      const set = await t.inject({ method: 'PUT', url: `/api/kartu_keluarga/${kk.keluarga_dari._id}/alamat`, headers: auth(token), payload: { rt_id: rt, alamat: 'Jl. Melati' } });
      assert.equal(set.statusCode, 200, set.body);
      for (const n of anggota) await addAnggota(t, token, kk.keluarga_dari._id, { nama_lengkap: `${n} ${k}` });
      nama[k] = orang[k].map((n) => `${n} ${k}`);
    }
    // Residents in no area.
    const lain = await addKartuKeluarga(t, token, { nama_lengkap: 'Tanpa Wilayah' });
    await addAnggota(t, token, lain.keluarga_dari._id, { nama_lengkap: 'Juga Tanpa' });
  });
  after(() => t.close());

  async function halaman(k: 'besar' | 'kecil', order: 'asc' | 'desc', page: number, limit: number) {
    const res = await t.inject({ method: 'GET', url: `/api/penduduk?dusun_id=${dusun[k]}&sort=nama_lengkap&order=${order}&page=${page}&limit=${limit}`, headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    const json = res.json() as { data: Array<{ _id: string; nama_lengkap: string }>; total: number };
    return { nama: json.data.map((p) => p.nama_lengkap), ids: json.data.map((p) => p._id), total: json.total };
  }

  for (const k of ['besar', 'kecil'] as const) {
    it(`pages the ${k === 'besar' ? 'large area (walking the sort index)' : 'small area (sorting its residents)'} in both orders, every page once`, async () => {
      for (const order of ['asc', 'desc'] as const) {
        const urut = [...nama[k]].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
        if (order === 'desc') urut.reverse();
        for (const limit of [1, 3, 5]) {
          const semua: string[] = [];
          const ids = new Set<string>();
          for (let page = 0; page * limit < urut.length; page++) {
            const h = await halaman(k, order, page, limit);
            assert.equal(h.total, urut.length);
            semua.push(...h.nama);
            for (const id of h.ids) ids.add(id);
          }
          assert.deepEqual(semua, urut, `${order}, ${limit} a page`);
          assert.equal(ids.size, urut.length, 'no resident on two pages');
          assert.deepEqual((await halaman(k, order, Math.ceil(urut.length / limit), limit)).nama, [], 'past the end');
        }
      }
    });
  }
});
