// Every list's download in three formats (issue 13, `format`): the spec's CSV (unchanged), the same CSV
// separated by ';', and an .xlsx workbook of the same rows, order and filter, with NIK / No. KK as text,
// dates as dates, the header row frozen and the column widths set.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { BOM } from '../src/lib/ekspor/csv.js';
import { rawRows } from '../src/lib/ekspor/xlsx.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, kematianBody, parseCsv, type Penduduk } from './support/registry.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** parseCsv() with ';' between fields (the same quoting: every field quoted, quotes doubled). */
const parseCsvTitikKoma = (body: string): string[][] => parseCsv(body, ';');

/** A CSV cell as the value it stands for: ="3507..." is the digits, an apostrophe before a formula character is dropped. */
function csvValue(cell: string): string {
  const nomor = /^="(\d+)"$/.exec(cell);
  if (nomor) return nomor[1] as string;
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** An xlsx cell as the CSV writes it: a date as YYYY-MM-DD, a number as its digits, empty as ''. */
function xlsxValue(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

async function workbookOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  assert.ok(sheet, 'one worksheet');
  return sheet;
}

/** Every row's cells (1..columns), the header first. */
function sheetRows(sheet: ExcelJS.Worksheet, columns: number): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: columns }, (_, c) => row.getCell(c + 1).value));
  }
  return rows;
}

describe('list exports: format csv, csv_titik_koma and xlsx', () => {
  let t: TestApp;
  let token: string;
  let kepala: Penduduk;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    kepala = await addKartuKeluarga(t, token, { nama_lengkap: 'Ekspor Sutrisno', alamat_asal: 'Dusun Krajan; RT 01, "Watugede"' });
    await addAnggota(t, token, kepala.keluarga_dari._id, { nama_lengkap: '=HYPERLINK("http://x","Ekspor")', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    await addAnggota(t, token, kepala.keluarga_dari._id, { nama_lengkap: 'Ekspor Bagus', posisi_dalam_keluarga: 'Anak' });
    await addKartuKeluarga(t, token, { nama_lengkap: 'Ekspor Wulandari', jenis_kelamin: 'Perempuan' });
    await addKartuKeluarga(t, token, { nama_lengkap: 'Lain Sekali' });
    const ibu = await addAnggota(t, token, kepala.keluarga_dari._id, { nama_lengkap: 'Ibu Ekspor', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const lahir = (nama: string, nik: string, tanggal: string) =>
      req(`/api/kelahiran`, {
        nik_ayah: kepala.nik, nik_ibu: ibu.nik, nama, nik, jenis_kelamin: 'Laki laki', tempat_lahir: 'Malang', tanggal_lahir: tanggal,
        agama: 'Islam', hari_kelahiran: 'Minggu', jam_lahir: '07:30', nomor_surat_kelahiran: `474.1/${nik.slice(-2)}/2026`, hubungan_pelapor: 'Ayah',
      });
    assert.equal((await lahir('Bayi Ekspor Satu', '3507010102260021', '2026-02-01')).statusCode, 201);
    assert.equal((await lahir('Bayi Ekspor Dua', '3507010102260022', '2025-12-31')).statusCode, 201);
    const mendiang = await addKartuKeluarga(t, token, { nama_lengkap: 'Ekspor Mendiang' });
    assert.equal((await req(`/api/kematian/${mendiang._id}`, kematianBody)).statusCode, 201);
  });
  after(() => t.close());

  function req(url: string, payload?: object) {
    return t.inject({ method: payload ? 'POST' : 'GET', url, headers: auth(token), ...(payload ? { payload } : {}) });
  }

  /** The CSV (format absent) and the workbook of the same query, both 200, the workbook named like the CSV. */
  async function csvAndXlsx(path: string, query: string) {
    const csv = await req(`${path}?${query}`);
    assert.equal(csv.statusCode, 200, csv.body);
    const xlsx = await req(`${path}?${query}&format=xlsx`);
    assert.equal(xlsx.statusCode, 200, xlsx.body);
    assert.equal(xlsx.headers['content-type'], XLSX_TYPE);
    const csvName = /filename="([^"]+)\.csv"/.exec(String(csv.headers['content-disposition']))?.[1];
    assert.ok(csvName, String(csv.headers['content-disposition']));
    assert.match(String(xlsx.headers['content-disposition']), new RegExp(`filename="${csvName}\\.xlsx"`));
    const rows = parseCsv(csv.body);
    const header = rows[0] as string[];
    const sheet = await workbookOf(xlsx.rawPayload);
    return { csv: rows, header, sheet, cells: sheetRows(sheet, header.length) };
  }

  /** The workbook's rows equal the CSV's, cell for cell, in the same order; header bold and frozen, widths set. */
  function assertSameRows(csv: string[][], sheet: ExcelJS.Worksheet, cells: ExcelJS.CellValue[][], what: string) {
    assert.deepEqual(
      cells.map((row) => row.map(xlsxValue)),
      csv.map((row) => row.map(csvValue)),
      `${what}: the same rows in the same order`,
    );
    assert.equal(sheet.views[0]?.state, 'frozen', `${what}: frozen`);
    assert.equal((sheet.views[0] as { ySplit?: number } | undefined)?.ySplit, 1, `${what}: below the header row`);
    assert.equal(sheet.getRow(1).getCell(1).font?.bold, true, `${what}: bold header`);
    for (let c = 1; c <= (csv[0]?.length ?? 0); c++) {
      const width = sheet.getColumn(c).width;
      assert.ok(width !== undefined && width >= (csv[0]?.[c - 1]?.length ?? 0) && width <= 50, `${what}: column ${c} width ${width}`);
    }
  }

  it('residents: the workbook has the CSV rows (q, sort, order), NIK and No. KK as 16-digit text, formulas as text', async () => {
    const { csv, header, sheet, cells } = await csvAndXlsx('/api/penduduk/csv', 'q=ekspor&sort=nama_lengkap&order=desc');
    assert.ok(csv.length >= 5, 'the search found the rows');
    assertSameRows(csv, sheet, cells, 'penduduk');
    const nik = header.indexOf('NIK');
    const noKk = header.indexOf('Nomor KK');
    for (const row of cells.slice(1)) {
      for (const i of [nik, noKk]) {
        assert.equal(typeof row[i], 'string', `${header[i]} is text`);
        assert.match(String(row[i]), /^\d{16}$/);
      }
    }
    assert.equal(sheet.getRow(2).getCell(nik + 1).numFmt, '@');
    const nama = cells.map((row) => row[header.indexOf('Nama Lengkap')]);
    assert.ok(nama.includes('=HYPERLINK("http://x","Ekspor")'), 'a formula-looking name stays that text, without apostrophe');
    const formulaRow = cells.findIndex((row) => row[header.indexOf('Nama Lengkap')] === '=HYPERLINK("http://x","Ekspor")');
    const cell = sheet.getRow(formulaRow + 1).getCell(header.indexOf('Nama Lengkap') + 1);
    assert.equal(cell.type, ExcelJS.ValueType.String, 'a string cell, never a formula');
    assert.equal(cell.formula, undefined);
    assert.ok(cells.some((row) => row[header.indexOf('Alamat')] === 'Dusun Krajan; RT 01, "Watugede"'));
    // A narrower width for the short column, a wider one for names: estimated, not one size for all.
    assert.ok((sheet.getColumn(header.indexOf('Alamat') + 1).width ?? 0) > (sheet.getColumn(header.indexOf('Umur') + 1).width ?? 0));
  });

  it('family cards: the same rows, No. KK and NIK as text, the member count a number', async () => {
    const { csv, header, sheet, cells } = await csvAndXlsx('/api/kartu_keluarga/csv', 'q=ekspor&sort=no_kk&order=asc');
    assert.equal(csv.length, 4, 'three cards with an Ekspor member, and the header');
    assertSameRows(csv, sheet, cells, 'kartu_keluarga');
    for (const row of cells.slice(1)) {
      assert.match(row[header.indexOf('Nomor KK')] as string, /^\d{16}$/);
      assert.match(row[header.indexOf('NIK')] as string, /^\d{16}$/);
      assert.equal(typeof row[header.indexOf('Jumlah Anggota')], 'number');
    }
    const sutrisno = cells.find((row) => row[header.indexOf('Nomor KK')] === kepala.keluarga_dari.no_kk);
    assert.equal(sutrisno?.[header.indexOf('Jumlah Anggota')], 4);
  });

  it('births: the date of birth is a date cell (dd-mm-yyyy), the optional NIK text', async () => {
    const { csv, header, sheet, cells } = await csvAndXlsx('/api/kelahiran/csv', 'q=bayi%20ekspor&sort=tanggal_lahir&order=asc');
    assert.equal(csv.length, 3);
    assertSameRows(csv, sheet, cells, 'kelahiran');
    const tanggal = header.indexOf('Tanggal Lahir');
    assert.deepEqual(cells.slice(1).map((row) => row[tanggal]), [new Date(Date.UTC(2025, 11, 31)), new Date(Date.UTC(2026, 1, 1))]);
    assert.equal(sheet.getRow(2).getCell(tanggal + 1).numFmt, 'dd-mm-yyyy');
    assert.deepEqual(cells.slice(1).map((row) => row[header.indexOf('NIK')]), ['3507010102260022', '3507010102260021']);
  });

  it('the other lists: deaths (date cell), incoming and moved-out cards give the CSV rows', async () => {
    const kematian = await csvAndXlsx('/api/kematian/csv', 'q=ekspor');
    assert.equal(kematian.csv.length, 2);
    assertSameRows(kematian.csv, kematian.sheet, kematian.cells, 'kematian');
    assert.deepEqual(kematian.cells[1]?.[kematian.header.indexOf('Tanggal Meninggal')], new Date(Date.UTC(2026, 0, 5)));
    for (const path of ['/api/penduduk_masuk/csv', '/api/penduduk_keluar/csv']) {
      const { csv, sheet, cells } = await csvAndXlsx(path, 'sort=createdAt');
      assertSameRows(csv, sheet, cells, path);
    }
  });

  it('an empty result is a workbook with the header row alone', async () => {
    const { csv, sheet, cells } = await csvAndXlsx('/api/penduduk/csv', 'q=tidak-ada-sama-sekali');
    assert.equal(csv.length, 1);
    assert.equal(cells.length, 1);
    assertSameRows(csv, sheet, cells, 'empty');
  });

  it("csv_titik_koma: the same fields and file name, ';' between them", async () => {
    for (const path of ['/api/penduduk/csv', '/api/kartu_keluarga/csv', '/api/kelahiran/csv', '/api/kematian/csv', '/api/penduduk_masuk/csv', '/api/penduduk_keluar/csv']) {
      const comma = await req(`${path}?sort=createdAt`);
      const semi = await req(`${path}?sort=createdAt&format=csv_titik_koma`);
      assert.equal(semi.statusCode, 200, semi.body);
      assert.match(String(semi.headers['content-type']), /^text\/csv; charset=utf-8/);
      assert.equal(semi.headers['content-disposition'], comma.headers['content-disposition'], `${path}: the CSV's name`);
      const rows = parseCsvTitikKoma(semi.body);
      assert.deepEqual(rows, parseCsv(comma.body), `${path}: the same fields`);
      assert.ok(semi.body.startsWith(`${BOM}"${rows[0]?.[0]}";"${rows[0]?.[1]}"`), `${path}: ';' in the header`);
    }
    const semi = await req('/api/penduduk/csv?q=ekspor&format=csv_titik_koma');
    assert.match(semi.body, /"Dusun Krajan; RT 01, ""Watugede"""/, 'a separator inside a value stays quoted');
    assert.match(semi.body, /;"'=HYPERLINK/, 'formulas neutralised as in the CSV');
  });

  it('format=csv is the default file, byte for byte', async () => {
    for (const path of ['/api/penduduk/csv?q=ekspor', '/api/kartu_keluarga/csv', '/api/kelahiran/csv']) {
      const plain = await req(path);
      const csv = await req(`${path}${path.includes('?') ? '&' : '?'}format=csv`);
      assert.equal(csv.statusCode, 200);
      assert.equal(csv.body, plain.body, path);
      assert.equal(csv.headers['content-disposition'], plain.headers['content-disposition']);
      assert.match(plain.body, /^\uFEFF"[^"]+","/, 'comma-separated');
    }
  });

  it('an unknown format is a 400 in Indonesian', async () => {
    for (const path of ['/api/penduduk/csv', '/api/kelahiran/csv']) {
      const res = await req(`${path}?format=bogus`);
      assert.equal(res.statusCode, 400, res.body);
      const body = res.json() as { success: boolean; code: string; message: string };
      assert.equal(body.success, false);
      assert.equal(body.code, 'VALIDATION_ERROR');
      assert.match(body.message, /format/);
      assert.match(body.message, /harus salah satu dari/);
    }
  });

  it('a database failure before the first rows is the JSON envelope, never a workbook', async () => {
    await t.app.ctx.db.execute(sql`alter table penduduk rename to penduduk_sementara`);
    try {
      const res = await req('/api/penduduk/csv?format=xlsx');
      assert.equal(res.statusCode, 500);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal(res.headers['content-disposition'], undefined);
    } finally {
      await t.app.ctx.db.execute(sql`alter table penduduk_sementara rename to penduduk`);
    }
  });

  it('the workbook rows are read in keyset batches (rawRows over bacaEkspor)', async () => {
    const { pendudukEkspor } = await import('../src/data/penduduk-list.js');
    const { bacaEkspor } = await import('../src/data/ekspor/baca.js');
    const { withDesa } = await import('../src/db/village-scope.js');
    const { db, desaId } = t.app.ctx;
    const batches: unknown[][][] = [];
    for await (const batch of rawRows(bacaEkspor((query) => withDesa(db, desaId, query), pendudukEkspor(desaId, { filter: { kind: 'q', q: 'ekspor' }, sort: 'nama_lengkap', order: 'desc' }), { format: 'xlsx', batchSize: 2 }))) batches.push(batch);
    assert.ok(batches.length >= 3, `batches of two: ${batches.length}`);
    assert.ok(batches.every((b) => b.length <= 2));
    const { cells } = await csvAndXlsx('/api/penduduk/csv', 'q=ekspor&sort=nama_lengkap&order=desc');
    assert.deepEqual(
      batches.flat().map((row) => (row as unknown[])[1]),
      cells.slice(1).map((row) => row[1]),
      'every row once, in the order of the workbook',
    );
  });
});
