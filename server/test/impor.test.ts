// Bringing a village in from a spreadsheet (issue 13): the template, the dry run with each refusal and
// warning, the all-or-nothing import with its progress and log entry, and files that are broken or hostile.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addKartuKeluarga, nomor, tungguImpor } from './support/registry.js';
import { csv, deflatedZeros, HEADER, minimalXlsx, xlsx, XLSX_TYPE, type Cell } from './support/spreadsheet.js';

type Masalah = { baris: number; kolom: string; kode: string; pesan: string; tautan?: string };
type Ringkasan = {
  jumlah_baris: number;
  kartu_keluarga_baru: number;
  penduduk_baru: number;
  anggota_kartu_lama: number;
  jumlah_kesalahan: number;
  kesalahan: Masalah[];
  jumlah_peringatan: number;
  peringatan: Masalah[];
  sumber: string;
  format: string;
  kolom_diabaikan: string[];
};

/** A NIK of 35.07.01 for a birth date (YYYY-MM-DD) and sex, serial `urut`. */
function nikUntuk(tanggal: string, perempuan: boolean, urut: number): string {
  const [y, m, d] = tanggal.split('-') as [string, string, string];
  return `350701${String(Number(d) + (perempuan ? 40 : 0)).padStart(2, '0')}${m}${y.slice(2)}${String(urut).padStart(4, '0')}`;
}

let urut = 100 + (process.pid % 5000);
/** One template row: a resident of card `noKk`. */
function baris(noKk: string, o: { nama: string; posisi?: string; perempuan?: boolean; lahir?: string; nik?: string }): Cell[] {
  const lahir = o.lahir ?? '1980-05-15';
  const perempuan = o.perempuan ?? false;
  return [
    noKk,
    o.nik ?? nikUntuk(lahir, perempuan, urut++),
    o.nama,
    perempuan ? 'Perempuan' : 'Laki laki',
    'Malang',
    new Date(`${lahir}T00:00:00Z`),
    'Islam',
    'Kawin',
    'Petani/Pekebun',
    'SLTA/Sederajat',
    o.posisi ?? 'Kepala Keluarga',
    'Dusun Krajan RT 001 RW 002',
    null,
  ];
}

describe('import residents from a spreadsheet', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const kirim = (url: string, body: Buffer | string, type = XLSX_TYPE, nama = 'data.xlsx', tok = token) =>
    t.inject({ method: 'POST', url: `${url}?nama_berkas=${encodeURIComponent(nama)}`, headers: { ...auth(tok), 'content-type': type }, payload: body });
  const periksa = async (body: Buffer | string, type = XLSX_TYPE): Promise<Ringkasan> => {
    const res = await kirim('/api/impor/penduduk/periksa', body, type);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Ringkasan;
  };
  const jumlahPenduduk = async () => (await t.inject({ method: 'GET', url: '/api/penduduk?limit=1', headers: auth(token) })).json().total as number;

  /** Starts an import and waits (on its state) until it ends. */
  async function impor(body: Buffer, nama = 'data.xlsx'): Promise<Record<string, unknown>> {
    const res = await kirim('/api/impor/penduduk', body, XLSX_TYPE, nama);
    assert.equal(res.statusCode, 202, res.body);
    return tungguImpor(t, token, res.json().data._id as string);
  }

  it('the template: headers, an example, a frozen header, text NIK columns and the lists', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/impor/penduduk/templat', headers: auth(token) });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], XLSX_TYPE);
    assert.match(String(res.headers['content-disposition']), /templat_impor_penduduk\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.getWorksheet('Penduduk');
    assert.ok(ws);
    // The spec's columns first, then the KK columns of issue 35 (test/kolom-kk.test.ts), labelled as the
    // person form labels them (LABEL_PENDUDUK); the old headers of HEADER are still read (the tests below).
    const labelled = HEADER.map((h) => ({ 'No. KK': 'Nomor KK', 'Kedudukan dalam Keluarga': 'Posisi dalam Keluarga' })[h] ?? h);
    assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1, HEADER.length + 1), labelled);
    assert.equal(ws.views[0]?.state, 'frozen');
    assert.equal(ws.getColumn(2).numFmt, '@');
    assert.equal(ws.getCell('B2').value, '3507011505800001');
    assert.ok(ws.getCell('F2').value instanceof Date);
    const pilihan = wb.getWorksheet('Pilihan');
    assert.equal(pilihan?.getCell('A1').value, 'Jenis Kelamin');
    assert.equal(pilihan?.getCell('A3').value, 'Perempuan');
    // The example row of the template itself passes the dry run.
    const r = await periksa(res.rawPayload);
    assert.equal(r.jumlah_kesalahan, 0, JSON.stringify(r.kesalahan));
    assert.equal(r.penduduk_baru, 1);
  });

  it('only a Super Admin imports; a body of another type is a 415; anonymous is a 401', async () => {
    const admin = await t.createUser('Admin');
    const body = await xlsx([baris(nomor(), { nama: 'Satu' })]);
    assert.equal((await kirim('/api/impor/penduduk/periksa', body, XLSX_TYPE, 'a.xlsx', admin.token)).statusCode, 403);
    assert.equal((await t.inject({ method: 'GET', url: '/api/impor/penduduk/templat' })).statusCode, 401);
    const wrong = await kirim('/api/impor/penduduk/periksa', body, 'application/octet-stream');
    assert.equal(wrong.statusCode, 415);
    assert.equal((await t.inject({ method: 'POST', url: '/api/impor/penduduk/periksa?nama_berkas=a.xlsx', headers: auth(token) })).statusCode, 400);
  });

  it('three families in the dry run, nothing written; then imported all at once, logged once', async () => {
    const [kk1, kk2, kk3] = [nomor(), nomor(), nomor()];
    const rows = [
      baris(kk1, { nama: 'Slamet Riyadi' }),
      baris(kk1, { nama: 'Sumarni', posisi: 'Istri', perempuan: true, lahir: '1982-03-09' }),
      baris(kk1, { nama: 'Dwi Riyadi', posisi: 'Anak', lahir: '2010-11-30' }),
      baris(kk2, { nama: 'Wagiman' }),
      baris(kk3, { nama: 'Painem', perempuan: true, lahir: '1950-01-01' }),
    ];
    const body = await xlsx(rows);
    const before = await jumlahPenduduk();
    const r = await periksa(body);
    assert.equal(r.jumlah_kesalahan, 0, JSON.stringify(r.kesalahan));
    assert.deepEqual([r.jumlah_baris, r.kartu_keluarga_baru, r.penduduk_baru, r.sumber, r.format], [5, 3, 5, 'templat', 'xlsx']);
    assert.equal(await jumlahPenduduk(), before);

    const done = await impor(body, 'desa-watugede.xlsx');
    assert.equal(done.status, 'selesai', JSON.stringify(done));
    assert.deepEqual([done.kartu_keluarga_dibuat, done.penduduk_dibuat, done.diproses], [3, 5, 5]);
    assert.equal(await jumlahPenduduk(), before + 5);

    const kartu = (await t.inject({ method: 'GET', url: `/api/penduduk/s/kk?no_kk=${kk1}`, headers: auth(token) })).json().data[0];
    const detail = (await t.inject({ method: 'GET', url: `/api/kartu_keluarga/${kartu._id}`, headers: auth(token) })).json().data;
    assert.deepEqual(
      detail.anggota_keluarga.map((a: { nama_lengkap: string; posisi_dalam_keluarga: string; tempat_tanggal_lahir: string }) => [a.nama_lengkap, a.posisi_dalam_keluarga]),
      [['Slamet Riyadi', 'Kepala Keluarga'], ['Sumarni', 'Istri'], ['Dwi Riyadi', 'Anak']],
    );
    assert.equal(detail.anggota_keluarga[1].tempat_tanggal_lahir, 'Malang, 09 Maret 1982');
    assert.equal(detail.anggota_keluarga[1].status_penduduk, '');

    const log = (await t.inject({ method: 'GET', url: '/api/activity?limit=5', headers: auth(token) })).json().data as Array<{ activity_name: string; after?: Record<string, unknown> }>;
    const entry = log.find((l) => l.activity_name.includes('desa-watugede.xlsx'));
    assert.ok(entry, JSON.stringify(log.map((l) => l.activity_name)));
    assert.match(entry.activity_name, /Mengimpor 5 penduduk dan 3 kartu keluarga/);
    assert.match(String(entry.after?.sha256), /^[0-9a-f]{64}$/);
    assert.equal(entry.after?.penduduk_dibuat, 5);

    // The same file again: every NIK is now registered here, with a link to the record.
    const again = await periksa(body);
    assert.equal(again.jumlah_kesalahan, 5);
    assert.ok(again.kesalahan.every((k) => k.kode === 'NIK_TERDAFTAR' && k.tautan?.startsWith('/penduduk/')));
    const refused = await kirim('/api/impor/penduduk', body);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().code, 'IMPOR_ADA_KESALAHAN');
  });

  it('each refusal of the dry run, with its row and column', async () => {
    const existing = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Lama' });
    const noKkLama = existing.keluarga_dari.no_kk;
    const kkDua = nomor();
    const kkTanpaKepala = nomor();
    const kk = nomor();
    const nikGanda = nikUntuk('1990-07-07', false, 9001);
    const rows: Cell[][] = [
      baris(kk, { nama: 'Baris Dua' }), // row 2: fine
      [kk, nikUntuk('1991-01-01', false, 9002), '', 'Laki laki', 'Malang', new Date('1991-01-01'), 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 3: name missing
      [kk, nikUntuk('1991-01-02', false, 9003), 'Agama Salah', 'Laki laki', 'Malang', new Date('1991-01-02'), 'Jedi', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 4
      [kk, '35070112345', 'NIK Pendek', 'Laki laki', 'Malang', new Date('1991-01-03'), 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 5
      [kk, '3507013213910001', 'Tanggal NIK Mustahil', 'Laki laki', 'Malang', new Date('1991-01-04'), 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 6
      [kk, existing.nik, 'Sudah Ada', 'Laki laki', 'Malang', new Date('1990-01-05'), 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 7
      baris(kkDua, { nama: 'Kepala Satu' }), // 8
      baris(kkDua, { nama: 'Kepala Dua' }), // 9: a second head
      baris(kkTanpaKepala, { nama: 'Anak Tanpa Kepala', posisi: 'Anak' }), // 10
      baris(noKkLama, { nama: 'Kepala Baru Di Kartu Lama' }), // 11: the card has its head
      baris(kk, { nama: 'Ganda Satu', posisi: 'Anak', nik: nikGanda, lahir: '1990-07-07' }), // 12
      baris(kk, { nama: 'Ganda Dua', posisi: 'Anak', nik: nikGanda, lahir: '1990-07-07' }), // 13: the same NIK
      [kk, nikUntuk('1991-01-06', false, 9004), { formula: 'CONCAT("a","b")' }, 'Laki laki', 'Malang', new Date('1991-01-06'), 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 14
      baris(noKkLama, { nama: 'Anggota Kartu Lama', posisi: 'Anak', lahir: '2012-02-02' }), // 15: fine, into the card here
    ];
    const before = await jumlahPenduduk();
    const r = await periksa(await xlsx(rows));
    const by = (b: number) => r.kesalahan.filter((k) => k.baris === b).map((k) => `${k.kolom}:${k.kode}`);
    assert.deepEqual(by(2), []);
    assert.deepEqual(by(3), ['Nama Lengkap:WAJIB_DIISI']);
    assert.deepEqual(by(4), ['Agama:TIDAK_ADA_DI_PILIHAN']);
    assert.deepEqual(by(5), ['NIK:FORMAT_TIDAK_VALID']);
    assert.deepEqual(by(6), ['NIK:NIK_TANGGAL_TIDAK_VALID']);
    assert.deepEqual(by(7), ['NIK:NIK_TERDAFTAR']);
    assert.deepEqual(by(8), []);
    assert.deepEqual(by(9), ['Kedudukan dalam Keluarga:KEPALA_GANDA']);
    assert.deepEqual(by(10), ['Kedudukan dalam Keluarga:KEPALA_TIDAK_ADA']);
    assert.deepEqual(by(11), ['Kedudukan dalam Keluarga:KEPALA_SUDAH_ADA']);
    assert.deepEqual(by(13), ['NIK:NIK_GANDA_DI_BERKAS']);
    assert.deepEqual(by(14), ['Nama Lengkap:RUMUS']);
    assert.deepEqual(by(15), []);
    assert.equal(r.jumlah_kesalahan, 10);
    assert.match(r.kesalahan.find((k) => k.baris === 4)?.pesan ?? '', /Agama "Jedi" tidak ada di daftar pilihan/);
    assert.match(r.kesalahan.find((k) => k.baris === 13)?.pesan ?? '', /baris 12/);
    assert.equal(await jumlahPenduduk(), before);
  });

  it('warnings that do not block: the NIK against the birth date and sex, the region, duplicates', async () => {
    const ada = await addKartuKeluarga(t, token, { nama_lengkap: 'Sutrisno Kembar', tempat_tanggal_lahir: 'Malang, 15 Mei 1980' });
    const kk = nomor();
    const rows: Cell[][] = [
      baris(kk, { nama: 'Sutrisno Kembar', lahir: '1980-05-15' }), // 2: a duplicate of the resident here
      [kk, nikUntuk('1985-02-02', false, 7001), 'Beda Tanggal', 'Laki laki', 'Malang', new Date('1985-02-03'), 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 3
      [kk, `999999${nikUntuk('1985-02-02', true, 7002).slice(6)}`, 'Wilayah Asing', 'Perempuan', 'Malang', new Date('1985-02-02'), 'Islam', 'Kawin', 'Petani', 'SLTA/Sederajat', 'Anak', 'Jl. Mawar', null], // 4
      baris(kk, { nama: 'Kembar Di Berkas', posisi: 'Anak', lahir: '2001-01-01' }), // 5
      baris(kk, { nama: 'Kembar di berkas', posisi: 'Anak', lahir: '2001-01-01' }), // 6
    ];
    const r = await periksa(await xlsx(rows));
    assert.equal(r.jumlah_kesalahan, 0, JSON.stringify(r.kesalahan));
    const by = (b: number) => r.peringatan.filter((k) => k.baris === b).map((k) => k.kode);
    assert.deepEqual(by(2), ['DUPLIKAT_DESA_INI']);
    assert.equal(r.peringatan.find((k) => k.baris === 2)?.tautan, `/penduduk/${ada._id}/d`);
    assert.deepEqual(by(3), ['NIK_TANGGAL_BEDA']);
    assert.deepEqual(by(4).sort(), ['NIK_WILAYAH_TIDAK_DIKENAL']);
    assert.deepEqual(by(6), ['DUPLIKAT_DI_BERKAS']);
    assert.equal(r.penduduk_baru, 5);
  });

  it('one bad row among 5,000 writes nothing', async () => {
    const rows: Cell[][] = [];
    for (let i = 0; i < 1000; i++) {
      const kk = nomor();
      rows.push(baris(kk, { nama: `Kepala ${i}`, nik: nomor() }));
      for (let j = 0; j < 4; j++) rows.push(baris(kk, { nama: `Anggota ${i}-${j}`, posisi: 'Anak', nik: nomor() }));
    }
    (rows[3210] as Cell[])[6] = 'Tidak Tahu';
    const body = await xlsx(rows);
    const before = await jumlahPenduduk();
    const r = await periksa(body);
    assert.equal(r.jumlah_baris, 5000);
    assert.deepEqual(r.kesalahan.map((k) => [k.baris, k.kode]), [[3212, 'TIDAK_ADA_DI_PILIHAN']]);
    const res = await kirim('/api/impor/penduduk', body);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'IMPOR_ADA_KESALAHAN');
    assert.equal(await jumlahPenduduk(), before);
  });

  it('CSV: the separator Indonesian Excel writes, Windows-1252, and this product\'s own export read back', async () => {
    const kk = nomor();
    const nik = nikUntuk('1979-12-24', true, 6001);
    const text = csv([[kk, nik, 'Siti Rahayu', 'P', 'Blitar', '24-12-1979', 'islam', 'kawin', 'Mengurus Rumah Tangga', 'SMA', 'Kepala Keluarga', 'Dusun Krajan', '']], HEADER, ';');
    const r = await periksa(Buffer.from(text, 'latin1'), 'text/csv');
    assert.equal(r.jumlah_kesalahan, 0, JSON.stringify(r.kesalahan));
    assert.equal(r.format, 'csv');

    // The export's ="..." NIK and its one 'Tempat Tgl. Lahir' column.
    const exportCsv = (await t.inject({ method: 'GET', url: '/api/penduduk/csv', headers: auth(token) })).body;
    assert.match(exportCsv, /"=""\d{16}"""/);
    const back = await periksa(Buffer.from(exportCsv), 'text/csv');
    // Everyone in it is registered here already: each row is refused for that, and for nothing else.
    assert.ok(back.jumlah_baris > 0);
    assert.deepEqual([...new Set(back.kesalahan.map((k) => k.kode))], ['NIK_TERDAFTAR']);
  });

  it("OpenSID's columns and codes", async () => {
    const kk = nomor();
    const header = ['alamat', 'dusun', 'rw', 'rt', 'nama', 'no_kk', 'nik', 'sex', 'tempatlahir', 'tanggallahir', 'agama_id', 'pendidikan_kk_id', 'pekerjaan_id', 'status_kawin', 'kk_level', 'email', 'status_dasar'];
    const text = csv(
      [
        ['Jl. Kenanga', 'Krajan', '002', '001', 'Joko Susilo', kk, nikUntuk('1975-08-17', false, 5001), '1', 'Malang', '1975-08-17', '1', '5', '9', '2', '1', 'joko@contoh.id', '1'],
        ['Jl. Kenanga', 'Krajan', '002', '001', 'Almarhum', kk, nikUntuk('1940-08-17', false, 5002), '1', 'Malang', '1940-08-17', '1', '3', '9', '2', '7', '', '2'],
      ],
      header,
    );
    const r = await periksa(Buffer.from(text), 'text/csv');
    assert.equal(r.sumber, 'opensid');
    assert.equal(r.jumlah_kesalahan, 0, JSON.stringify(r.kesalahan));
    assert.equal(r.penduduk_baru, 1);
    assert.deepEqual(r.peringatan.map((p) => [p.baris, p.kode]), [[3, 'BARIS_DILEWATI']]);
    // nama_ayah is read since the KK columns (issue 35); a column the product keeps nowhere is named back.
    assert.deepEqual(r.kolom_diabaikan, ['email']);
  });

  it('files that are broken or hostile get a clear 400, never a 500', async () => {
    const tolak = async (body: Buffer | string, type: string, pesan: RegExp) => {
      const res = await kirim('/api/impor/penduduk/periksa', body, type);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'BERKAS_IMPOR_TIDAK_VALID');
      assert.match(res.json().message, pesan);
    };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await tolak(png, 'text/csv', /bukan spreadsheet/);
    await tolak(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]), XLSX_TYPE, /\.xls/);
    await tolak(Buffer.from('PK\u0003\u0004 not really a zip'), XLSX_TYPE, /rusak/);
    await tolak('nama;alamat\r\nBudi;Jl. Mawar\r\n', 'text/csv', /judul kolom|Kolom wajib/);
    await tolak(csv([], ['NIK', 'Nama Lengkap', 'Agama']), 'text/csv', /Kolom wajib tidak ditemukan: Nomor KK/);
    await tolak(Buffer.alloc(0), 'text/csv', /kosong|wajib/);
    // A zip bomb: 450 MB of zeros in ~0.5 MB.
    await tolak(minimalXlsx({ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(0), deflated: deflatedZeros(450 * 1024 * 1024) }), XLSX_TYPE, /zip bomb|terlalu besar/);
    // An entry that inflates past the size its header declares.
    await tolak(minimalXlsx({ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(8 * 1024 * 1024, 0x20), declaredSize: 100 }), XLSX_TYPE, /rusak/);
    // A million empty rows after the header.
    const rows = [`<row r="1"><c r="A1" t="inlineStr"><is><t>No. KK</t></is></c></row>`];
    for (let i = 2; i <= 1_000_000; i++) rows.push(`<row r="${i}"/>`);
    await tolak(minimalXlsx(rows.join('')), XLSX_TYPE, /50\.000 baris/);
    // 16,384 columns.
    const wide = new ExcelJS.Workbook();
    const ws = wide.addWorksheet('Penduduk');
    ws.getCell('A1').value = 'No. KK';
    ws.getCell('XFD1').value = 'x';
    await tolak(Buffer.from(await wide.xlsx.writeBuffer()), XLSX_TYPE, /200 kolom/);
    await tolak(`${'a,'.repeat(16_383)}a\r\n`, 'text/csv', /200 kolom/);
    // Over 20 MB: 413 before anything is read.
    const big = await kirim('/api/impor/penduduk/periksa', Buffer.alloc(21 * 1024 * 1024, 0x41), 'text/csv');
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().message, 'Berkas terlalu besar: paling besar 20 MB');
  });

  it('an import of another village, or an unknown one, is a 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/impor/penduduk/00000000-0000-4000-8000-000000000000', headers: auth(token) });
    assert.equal(res.statusCode, 404);
    const village = await t.addVillage('Desa Impor Lain');
    const body = await xlsx([baris(nomor(), { nama: 'Warga Desa Lain', nik: nomor() })]);
    const mine = await impor(body);
    assert.equal(mine.status, 'selesai');
    const other = await t.inject({ method: 'GET', url: `/api/impor/penduduk/${String(mine._id)}`, headers: auth(village.superAdmin.token) });
    assert.equal(other.statusCode, 404);
    // The page opened again finds this village's last import, never another village's.
    const terakhir = (tok: string) => t.inject({ method: 'GET', url: '/api/impor/penduduk/terakhir', headers: auth(tok) });
    assert.equal((await terakhir(token)).json().data._id, mine._id);
    assert.equal((await terakhir(village.superAdmin.token)).json().data, null);
    // The same NIK in the other village: active here, so refused there.
    const there = await kirim('/api/impor/penduduk/periksa', body, XLSX_TYPE, 'b.xlsx', village.superAdmin.token);
    assert.equal(there.json().data.kesalahan[0]?.kode, 'NIK_AKTIF_DESA_LAIN');
  });
});
