/**
 * The family-card page's name search (GET /api/penduduk/s, issue 16): every member of every card
 * matches, not only heads, and each hit carries its card, so the page links to
 * /kartu_keluarga/{card}/d/{member} (spec §2 "Family cards"). And the dashboard's figures add up:
 * men and women are the living residents, who are the residents "Hidup" and the incoming ones.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, dashboard, kematianBody, type Penduduk } from './support/registry.js';

describe('family-card name search (GET /api/penduduk/s)', () => {
  let t: TestApp;
  let token: string;
  let budi: Penduduk;
  let rina: Penduduk;
  let anak: Penduduk;
  let masuk: Penduduk;

  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    budi = await addKartuKeluarga(t, token, { nama_lengkap: 'Budi Hartono' });
    rina = await addAnggota(t, token, budi.keluarga_dari._id, { nama_lengkap: 'Rina Marlina', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    anak = await addAnggota(t, token, budi.keluarga_dari._id, { nama_lengkap: 'Dimas Marlino', posisi_dalam_keluarga: 'Anak' });
    // An incoming family: its head found by a member's name as well.
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Joko Pendatang' }, true);
    masuk = await addAnggota(t, token, head.keluarga_dari._id, { nama_lengkap: 'Sari Marlinda', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', status_penduduk: 'penduduk_masuk' });
  });
  after(() => t.close());

  const get = (url: string) => t.inject({ method: 'GET', url, headers: auth(token) });
  const hits = async (name: string) => {
    const res = await get(`/api/penduduk/s?name=${encodeURIComponent(name)}&limit=100`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: Penduduk[]; total: number };
  };

  it('finds a wife by her name, with her card and her own id (the link /kartu_keluarga/{card}/d/{member})', async () => {
    const body = await hits('Rina Marlina');
    assert.equal(body.total, 1);
    const [hit] = body.data;
    assert.equal(hit?._id, rina._id);
    assert.equal(hit?.nama_lengkap, 'Rina Marlina');
    assert.equal(hit?.posisi_dalam_keluarga, 'Istri');
    assert.deepEqual(hit?.keluarga_dari, budi.keluarga_dari);
  });

  it('matches part of any member\'s name, case-insensitive, sorted by name, incoming members too', async () => {
    const body = await hits('MARLIN');
    assert.deepEqual(body.data.map((p) => p.nama_lengkap), ['Dimas Marlino', 'Rina Marlina', 'Sari Marlinda']);
    assert.equal(body.total, 3);
    assert.deepEqual(body.data.map((p) => p.keluarga_dari._id), [anak.keluarga_dari._id, budi.keluarga_dari._id, masuk.keluarga_dari._id]);
  });

  it('still finds heads, and a member whatever their status (one who died stays on the card)', async () => {
    assert.deepEqual((await hits('hartono')).data.map((p) => p._id), [budi._id]);
    const res = await t.inject({ method: 'POST', url: `/api/kematian/${anak._id}`, headers: auth(token), payload: kematianBody });
    assert.equal(res.statusCode, 201, res.body);
    const [hit] = (await hits('dimas')).data;
    assert.equal(hit?._id, anak._id);
    assert.equal(hit?.status_penduduk, 'meninggal');
  });

  it('pages the hits with the total of all of them', async () => {
    const res = await get('/api/penduduk/s?name=marlin&limit=1&page=1');
    assert.equal(res.json().total, 3);
    assert.deepEqual(res.json().data.map((p: Penduduk) => p.nama_lengkap), ['Rina Marlina']);
  });

  it('answers 404 SEARCH_BY_NAME_NOT_FOUND when no member matches, and 400 to an empty name', async () => {
    const res = await get('/api/penduduk/s?name=tidakadasiapapun');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'SEARCH_BY_NAME_NOT_FOUND');
    assert.equal(res.json().message, 'Kartu keluarga dengan nama anggota tersebut tidak ditemukan');
    for (const url of ['/api/penduduk/s?name=', '/api/penduduk/s?name=%20', '/api/penduduk/s']) {
      assert.equal((await get(url)).statusCode, 400, url);
    }
  });
});

describe('dashboard figures add up (GET /api/activity/all)', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  it('counts men and women over the living: residents "Hidup" plus incoming ones, never the dead or moved out', async () => {
    const a = await addKartuKeluarga(t, token, { nama_lengkap: 'Ahmad Tetap' });
    await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Ani Tetap', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const dies = await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Adi Tetap', posisi_dalam_keluarga: 'Anak' });
    const leaves = await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Ayu Tetap', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Anak' });
    const m = await addKartuKeluarga(t, token, { nama_lengkap: 'Bayu Datang' }, true);
    await addAnggota(t, token, m.keluarga_dari._id, { nama_lengkap: 'Bela Datang', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', status_penduduk: 'penduduk_masuk' });
    assert.equal((await t.inject({ method: 'POST', url: `/api/kematian/${dies._id}`, headers: auth(token), payload: kematianBody })).statusCode, 201);
    assert.equal((await t.inject({ method: 'POST', url: `/api/penduduk_keluar/${leaves._id}`, headers: auth(token) })).statusCode, 201);

    const c = await dashboard(t, token);
    assert.equal(c.data_penduduk, 2, 'Ahmad and Ani: status ""');
    assert.equal(c.data_penduduk_masuk, 2);
    assert.equal(c.data_penduduk_keluar, 1);
    assert.equal(c.data_pria, 2, 'Ahmad and Bayu');
    assert.equal(c.data_wanita, 2, 'Ani and Bela');
    assert.equal(c.data_pria + c.data_wanita, c.data_penduduk + c.data_penduduk_masuk);
  });
});
