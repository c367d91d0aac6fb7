/**
 * The one streaming export core (lib/ekspor/alir.ts, issue 34) on its own, without a database or an
 * HTTP server, in both formats: every batch once and in order, one batch read ahead and no more while
 * the client takes nothing (backpressure), the source closed when the client goes away mid-stream,
 * and a later failure destroying the stream with its batch number logged. Over HTTP and a database the
 * same guarantees are held by csv-export-failure.test.ts and ekspor-format.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { alirkan, EksporTerputus, type CatatPutus, type Ekspor, type FormatEkspor } from '../src/lib/ekspor/alir.js';
import { BOM, csvLine } from '../src/lib/ekspor/csv.js';

const HEADER = ['NIK', 'Nama'];

/** Batch `i` of `rows` rows in `format`'s line (a CSV line, or a JSON array of raw values), hard to compress. */
function batch(format: FormatEkspor, i: number, rows: number): string {
  const values = Array.from({ length: rows }, (_, r) => [`35070101${String(i * rows + r).padStart(8, '0')}`, randomBytes(48).toString('hex')]);
  return values.map((v) => (format === 'xlsx' ? `${JSON.stringify(v)}\n` : csvLine(v, format === 'csv_titik_koma' ? ';' : ','))).join('');
}

/** A source of `total` batches, each after a turn of the event loop (as a query's answer comes), that counts what it is asked and knows when it is closed. */
function source(format: FormatEkspor, total: number, rows: number, failAt?: number) {
  const state = { asked: 0, closed: false, batches: [] as string[] };
  async function* batches() {
    try {
      for (let i = 0; i < total; i++) {
        state.asked++;
        await new Promise((r) => setImmediate(r));
        if (i + 1 === failAt) throw Object.assign(new Error('batch failed: Budi Rahasia'), { code: '57014' });
        const b = batch(format, i, rows);
        state.batches.push(b);
        yield b;
      }
    } finally {
      state.closed = true;
    }
  }
  const ekspor: Ekspor = { fileName: `data.${format === 'xlsx' ? 'xlsx' : 'csv'}`, format, header: HEADER, kinds: ['nomor', 'text'], sheetName: 'Data', batches: batches() };
  return { state, ekspor };
}

/** Turns of the event loop until `done()` holds (a state, not a time), at most `turns`. */
async function until(done: () => boolean, turns = 20_000): Promise<boolean> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((r) => setImmediate(r));
  return done();
}

/** Everything the stream gives, once it ends. */
function collect(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    out.once('end', () => resolve(Buffer.concat(chunks)));
    out.once('error', reject);
  });
}

async function sheetRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push([String(row.getCell(1).value ?? ''), String(row.getCell(2).value ?? '')]));
  return rows;
}

const noLog: CatatPutus = () => {};

for (const format of ['csv', 'csv_titik_koma', 'xlsx'] as const) {
  describe(`the export core, format ${format}`, () => {
    it('writes the header and every batch once, in order, and ends cleanly', async () => {
      const { state, ekspor } = source(format, 5, 3);
      const body = await collect(await alirkan(ekspor, noLog));
      assert.equal(state.closed, true);
      if (format === 'xlsx') {
        const expected = state.batches.flatMap((b) => b.split('\n').filter(Boolean).map((l) => JSON.parse(l) as string[]));
        assert.deepEqual(await sheetRows(body), [HEADER, ...expected]);
      } else {
        assert.equal(body.toString('utf8'), BOM + csvLine(HEADER, format === 'csv' ? ',' : ';') + state.batches.join(''));
      }
    });

    it('reads one batch ahead and no further while the client takes nothing (backpressure), then the rest', async () => {
      const total = 400;
      const { state, ekspor } = source(format, total, 40);
      const out = await alirkan(ekspor, noLog, 1024);
      const body = collect(out);
      out.pause();
      // The core waits for the client: the source, which answers in one turn, is asked nothing for 100 turns.
      let seen = -1;
      let quiet = 0;
      assert.ok(await until(() => ((quiet = state.asked === seen ? quiet + 1 : 0), (seen = state.asked), quiet >= 100)), 'the core waits for the client');
      const asked = state.asked;
      assert.ok(asked < total / 2, `read ${asked} of ${total} batches while the client took nothing`);
      await until(() => false, 200);
      assert.equal(state.asked, asked, 'no batch is read while it waits');
      out.resume();
      const all = await body;
      assert.equal(state.closed, true);
      assert.equal(state.batches.length, total);
      if (format !== 'xlsx') assert.ok(all.toString('utf8').endsWith(state.batches[total - 1]!), 'the last batch last');
      else assert.equal((await sheetRows(all)).length, total * 40 + 1);
    });

    it('closes the source when the client goes away mid-stream, and reads nothing after', async () => {
      const { state, ekspor } = source(format, 10_000, 40);
      const out = await alirkan(ekspor, noLog, 1024);
      const first = new Promise((resolve) => out.once('data', resolve));
      out.resume();
      await first;
      out.destroy(); // what Fastify does with the stream when the response's socket closes
      assert.ok(await until(() => state.closed), 'the source was closed');
      const asked = state.asked;
      await until(() => false, 200);
      assert.equal(state.asked, asked, 'no batch is read after that');
      assert.ok(asked < 10_000);
    });

    it('destroys the stream when a later batch fails, logging its number and code only', async () => {
      const { ekspor } = source(format, 10, 3, 3);
      const logged: Array<{ info: { batch: number; code: string | undefined }; msg: string }> = [];
      const out = await alirkan(ekspor, (info, msg) => logged.push({ info, msg }));
      await assert.rejects(collect(out), (err: Error) => err instanceof EksporTerputus && err.batch === 3 && !/Rahasia/.test(err.message));
      assert.deepEqual(logged, [{ info: { batch: 3, code: '57014' }, msg: `${format === 'xlsx' ? 'XLSX' : 'CSV'} export interrupted` }]);
    });

    it('throws a failure of the first batch before any stream exists (the route answers the JSON envelope)', async () => {
      const { ekspor } = source(format, 10, 3, 1);
      await assert.rejects(alirkan(ekspor, noLog), /batch failed/);
    });
  });
}
