// The lists' CSV downloads follow what the clerk sees (issue 16): the list's search (q) and its
// 'incomplete only' filter (belum_lengkap) narrow the file as they narrow the list.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, kematianBody, parseCsv } from './support/registry.js';
import { multipart, PNG } from './support/uploads.js';

describe('CSV downloads with the list search and filter', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST', url: string, payload?: object) => t.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  /** The cells of column `kolom` of the CSV at `path?query`, sorted; the file name must stay the list's. */
  async function csvColumn(path: string, query: string, kolom: string, fileName: RegExp): Promise<string[]> {
    const res = await req('GET', `${path}${query ? `?${query}` : ''}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), fileName);
    const [header, ...rows] = parseCsv(res.body);
    const index = header?.indexOf(kolom) ?? -1;
    assert.ok(index >= 0, `column ${kolom} in ${header?.join(',')}`);
    return rows.map((row) => row[index] ?? '').sort();
  }

  it('births: q narrows the file as it narrows the list', async () => {
    const ayah = await addKartuKeluarga(t, token, { nama_lengkap: 'Bapak Csv Lahir' });
    const ibu = await addAnggota(t, token, ayah.keluarga_dari._id, { nama_lengkap: 'Ibu Csv Lahir', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const lahir = (nama: string, nik: string, nomor: string) =>
      req('POST', '/api/kelahiran', {
        nik_ayah: ayah.nik, nik_ibu: ibu.nik, nama, nik, jenis_kelamin: 'Laki laki', tempat_lahir: 'Malang', tanggal_lahir: '2026-02-01',
        agama: 'Islam', hari_kelahiran: 'Minggu', jam_lahir: '07:30', nomor_surat_kelahiran: nomor, hubungan_pelapor: 'Ayah',
      });
    assert.equal((await lahir('Gilang Ramadhan', '3507010102260011', '474.1/11/2026')).statusCode, 201);
    assert.equal((await lahir('Hana Safitri', '3507010102260012', '474.1/12/2026')).statusCode, 201);
    const file = /filename="data_kelahiran_\d{2}-\d{2}-\d{4}\.csv"/;
    const nama = (query: string) => csvColumn('/api/kelahiran/csv', query, 'Nama Lengkap', file);
    assert.deepEqual(await nama(''), ['Gilang Ramadhan', 'Hana Safitri']);
    assert.deepEqual(await nama('q=gilang'), ['Gilang Ramadhan']);
    assert.deepEqual(await nama('q=3507010102260012'), ['Hana Safitri']);
    assert.deepEqual(await nama(`q=${encodeURIComponent('12/2026')}&sort=nama&order=desc`), ['Hana Safitri']);
    assert.deepEqual(await nama('q=tidak-ada'), []);
  });

  it('deaths: q and belum_lengkap narrow the file', async () => {
    const a = await addKartuKeluarga(t, token, { nama_lengkap: 'Mendiang Sukarjo' });
    const b = await addKartuKeluarga(t, token, { nama_lengkap: 'Mendiang Tukinem', jenis_kelamin: 'Perempuan' });
    const ka = (await req('POST', `/api/kematian/${a._id}`, kematianBody)).json().data._id as string;
    assert.equal((await req('POST', `/api/kematian/${b._id}`, kematianBody)).statusCode, 201);
    const arsip = await t.inject({ method: 'POST', url: `/api/kematian/arsip/${ka}`, ...multipart(token, [{ name: 'arsip_kematian', filename: 'a.png', content: PNG }]) });
    assert.equal(arsip.statusCode, 201, arsip.body);
    const file = /filename="data_kematian_\d{2}-\d{2}-\d{4}\.csv"/;
    const nama = (query: string) => csvColumn('/api/kematian/csv', query, 'Nama Lengkap', file);
    assert.deepEqual(await nama('q=mendiang'), ['Mendiang Sukarjo', 'Mendiang Tukinem']);
    assert.deepEqual(await nama('q=sukarjo'), ['Mendiang Sukarjo']);
    assert.deepEqual(await nama('belum_lengkap=true&q=mendiang'), ['Mendiang Tukinem']);
    assert.deepEqual(await nama('belum_lengkap=true&q=sukarjo'), []);
  });

  it('incoming cards: q and belum_lengkap narrow the file', async () => {
    const a = await addKartuKeluarga(t, token, { nama_lengkap: 'Pindahan Wiranto' }, true);
    await addAnggota(t, token, a.keluarga_dari._id, { nama_lengkap: 'Sumirah Pindahan', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', status_penduduk: 'penduduk_masuk' });
    const b = await addKartuKeluarga(t, token, { nama_lengkap: 'Pindahan Yulianto' }, true);
    const docs = await t.inject({
      method: 'POST',
      url: `/api/penduduk_masuk/${a.keluarga_dari._id}/p`,
      ...multipart(token, [
        { name: 'foto_kk', filename: 'kk.png', content: PNG },
        { name: 'foto_surat_masuk', filename: 'surat.png', content: PNG },
      ]),
    });
    assert.equal(docs.statusCode, 201, docs.body);
    const file = /filename="data_kartu_keluarga_penduduk_masuk_\d{2}-\d{2}-\d{4}\.csv"/;
    const nama = (query: string) => csvColumn('/api/penduduk_masuk/csv', query, 'Nama Lengkap', file);
    assert.deepEqual(await nama('q=pindahan'), ['Pindahan Wiranto', 'Pindahan Yulianto']);
    // A member's name finds the card; the row shows its head.
    assert.deepEqual(await nama('q=sumirah'), ['Pindahan Wiranto']);
    assert.deepEqual(await nama(`q=${b.keluarga_dari.no_kk}`), ['Pindahan Yulianto']);
    assert.deepEqual(await nama('belum_lengkap=true&q=pindahan'), ['Pindahan Yulianto']);
  });

  it('moved-out records: q and belum_lengkap narrow the file', async () => {
    const a = await addKartuKeluarga(t, token, { nama_lengkap: 'Perantau Suparman' });
    const b = await addKartuKeluarga(t, token, { nama_lengkap: 'Perantau Wagiman' });
    assert.equal((await req('POST', `/api/penduduk_keluar/${a.keluarga_dari._id}/m`)).statusCode, 201);
    assert.equal((await req('POST', `/api/penduduk_keluar/${b.keluarga_dari._id}/m`)).statusCode, 201);
    const file = /filename="data_penduduk_keluar_\d{2}-\d{2}-\d{4}\.csv"/;
    const nama = (query: string) => csvColumn('/api/penduduk_keluar/csv', query, 'Nama Lengkap', file);
    assert.deepEqual(await nama('q=perantau'), ['Perantau Suparman', 'Perantau Wagiman']);
    assert.deepEqual(await nama('q=wagiman&sort=nama_lengkap&order=desc'), ['Perantau Wagiman']);
    assert.deepEqual(await nama(`q=${a.keluarga_dari.no_kk}`), ['Perantau Suparman']);
    assert.deepEqual(await nama('belum_lengkap=true&q=perantau'), ['Perantau Suparman', 'Perantau Wagiman']);
    assert.deepEqual(await nama('q=tidak-ada-yang-begini'), []);
  });

  it('residents and family cards: q narrows the file', async () => {
    await addKartuKeluarga(t, token, { nama_lengkap: 'Warga Csv Purnomo' });
    await addKartuKeluarga(t, token, { nama_lengkap: 'Warga Csv Rahayu', jenis_kelamin: 'Perempuan' });
    const penduduk = await csvColumn('/api/penduduk/csv', 'q=purnomo', 'Nama Lengkap', /filename="data_penduduk_desa_.+\.csv"/);
    assert.deepEqual(penduduk, ['Warga Csv Purnomo']);
    const kartu = await csvColumn('/api/kartu_keluarga/csv', 'q=rahayu', 'Nama Lengkap', /filename="data_kartu_keluarga_\d{2}-\d{2}-\d{4}\.csv"/);
    assert.deepEqual(kartu, ['Warga Csv Rahayu']);
  });

  it('refuses a CSV search longer than 100 characters or a filter that is not a boolean', async () => {
    for (const path of ['/api/kelahiran/csv', '/api/kematian/csv', '/api/penduduk_masuk/csv', '/api/penduduk_keluar/csv']) {
      assert.equal((await req('GET', `${path}?q=${'a'.repeat(101)}`)).statusCode, 400, path);
    }
    assert.equal((await req('GET', '/api/kematian/csv?belum_lengkap=mungkin')).statusCode, 400);
  });
});
