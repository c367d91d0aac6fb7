/**
 * Issue 40: the new head of a family after a death or a lone move-out. The card waits ("Tanpa Kepala
 * Keluarga", its list and the dashboard's count) until a clerk names a member still living on it; the
 * server keeps one head per card and refuses anyone else.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, dashboard, kematianBody, type Penduduk } from './support/registry.js';

describe('the new head of a family', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const tanpaKepala = async () => {
    const res = await req('GET', '/api/kartu_keluarga/tanpa_kepala?limit=100');
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as Array<{ _id: string }>).map((k) => k._id);
  };
  const anggota = async (kkId: string) => (await req('GET', `/api/kartu_keluarga/${kkId}`)).json().data.anggota_keluarga as Penduduk[];

  it('a dead head leaves the card waiting; a living member heads it, the old head becomes Lainnya', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Sukarno Kepala' });
    const kk = head.keluarga_dari._id;
    const istri = await addAnggota(t, token, kk, { nama_lengkap: 'Siti Istri', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const anak = await addAnggota(t, token, kk, { nama_lengkap: 'Anak Pindah' });
    const sebelum = (await dashboard(t, token)).tanpa_kepala ?? 0;
    assert.ok(!(await tanpaKepala()).includes(kk));
    // A living head is kept: nobody else may take the card.
    assert.equal((await req('PUT', `/api/kartu_keluarga/${kk}/kepala`, { penduduk_id: istri._id })).json().code, 'KEPALA_EXISTS');

    assert.equal((await req('POST', `/api/kematian/${head._id}`, kematianBody)).statusCode, 201);
    assert.equal((await req('POST', `/api/penduduk_keluar/${anak._id}`)).statusCode, 201);
    assert.ok((await tanpaKepala()).includes(kk));
    assert.equal((await dashboard(t, token)).tanpa_kepala, sebelum + 1);

    // Refused: the dead head, a member who moved out, someone of another card; nothing changes.
    const lain = await addKartuKeluarga(t, token);
    for (const id of [head._id, anak._id, lain._id]) {
      const res = await req('PUT', `/api/kartu_keluarga/${kk}/kepala`, { penduduk_id: id });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().message, /penduduk_id: /);
    }
    assert.equal((await req('PUT', `/api/kartu_keluarga/${randomUUID()}/kepala`, { penduduk_id: istri._id })).statusCode, 404);

    const res = await req('PUT', `/api/kartu_keluarga/${kk}/kepala`, { penduduk_id: istri._id });
    assert.equal(res.statusCode, 200, res.body);
    const posisi = Object.fromEntries((await anggota(kk)).map((a) => [a.nama_lengkap, a.posisi_dalam_keluarga]));
    assert.deepEqual(posisi, { 'Siti Istri': 'Kepala Keluarga', 'Sukarno Kepala': 'Lainnya', 'Anak Pindah': 'Anak' });
    assert.equal((await anggota(kk))[0]?.nama_lengkap, 'Siti Istri', 'the new head is the first member the lists show');
    assert.ok(!(await tanpaKepala()).includes(kk));
    assert.equal((await dashboard(t, token)).tanpa_kepala, sebelum);
  });

  it('a head who moves out alone leaves the card waiting; a card nobody lives on waits for nobody', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Merantau' });
    const kk = head.keluarga_dari._id;
    await addAnggota(t, token, kk, { nama_lengkap: 'Anak Tinggal' });
    assert.equal((await req('POST', `/api/penduduk_keluar/${head._id}`)).statusCode, 201);
    assert.ok((await tanpaKepala()).includes(kk));

    const sendiri = await addKartuKeluarga(t, token, { nama_lengkap: 'Hidup Sendiri' });
    assert.equal((await req('POST', `/api/kematian/${sendiri._id}`, kematianBody)).statusCode, 201);
    assert.ok(!(await tanpaKepala()).includes(sendiri.keluarga_dari._id));
  });
});
