// An import file cannot take the server from the other villages (issue 33, finding 1): every upload is
// read as a stream with its limits met while reading, so a hostile file is refused with a clear
// Indonesian message and the server's memory stays bounded whatever the file. Memory is this process's
// RSS (the app runs in it) at its highest while each request runs, against the RSS before: a bound, not
// a timing. And a workbook part with a DOCTYPE is refused (issue 33, low finding).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { nomor } from './support/registry.js';
import { XLSX_TYPE, zip } from './support/spreadsheet.js';

const MB = 1024 * 1024;

// A full collection before each baseline, so garbage left by the request before is not counted.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const HEADER = 'No. KK,NIK,Nama Lengkap,Jenis Kelamin,Tempat Lahir,Tanggal Lahir,Agama,Status Perkawinan,Pekerjaan,Pendidikan Terakhir,Kedudukan dalam Keluarga,Alamat\n';

interface Jawaban {
  status: number;
  body: { success: boolean; code?: string; message?: string };
  /** The highest RSS seen while the request ran, above the RSS before it (bytes). */
  tambahRss: number;
}

describe('import files are read as a stream, within their limits', { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // The server has answered an ordinary dry run first, as a server running all day has: the first
    // use of the parser, the row checks and the database driver is not the file's cost.
    const warm = await kirim(Readable.from([Buffer.from(HEADER + `${nomor()},3507015505800001,Siti,Perempuan,Malang,15-05-1980,Islam,Kawin,Petani,SMA,Kepala Keluarga,Jl. Mawar\n`.repeat(200))]));
    assert.equal(warm.status, 200, JSON.stringify(warm.body));
    // And a refusal (its first use too: the message's number formatting, the error's path).
    const refused = await kirim(Readable.from([Buffer.from(HEADER + '\n'.repeat(70_000))]));
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
  });
  after(() => t.close());

  /**
   * POSTs `body` (chunked: no Content-Length, as a client streaming a file sends it) to the dry run,
   * sampling RSS meanwhile. The request is ended by the server's answer: a body the server refuses
   * part-way is not sent on after it.
   */
  async function kirim(body: Readable, type = 'text/csv'): Promise<Jawaban> {
    gc();
    const awal = process.memoryUsage().rss;
    let puncak = awal;
    const sampler = setInterval(() => {
      puncak = Math.max(puncak, process.memoryUsage().rss);
    }, 5);
    try {
      return await new Promise<Jawaban>((resolve, reject) => {
        const req = http.request(`${base}/api/impor/penduduk/periksa?nama_berkas=uji.csv`, {
          method: 'POST',
          // A connection of its own: a refused upload's connection is closed, never reused.
          agent: false,
          headers: { ...auth(token), 'content-type': type, 'transfer-encoding': 'chunked' },
        });
        req.on('response', (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d));
          res.on('end', () => {
            body.unpipe(req);
            body.destroy();
            req.destroy();
            puncak = Math.max(puncak, process.memoryUsage().rss);
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')), tambahRss: puncak - awal });
          });
        });
        // The server may close the connection once it has answered: that is not a failure here.
        req.on('error', (err) => (err.message.includes('socket hang up') || (err as { code?: string }).code === 'EPIPE' || (err as { code?: string }).code === 'ECONNRESET' ? undefined : reject(err)));
        body.pipe(req);
      });
    } finally {
      clearInterval(sampler);
    }
  }

  /** `total` bytes made of `piece` repeated, generated as they are sent (never all in memory). */
  function berulang(piece: string, total: number, awal = ''): Readable {
    const chunk = Buffer.from(piece.repeat(Math.max(1, Math.floor(64 * 1024 / piece.length))));
    let sent = 0;
    return Readable.from(
      (function* () {
        if (awal) yield Buffer.from(awal);
        while (sent < total) {
          const n = Math.min(chunk.length, total - sent);
          sent += n;
          yield n === chunk.length ? chunk : chunk.subarray(0, n);
        }
      })(),
    );
  }


  it('2 MB of empty lines: refused at the lines scanned, memory bounded', async () => {
    const res = await kirim(berulang('\n', 2 * MB, HEADER));
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.code, 'BERKAS_IMPOR_TIDAK_VALID');
    assert.match(res.body.message ?? '', /lebih dari 50\.000 baris/);
    assert.ok(res.tambahRss < 100 * MB, `RSS grew by ${Math.round(res.tambahRss / MB)} MB`);
  });

  it('2 MB of CRLF line breaks, UTF-8 BOM first: the same refusal', async () => {
    const res = await kirim(berulang('\r\n', 2 * MB, `\uFEFF${HEADER}`));
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.match(res.body.message ?? '', /lebih dari 50\.000 baris/);
    assert.ok(res.tambahRss < 100 * MB, `RSS grew by ${Math.round(res.tambahRss / MB)} MB`);
  });

  it('a million short lines: refused at the rows, memory bounded', async () => {
    const res = await kirim(berulang('a\n', 2 * 1_000_000, HEADER));
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.code, 'BERKAS_IMPOR_TIDAK_VALID');
    assert.match(res.body.message ?? '', /lebih dari 50\.000 baris/);
    assert.ok(res.tambahRss < 100 * MB, `RSS grew by ${Math.round(res.tambahRss / MB)} MB`);
  });

  it('200 MB of one line: 413 at the byte limit, the rest never read into memory', async () => {
    const res = await kirim(berulang('x', 200 * MB));
    assert.equal(res.status, 413, JSON.stringify(res.body));
    assert.equal(res.body.code, 'PAYLOAD_TOO_LARGE');
    assert.equal(res.body.message, 'Berkas terlalu besar: paling besar 20 MB');
    assert.ok(res.tambahRss < 100 * MB, `RSS grew by ${Math.round(res.tambahRss / MB)} MB`);
  });

  it('one line of 19 MB (under the byte limit): refused as a line too long, memory bounded', async () => {
    const res = await kirim(berulang('x', 19 * MB));
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.code, 'BERKAS_IMPOR_TIDAK_VALID');
    assert.match(res.body.message ?? '', /Baris 1 berkas CSV terlalu panjang/);
    assert.ok(res.tambahRss < 100 * MB, `RSS grew by ${Math.round(res.tambahRss / MB)} MB`);
  });

  it('a Windows-1252 CSV is still read as that (decoded piece by piece)', async () => {
    const kk = nomor();
    // An é (0xE9 in Windows-1252, invalid UTF-8) in a name, past the first piece of the file.
    const isi = `${HEADER}${'\n'.repeat(20_000)}${kk},3507015505800001,Ren\u00e9 Ab,Perempuan,Malang,15-05-1980,Islam,Kawin,Petani,SMA,Kepala Keluarga,Jl. Mawar\n`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/impor/penduduk/periksa?nama_berkas=a.csv',
      headers: { ...auth(token), 'content-type': 'text/csv' },
      payload: Buffer.from(isi, 'latin1'),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.penduduk_baru, 1, res.body);
    assert.equal(res.json().data.jumlah_kesalahan, 0, res.body);
  });

  it('an .xlsx part with a DOCTYPE or an ENTITY is refused with the reason', async () => {
    const x = (s: string) => Buffer.from(s);
    const sheet = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';
    const bagian = (sharedStrings: string) =>
      zip([
        { name: '[Content_Types].xml', data: x('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>') },
        { name: '_rels/.rels', data: x('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>') },
        { name: 'xl/workbook.xml', data: x('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Penduduk" sheetId="1" r:id="rId1"/></sheets></workbook>') },
        { name: 'xl/_rels/workbook.xml.rels', data: x('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>') },
        { name: 'xl/sharedStrings.xml', data: x(sharedStrings) },
        { name: 'xl/worksheets/sheet1.xml', data: x(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`) },
      ]);
    const sst = (pre: string, t0 = 'No. KK') => `<?xml version="1.0" encoding="UTF-8"?>${pre}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>${t0}</t></si></sst>`;
    const tolak = async (body: Buffer) => {
      const res = await t.inject({ method: 'POST', url: '/api/impor/penduduk/periksa?nama_berkas=a.xlsx', headers: { ...auth(token), 'content-type': XLSX_TYPE }, payload: body });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'BERKAS_IMPOR_TIDAK_VALID');
      assert.match(res.json().message, /DOCTYPE\/ENTITY/);
    };
    await tolak(bagian(sst('<!DOCTYPE sst [<!ENTITY nama "Budi">]>', '&nama;')));
    await tolak(bagian(sst('<!doctype sst>')));
    // UTF-16: a NUL beside each character.
    await tolak(bagian(sst('').replace('<sst', '<\u0000!\u0000D\u0000O\u0000C\u0000T\u0000Y\u0000P\u0000E\u0000 sst><sst')));
    // A comment is no declaration: the file is read (and refused only for what it lacks).
    const res = await t.inject({
      method: 'POST',
      url: '/api/impor/penduduk/periksa?nama_berkas=a.xlsx',
      headers: { ...auth(token), 'content-type': XLSX_TYPE },
      payload: bagian(sst('<!-- dibuat oleh Excel -->')),
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.doesNotMatch(res.json().message, /DOCTYPE/);
  });
});
