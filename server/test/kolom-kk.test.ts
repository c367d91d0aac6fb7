/**
 * The KK columns through the API (issue 35): parents, blood type, date of marriage, citizenship with a
 * WNA's documents, disability. Create and update with each field, the refusals (400, nothing written),
 * the spec's old body still accepted (and an old client's update erasing nothing), the export's
 * columns (CSV and .xlsx) with Tempat Lahir and Tanggal Lahir after the spec's columns, the import of the
 * new columns and of a spreadsheet made before them.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { DATA_KK_MESSAGES } from '@sid/openapi/domain';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addKartuKeluarga, anggotaBody, getPenduduk, nomor, parseCsv, tungguImpor, type Penduduk } from './support/registry.js';
import { HEADER, xlsx, XLSX_TYPE, type Cell } from './support/spreadsheet.js';

const KK = {
  nama_ayah: 'Slamet Riyadi',
  nik_ayah: '3507010101500001',
  nama_ibu: 'Sumiati',
  nik_ibu: '3507014101550002',
  golongan_darah: 'AB+',
  tanggal_perkawinan: '2015-06-20',
  kewarganegaraan: 'WNI',
  disabilitas: '2',
};

describe('the KK columns', () => {
  let t: TestApp;
  let token: string;
  let kkId: string;
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    t.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const tambah = async (body: object) => {
    const res = await send('POST', `/api/penduduk/${kkId}`, body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as Penduduk;
  };
  /** The update body of a record as a client built before contract 1.4.0 sends it (the spec's fields). */
  const bodyLama = (p: Penduduk, extra: object = {}) => {
    const { status_penduduk: _s, umur: _u, ...rest } = anggotaBody({ nik: p.nik, nama_lengkap: String(p.nama_lengkap) });
    return { ...rest, tempat_tanggal_lahir: p.tempat_tanggal_lahir, ...extra };
  };

  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    kkId = (await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala KK' })).keluarga_dari._id;
  });
  after(() => t.close());

  it("the spec's old body is accepted: no parents, Tidak Tahu, WNI, no disability", async () => {
    const p = await tambah(anggotaBody());
    assert.deepEqual(
      [p.nama_ayah, p.nik_ayah, p.nama_ibu, p.nik_ibu, p.golongan_darah, p.tanggal_perkawinan, p.kewarganegaraan, p.no_paspor, p.no_kitas_kitap, p.disabilitas],
      ['', null, '', null, 'Tidak Tahu', null, 'WNI', '', '', null],
    );
  });

  it('creates and reads back each field; an old client\'s update keeps them; a new status or WNI clears what it no longer allows', async () => {
    const p = await tambah(anggotaBody({ ...KK, nama_ayah: '  Slamet   Riyadi ' } as object));
    for (const [k, v] of Object.entries(KK)) assert.equal(p[k], v, k);
    assert.deepEqual(await getPenduduk(t, token, p._id), p);

    // A client built before 1.4.0 edits the name: the KK columns stay.
    const lama = await send('PUT', `/api/penduduk/${p._id}`, bodyLama(p, { nama_lengkap: 'Budi Baru' }));
    assert.equal(lama.statusCode, 200, lama.body);
    for (const [k, v] of Object.entries(KK)) assert.equal(lama.json().data[k], v, k);

    // Cerai Hidup without a date: the stored date of marriage goes.
    const cerai = await send('PUT', `/api/penduduk/${p._id}`, bodyLama(p, { status_perkawinan: 'Cerai Hidup' }));
    assert.equal(cerai.statusCode, 200, cerai.body);
    assert.equal(cerai.json().data.tanggal_perkawinan, null);

    // WNA with both numbers; back to WNI without them: the numbers go. null clears a parent's NIK.
    const wna = await send('PUT', `/api/penduduk/${p._id}`, bodyLama(p, { kewarganegaraan: 'WNA', no_paspor: 'C1234567', no_kitas_kitap: '2C11AB1234', nik_ayah: null, golongan_darah: 'O-' }));
    assert.equal(wna.statusCode, 200, wna.body);
    assert.deepEqual([wna.json().data.no_paspor, wna.json().data.no_kitas_kitap, wna.json().data.nik_ayah, wna.json().data.golongan_darah], ['C1234567', '2C11AB1234', null, 'O-']);
    const wni = await send('PUT', `/api/penduduk/${p._id}`, bodyLama(p, { kewarganegaraan: 'WNI' }));
    assert.deepEqual([wni.json().data.no_paspor, wni.json().data.no_kitas_kitap], ['', '']);
  });

  it('refuses what the KK rules do not allow, with the message, and writes nothing', async () => {
    const sebelum = (await send('GET', '/api/penduduk?limit=1')).json().total as number;
    const nik = nomor();
    for (const [extra, pesan] of [
      [{ tanggal_perkawinan: '1980-01-01' }, DATA_KK_MESSAGES.tanggalPerkawinanSebelumLahir],
      [{ kewarganegaraan: 'WNA', no_kitas_kitap: 'X1' }, DATA_KK_MESSAGES.pasporWajib],
      [{ kewarganegaraan: 'WNA', no_paspor: 'C1' }, DATA_KK_MESSAGES.kitasWajib],
      [{ nik_ayah: nik }, DATA_KK_MESSAGES.nikAyahSendiri],
      [{ nik_ayah: '3507010101500001', nik_ibu: '3507010101500001' }, DATA_KK_MESSAGES.nikAyahIbuSama],
      [{ golongan_darah: 'Z' }, /golongan_darah/],
      [{ disabilitas: '9' }, /disabilitas/],
      [{ tanggal_perkawinan: '2999-01-01' }, /tanggal_perkawinan/],
      [{ nik_ibu: '123' }, /NIK Ibu/],
    ] as const) {
      const res = await send('POST', `/api/penduduk/${kkId}`, anggotaBody({ nik, ...extra } as object));
      assert.equal(res.statusCode, 400, `${JSON.stringify(extra)}: ${res.body}`);
      if (typeof pesan === 'string') assert.equal(res.json().message, pesan);
      else assert.match(res.json().message, pesan);
    }
    assert.equal((await send('GET', '/api/penduduk?limit=1')).json().total, sebelum);
  });

  it('clears a date of marriage sent without Kawin and a WNA number sent for a WNI (the contract allows the mix)', async () => {
    const p = await tambah(anggotaBody({ status_perkawinan: 'Belum Kawin', tanggal_perkawinan: '2015-06-20', no_paspor: 'C1', kewarganegaraan: 'WNI' } as object));
    assert.deepEqual([p.tanggal_perkawinan, p.no_paspor], [null, '']);
  });

  it("exports the KK columns and Tempat Lahir / Tanggal Lahir after the spec's columns (CSV and .xlsx)", async () => {
    const p = await tambah(anggotaBody({ ...KK, nama_lengkap: 'Ekspor Kolom KK' } as object));
    const res = await send('GET', `/api/penduduk/csv?q=${encodeURIComponent('Ekspor Kolom KK')}`);
    assert.equal(res.statusCode, 200, res.body);
    const [header, ...rows] = parseCsv(res.body);
    // The spec's columns keep their places (a reader by position still works); the new ones follow them.
    assert.deepEqual(header?.slice(4, 6), ['Tempat Tgl. Lahir', 'Umur']);
    assert.deepEqual(header?.slice(12, 16), ['Status Penduduk', 'Tempat Lahir', 'Tanggal Lahir', 'Nama Ayah']);
    const row = rows.find((r) => r[1]?.includes(p.nik));
    assert.ok(row, res.body);
    const sel = (h: string) => row[header!.indexOf(h)];
    assert.deepEqual([sel('Tempat Lahir'), sel('Tanggal Lahir')], ['Malang', '1990-01-05']);
    assert.deepEqual(
      ['Nama Ayah', 'NIK Ayah', 'Nama Ibu', 'Golongan Darah', 'Tanggal Perkawinan', 'Kewarganegaraan', 'No. Paspor', 'Penyandang Cacat'].map(sel),
      ['Slamet Riyadi', '="3507010101500001"', 'Sumiati', 'AB+', '2015-06-20', 'WNI', '', 'Cacat Netra/Buta'],
    );
    const x = await send('GET', `/api/penduduk/csv?q=${encodeURIComponent('Ekspor Kolom KK')}&format=xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    const judul = (ws.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(judul, header);
    assert.equal(ws.getRow(2).getCell(judul.indexOf('Golongan Darah') + 1).value, 'AB+');
    assert.ok(ws.getRow(2).getCell(judul.indexOf('Tanggal Lahir') + 1).value instanceof Date);
  });

  describe('import', () => {
    const KOLOM_KK = ['Nama Ayah', 'NIK Ayah', 'Nama Ibu', 'NIK Ibu', 'Golongan Darah', 'Tanggal Perkawinan', 'Kewarganegaraan', 'No. Paspor', 'No. KITAS/KITAP', 'Penyandang Cacat'];
    let urut = 7000 + (process.pid % 1000);
    const orang = (noKk: string, nama: string, posisi = 'Kepala Keluarga'): Cell[] =>
      [noKk, `35070115058${String(urut++).padStart(5, '0')}`, nama, 'Laki laki', 'Malang', new Date('1980-05-15T00:00:00Z'), 'Islam', 'Kawin', 'Petani/Pekebun', 'SLTA/Sederajat', posisi, 'Dusun Krajan RT 001 RW 002', null];
    const kirim = async (url: string, body: Buffer) =>
      t.inject({ method: 'POST', url: `${url}?nama_berkas=data.xlsx`, headers: { ...auth(token), 'content-type': XLSX_TYPE }, payload: body });
    const cari = async (nama: string) => (await send('GET', `/api/penduduk?q=${encodeURIComponent(nama)}`)).json().data as Penduduk[];

    it('reads the new columns; a row the rules refuse is an error of its column; a WNA without documents is imported as "perlu dilengkapi"', async () => {
      const noKk = nomor();
      const salah = await kirim('/api/impor/penduduk/periksa', await xlsx([[...orang(noKk, 'Impor Salah'), '', '12345', '', '', 'B', '', 'WNI', '', '', '']], [...HEADER, ...KOLOM_KK]));
      assert.equal(salah.statusCode, 200, salah.body);
      assert.deepEqual(salah.json().data.kesalahan.map((m: { kolom: string; pesan: string }) => [m.kolom, m.pesan]), [['NIK Ayah', DATA_KK_MESSAGES.nikAyahFormat]]);

      // A WNA without a passport (issue 35): a warning, the row imported and listed until it is completed.
      const wna = await xlsx([[...orang(nomor(), 'Impor WNA'), '', '', '', '', 'B', '', 'WNA', '', 'K-1', 'Cacat Fisik']], [...HEADER, ...KOLOM_KK]);
      const cek = (await kirim('/api/impor/penduduk/periksa', wna)).json().data;
      assert.deepEqual(cek.kesalahan, []);
      assert.ok(
        cek.peringatan.some((m: { kolom: string; kode: string; pesan: string }) => m.kolom === 'No. Paspor' && m.kode === 'WAJIB_DIISI' && m.pesan === `${DATA_KK_MESSAGES.pasporWajib}: baris tetap diimpor dan dicantumkan di Data perlu dilengkapi`),
        JSON.stringify(cek.peringatan),
      );
      const masuk = await kirim('/api/impor/penduduk', wna);
      assert.equal(masuk.statusCode, 202, masuk.body);
      await tungguImpor(t, token, masuk.json().data._id as string);
      const [w] = await cari('Impor WNA');
      assert.deepEqual([w?.kewarganegaraan, w?.no_paspor, w?.no_kitas_kitap, w?.perlu_dilengkapi], ['WNA', '', 'K-1', ['no_paspor']]);
      const perlu = (await send('GET', '/api/penduduk/perlu_dilengkapi?limit=100')).json().data as Penduduk[];
      assert.ok(perlu.some((p) => p._id === w?._id));
      // The form requires the passport; saved with it, the record is complete.
      const tanpa = await send('PUT', `/api/penduduk/${w!._id}`, bodyLama(w!, { kewarganegaraan: 'WNA', no_kitas_kitap: 'K-1' }));
      assert.deepEqual([tanpa.statusCode, tanpa.json().message], [400, DATA_KK_MESSAGES.pasporWajib]);
      const lengkap = await send('PUT', `/api/penduduk/${w!._id}`, bodyLama(w!, { kewarganegaraan: 'WNA', no_paspor: 'C7654321', no_kitas_kitap: 'K-1' }));
      assert.equal(lengkap.statusCode, 200, lengkap.body);
      assert.deepEqual(lengkap.json().data.perlu_dilengkapi, []);

      const berkas = await xlsx([[...orang(noKk, 'Impor Kolom KK'), 'Slamet', '3507010101500001', 'Sumiati', '', 'ab+', new Date('2005-05-15T00:00:00Z'), 'WNI', '', '', 'Cacat Rungu/Wicara']], [...HEADER, ...KOLOM_KK]);
      const res = await kirim('/api/impor/penduduk', berkas);
      assert.equal(res.statusCode, 202, res.body);
      await tungguImpor(t, token, res.json().data._id as string);
      const [p] = await cari('Impor Kolom KK');
      assert.ok(p);
      assert.deepEqual(
        [p.nama_ayah, p.nik_ayah, p.nama_ibu, p.nik_ibu, p.golongan_darah, p.tanggal_perkawinan, p.kewarganegaraan, p.disabilitas],
        ['Slamet', '3507010101500001', 'Sumiati', null, 'AB+', '2005-05-15', 'WNI', '3'],
      );
    });

    it('still reads a spreadsheet made before the KK columns', async () => {
      const res = await kirim('/api/impor/penduduk', await xlsx([orang(nomor(), 'Impor Berkas Lama')]));
      assert.equal(res.statusCode, 202, res.body);
      await tungguImpor(t, token, res.json().data._id as string);
      const [p] = await cari('Impor Berkas Lama');
      assert.deepEqual([p?.golongan_darah, p?.kewarganegaraan, p?.nama_ayah, p?.tempat_lahir], ['Tidak Tahu', 'WNI', '', 'Malang']);
    });
  });
});
