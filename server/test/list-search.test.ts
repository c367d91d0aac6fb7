// Every list's search box (q) and the 'incomplete only' filter (belum_lengkap), issue 16.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, kematianBody } from './support/registry.js';
import { multipart, PNG } from './support/uploads.js';

describe('searching and filtering the lists', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST', url: string, payload?: object) => t.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  /** The names (by `name`) of a list's page for `query`, and its total. */
  async function page(path: string, query: string, name: (row: Record<string, unknown>) => string) {
    const res = await req('GET', `${path}?limit=100&${query}`);
    assert.equal(res.statusCode, 200, res.body);
    const json = res.json() as { data: Array<Record<string, unknown>>; total: number };
    assert.equal(json.total, json.data.length);
    return json.data.map(name).sort();
  }

  it('births: by the baby, its NIK, the letter number and a parent', async () => {
    const ayah = await addKartuKeluarga(t, token, { nama_lengkap: 'Slamet Riyadi' });
    const ibu = await addAnggota(t, token, ayah.keluarga_dari._id, { nama_lengkap: 'Sri Wahyuni', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const lahir = (nama: string, nik: string, nomor: string) =>
      req('POST', '/api/kelahiran', {
        nik_ayah: ayah.nik, nik_ibu: ibu.nik, nama, nik, jenis_kelamin: 'Laki laki', tempat_lahir: 'Malang', tanggal_lahir: '2026-02-01',
        agama: 'Islam', hari_kelahiran: 'Minggu', jam_lahir: '07:30', nomor_surat_kelahiran: nomor, hubungan_pelapor: 'Ayah',
      });
    assert.equal((await lahir('Bayu Pratama', '3507010102260001', '474.1/02/2026')).statusCode, 201);
    assert.equal((await lahir('Citra Lestari', '3507010102260002', '474.1/07/2026')).statusCode, 201);
    const nama = (r: Record<string, unknown>) => String(r.nama);
    assert.deepEqual(await page('/api/kelahiran', 'q=bayu', nama), ['Bayu Pratama']);
    assert.deepEqual(await page('/api/kelahiran', 'q=350701010226000', nama), ['Bayu Pratama', 'Citra Lestari']);
    assert.deepEqual(await page('/api/kelahiran', `q=${encodeURIComponent('07/2026')}`, nama), ['Citra Lestari']);
    assert.deepEqual(await page('/api/kelahiran', 'q=wahyuni', nama), ['Bayu Pratama', 'Citra Lestari']);
    assert.deepEqual(await page('/api/kelahiran', `q=${encodeURIComponent('%')}`, nama), []);
  });

  it('deaths: by name and NIK; incomplete only = without an archive photo', async () => {
    const a = await addKartuKeluarga(t, token, { nama_lengkap: 'Almarhum Darmo' });
    const b = await addKartuKeluarga(t, token, { nama_lengkap: 'Almarhumah Painem', jenis_kelamin: 'Perempuan' });
    const ka = (await req('POST', `/api/kematian/${a._id}`, kematianBody)).json().data._id as string;
    assert.equal((await req('POST', `/api/kematian/${b._id}`, kematianBody)).statusCode, 201);
    const arsip = await t.inject({ method: 'POST', url: `/api/kematian/arsip/${ka}`, ...multipart(token, [{ name: 'arsip_kematian', filename: 'a.png', content: PNG }]) });
    assert.equal(arsip.statusCode, 201, arsip.body);
    const nama = (r: Record<string, unknown>) => (r.pemilik_data as { nama_lengkap: string }).nama_lengkap;
    assert.deepEqual(await page('/api/kematian', 'q=darmo', nama), ['Almarhum Darmo']);
    assert.deepEqual(await page('/api/kematian', `q=${b.nik}`, nama), ['Almarhumah Painem']);
    assert.deepEqual(await page('/api/kematian', 'belum_lengkap=true', nama), ['Almarhumah Painem']);
    assert.deepEqual(await page('/api/kematian', 'belum_lengkap=true&q=darmo', nama), []);
  });

  it('incoming cards: by No. KK or any member; incomplete only = without entry documents', async () => {
    const a = await addKartuKeluarga(t, token, { nama_lengkap: 'Pendatang Satu' }, true);
    await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Ratna Pendatang', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', status_penduduk: 'penduduk_masuk' });
    const b = await addKartuKeluarga(t, token, { nama_lengkap: 'Pendatang Dua' }, true);
    const noKk = (r: Record<string, unknown>) => String(r.no_kk);
    assert.deepEqual(await page('/api/penduduk_masuk/k', 'q=ratna', noKk), [a.keluarga_dari.no_kk]);
    assert.deepEqual(await page('/api/penduduk_masuk/k', `q=${b.keluarga_dari.no_kk}`, noKk), [b.keluarga_dari.no_kk]);
    const docs = await t.inject({
      method: 'POST',
      url: `/api/penduduk_masuk/${a.keluarga_dari._id}/p`,
      ...multipart(token, [
        { name: 'foto_kk', filename: 'kk.png', content: PNG },
        { name: 'foto_surat_masuk', filename: 'surat.png', content: PNG },
      ]),
    });
    assert.equal(docs.statusCode, 201, docs.body);
    assert.deepEqual(await page('/api/penduduk_masuk/k', 'belum_lengkap=true&q=pendatang', noKk), [b.keluarga_dari.no_kk]);
  });

  it('moved-out records: by a mover or the No. KK; incomplete only = without a statement', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Merantau' });
    await addAnggota(t, token, head.keluarga_dari._id, { nama_lengkap: 'Anak Merantau' });
    assert.equal((await req('POST', `/api/penduduk_keluar/${head.keluarga_dari._id}/m`)).statusCode, 201);
    const id = (r: Record<string, unknown>) => String((r.data_kartu_keluarga as { no_kk: string } | undefined)?.no_kk ?? r._id);
    const byName = await page('/api/penduduk_keluar', 'q=anak%20merantau', id);
    assert.equal(byName.length, 1);
    assert.deepEqual(await page('/api/penduduk_keluar', `q=${head.keluarga_dari.no_kk}`, id), byName);
    assert.deepEqual(await page('/api/penduduk_keluar', 'belum_lengkap=true&q=merantau', id), byName);
    assert.deepEqual(await page('/api/penduduk_keluar', 'q=tidak-ada-yang-begini', id), []);
  });

  it('users: by name or username', async () => {
    const user = await t.createUser('Admin', 'operator.kesra');
    const username = (r: Record<string, unknown>) => String(r.username);
    assert.deepEqual(await page('/api/auth/all', 'q=KESRA', username), [user.username]);
    assert.deepEqual(await page('/api/auth/all', 'q=Pengguna%20operator', username), [user.username]);
  });

  it('refuses a search longer than 100 characters', async () => {
    assert.equal((await req('GET', `/api/kelahiran?q=${'a'.repeat(101)}`)).statusCode, 400);
    assert.equal((await req('GET', '/api/kematian?belum_lengkap=mungkin')).statusCode, 400);
  });
});
