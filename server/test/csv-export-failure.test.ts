/**
 * A CSV export never leaves a cut file that looks complete (issue 9): a failure before the first rows
 * is the JSON error envelope with its status and no CSV headers; a failure in a later batch aborts the
 * connection (no clean end of the chunked body, so the browser's fetch rejects) and is logged without
 * the request's query or any row.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { csvChunks } from '../src/data/ekspor/baca.js';
import { csvCellSql, csvLineSql } from '../src/data/ekspor/kolom.js';
import { kirimEkspor } from '../src/lib/ekspor/alir.js';
import { BOM, csvLine } from '../src/lib/ekspor/csv.js';
import { badRequest } from '../src/lib/errors.js';
import { registerErrorHandler } from '../src/plugins/errors.js';
import type { Database } from '../src/db/client.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import { addKartuKeluarga } from './support/registry.js';

const EXPORTS = ['/api/penduduk/csv', '/api/kartu_keluarga/csv', '/api/kelahiran/csv', '/api/kematian/csv', '/api/penduduk_keluar/csv', '/api/penduduk_masuk/csv'];

function assertEnvelope(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, code: string, what: string) {
  assert.equal(res.statusCode, status, `${what}: ${res.body.slice(0, 200)}`);
  assert.match(String(res.headers['content-type']), /^application\/json/, what);
  assert.equal(res.headers['content-disposition'], undefined, `${what}: no file`);
  assert.ok(!res.body.startsWith(BOM), `${what}: no CSV`);
  const body = JSON.parse(res.body) as { success: boolean; code: string; message: string };
  assert.equal(body.success, false, what);
  assert.equal(body.code, code, what);
  assert.ok(body.message.length > 0, what);
}

describe('CSV export: a failure in the first batch is the error envelope', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    await addKartuKeluarga(t, token, { nama_lengkap: 'Slamet Riyadi' });
  });
  after(() => t.close());

  it('answers 500 in the envelope, without CSV headers, when the database fails on every export route', async () => {
    await t.app.ctx.db.execute(sql`alter table penduduk rename to penduduk_sementara`);
    try {
      for (const url of EXPORTS) {
        const res = await t.inject({ method: 'GET', url, headers: auth(token) });
        assertEnvelope(res, 500, 'INTERNAL_ERROR', url);
        assert.ok(res.headers['content-security-policy'], `${url}: security headers`);
      }
    } finally {
      await t.app.ctx.db.execute(sql`alter table penduduk_sementara rename to penduduk`);
    }
    const ok = await t.inject({ method: 'GET', url: '/api/penduduk/csv', headers: auth(token) });
    assert.equal(ok.statusCode, 200);
    assert.ok(ok.body.startsWith(BOM));
    assert.match(ok.body, /Slamet Riyadi/);
  });
});

describe('CSV export: the export core (kirimEkspor) around a failing source', () => {
  let db: Database;
  let drop: () => Promise<void>;
  before(async () => {
    ({ database: db, drop } = await createTestDatabase());
  });
  after(() => drop());

  /** A Fastify app with the error handler, a captured log and one export route over `batches`. */
  async function exportApp(batches: () => AsyncIterable<string>) {
    const logs: string[] = [];
    // The app logs requests by path (lib/logging.ts); the same here, so that the log only shows what
    // the export core and Fastify's stream handling write about a failure (Fastify's default error serializer).
    const req = (r: { method: string; url: string }) => ({ method: r.method, url: r.url.split('?')[0] });
    const app: FastifyInstance = Fastify({
      logger: { level: 'info', serializers: { req }, stream: { write: (line: string) => void logs.push(line) } },
      // After an aborted fetch, undici may leave a fresh, never-used connection open: close() ends it.
      forceCloseConnections: true,
    });
    registerErrorHandler(app);
    app.get('/ekspor', (_request, reply) =>
      kirimEkspor(reply, { fileName: 'data_3507010101900001.csv', format: 'csv', header: ['NIK', 'Nama'], kinds: ['nomor', 'text'], sheetName: 'Data', batches: batches() }),
    );
    await app.ready();
    return { app, logs };
  }

  /**
   * Two rows read one per batch; the second batch compares the text sort key with an integer cursor,
   * so PostgreSQL refuses that query (and only that one): a database error after the first rows left.
   */
  const secondBatchFails = () =>
    csvChunks(
      (query) => query(db.db),
      {
        line: csvLineSql([csvCellSql(sql`x.nama`)]),
        from: sql`(values ('Budi Rahasia', '00000000-0000-4000-8000-000000000001'::uuid), ('Siti Rahasia', '00000000-0000-4000-8000-000000000002'::uuid)) as x(nama, id)`,
        where: [sql`true`],
        sort: sql`x.nama`,
        cast: 'integer',
        tie: sql`x.id`,
      },
      1,
    );

  it('a refusal before the first rows keeps its status and message (400), without CSV headers', async () => {
    // Any async iterable, not only a generator: its first next() refuses.
    const { app } = await exportApp(() => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(badRequest('Kata kunci tidak valid')) }),
    }));
    try {
      const res = await app.inject({ method: 'GET', url: '/ekspor' });
      assertEnvelope(res, 400, 'VALIDATION_ERROR', 'first batch');
      assert.equal(res.json().message, 'Kata kunci tidak valid');
    } finally {
      await app.close();
    }
  });

  it('a database error in the first batch is the envelope (500), without CSV headers', async () => {
    const { app } = await exportApp(() => csvChunks((query) => query(db.db), { line: csvLineSql([csvCellSql(sql`x.nama`)]), from: sql`tabel_yang_tidak_ada x`, where: [], sort: sql`x.nama`, cast: 'text', tie: sql`x.id` }));
    try {
      assertEnvelope(await app.inject({ method: 'GET', url: '/ekspor' }), 500, 'INTERNAL_ERROR', 'first batch (database)');
    } finally {
      await app.close();
    }
  });

  it('an empty export is still the header row alone, ended cleanly', async () => {
    const { app } = await exportApp(async function* () {});
    try {
      const res = await app.inject({ method: 'GET', url: '/ekspor' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, BOM + csvLine(['NIK', 'Nama']));
    } finally {
      await app.close();
    }
  });

  it('a complete export sends the header and every batch in order', async () => {
    const { app } = await exportApp(async function* () {
      yield csvLine(['1', 'a']);
      yield csvLine(['2', 'b']);
      yield csvLine(['3', 'c']);
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/ekspor' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="data_3507010101900001\.csv"/);
      assert.equal(res.body, BOM + csvLine(['NIK', 'Nama']) + csvLine(['1', 'a']) + csvLine(['2', 'b']) + csvLine(['3', 'c']));
    } finally {
      await app.close();
    }
  });

  it('stops reading the source when the client goes away mid-way', async () => {
    let read = 0;
    let closed = false;
    const { app } = await exportApp(async function* () {
      try {
        for (;;) {
          read++;
          yield csvLine([String(read), 'x'.repeat(64 * 1024)]);
          await new Promise((r) => setTimeout(r, 5));
        }
      } finally {
        closed = true;
      }
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/ekspor`, { signal: abort.signal });
      const reader = res.body!.getReader();
      await reader.read();
      abort.abort();
      for (let i = 0; i < 100 && !closed; i++) await new Promise((r) => setTimeout(r, 10));
      assert.ok(closed, 'the source was closed');
      const after = read;
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(read, after, 'no batch is read after that');
    } finally {
      await app.close();
    }
  });

  it('a database error in a later batch aborts the connection: fetch rejects, and the log holds neither query nor rows', async () => {
    const { app, logs } = await exportApp(secondBatchFails);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/ekspor?nama=Rahasia`);
      assert.equal(res.status, 200);
      assert.match(String(res.headers.get('content-type')), /^text\/csv/);
      await assert.rejects(res.text(), 'the body must not end as a complete file');
      // The log is written asynchronously after the socket closes.
      const interrupted = () => logs.map((l) => JSON.parse(l) as { level: number; msg: string; batch?: number; route?: string; code?: string }).filter((l) => l.msg === 'CSV export interrupted');
      for (let i = 0; i < 50 && interrupted().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      assert.equal(interrupted().length, 1, logs.join(''));
      const entry = interrupted()[0]!;
      assert.ok(entry.level >= 50, 'logged as an error');
      assert.equal(entry.batch, 2);
      assert.equal(entry.route, '/ekspor');
      assert.equal(entry.code, '42883', 'the SQLSTATE identifies the failure');
      const all = logs.join('');
      assert.match(all, /response terminated with an error/, "Fastify's own line about the aborted response is there too");
      assert.doesNotMatch(all, /Rahasia/, 'no query parameter, no row');
      assert.doesNotMatch(all, /3507010101900001/, 'no file name (it may carry a NIK)');
    } finally {
      await app.close();
    }
  });

  it('a later failure also ends app.inject with an error instead of a complete file', async () => {
    const { app } = await exportApp(async function* () {
      yield csvLine(['3507010101900002', 'Budi']);
      throw new Error('batch 2 failed');
    });
    try {
      await assert.rejects(
        (async () => {
          const res = await app.inject({ method: 'GET', url: '/ekspor' });
          // light-my-request may resolve with what it read before the socket was destroyed: it is not a complete file.
          assert.fail(`resolved with ${res.statusCode} and ${res.body.length} characters`);
        })(),
        (err: Error) => !/^resolved with/.test(err.message),
      );
    } finally {
      await app.close();
    }
  });
});

describe('a list download holds no request transaction (issue 33)', () => {
  it('every whole-list CSV/.xlsx operation is read batch by batch, each batch in a short transaction of its own', async () => {
    const { loadSpec } = await import('../src/openapi.js');
    const exports = [...loadSpec().operations.values()].filter((op) => /^export\w+Csv$/.test(op.operationId) && !op.path.includes('{'));
    assert.ok(exports.length >= 6, exports.map((op) => op.operationId).join());
    // Before, the response's `$ref` hid the text/csv content: every download ran in one transaction,
    // holding PGlite's one connection (every village's requests) until its last byte was sent.
    assert.deepEqual(exports.filter((op) => !op.csv).map((op) => op.operationId), []);
  });
});
