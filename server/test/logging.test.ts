/** The server's log never holds NIKs, names, password hashes or tokens (issue 9). */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { redactText, serializeError, serializeRequest } from '../src/lib/logging.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, JWT_SECRET } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import { kartuKeluargaBody, nomor } from './support/registry.js';

const NIK = '3507014512780001';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl';

describe('log redaction', () => {
  it('masks hashes, tokens and long digit runs in text', () => {
    const out = redactText(`user ${HASH} token ${TOKEN} nik ${NIK} page 12`);
    assert.ok(!out.includes(NIK) && !out.includes('$argon2') && !out.includes('eyJ'), out);
    assert.match(out, /page 12/);
  });

  it("keeps a database error's SQLSTATE and constraint, never drizzle's params or PostgreSQL's detail", () => {
    const err = Object.assign(new Error(`Failed query: insert into "users" ("username", "password_hash") values ($1, $2)\nparams: budi,${HASH},${NIK}`), {
      name: 'DrizzleQueryError',
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_desa_username_uq"'), {
        code: '23505',
        constraint: 'users_desa_username_uq',
        detail: `Key (username)=(budi) already exists. ${NIK}`,
      }),
    });
    const logged = JSON.stringify(serializeError(err));
    assert.ok(!logged.includes(NIK) && !logged.includes('argon2') && !logged.includes('budi'), logged);
    assert.match(logged, /"sqlstate":"23505"/);
    assert.match(logged, /users_desa_username_uq/);
  });

  it('logs a request by its path, never its query string', () => {
    const req = serializeRequest({ method: 'GET', url: `/api/penduduk/all/nik/s?nik=${NIK}&name=Siti`, ip: '127.0.0.1' });
    assert.deepEqual(req, { method: 'GET', url: '/api/penduduk/all/nik/s', remoteAddress: '127.0.0.1' });
  });
});

describe('the log of a running server', () => {
  let app: App;
  let lines = '';
  let drop: () => Promise<void>;
  let dataDir: string;
  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sid-log-'));
    const db = await createTestDatabase();
    drop = db.drop;
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines += chunk.toString();
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_USERNAME, ADMIN_PASSWORD, JWT_SECRET, STATIC_ROOT: dataDir });
    app = await buildApp({ config, database: db.database, announce: () => {}, logger: { level: 'debug', stream } });
  });
  after(async () => {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds no NIK, name, password, hash or token after failures of every kind', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    const token = login.json().token as string;
    const headers = { 'x-auth-token': token };
    const card = kartuKeluargaBody({ nama_lengkap: 'Sulastri Wulandari', nik: NIK });
    assert.equal((await app.inject({ method: 'POST', url: '/api/kartu_keluarga', headers, payload: card })).statusCode, 201);
    // A 409 from a unique index, a 400 from the contract, a 401, a 415, a malformed body, a bad URL.
    await app.inject({ method: 'POST', url: '/api/kartu_keluarga', headers, payload: { ...card, no_kk: nomor() } });
    await app.inject({ method: 'POST', url: '/api/kartu_keluarga', headers, payload: { ...card, nik: `${NIK}9` } });
    await app.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'Sulastri Wulandari', password: 'rahasia-sekali' } });
    await app.inject({ method: 'GET', url: `/api/penduduk/all/nik/s?nik=${NIK}`, headers });
    await app.inject({ method: 'GET', url: '/api/penduduk/s?name=Sulastri%20Wulandari', headers });
    await app.inject({ method: 'GET', url: `/api/penduduk/csv?name=Sulastri%00`, headers });
    await app.inject({ method: 'POST', url: '/api/auth/register', headers: { ...headers, 'content-type': 'text/plain' }, payload: 'Sulastri Wulandari' });
    await app.inject({ method: 'POST', url: '/api/auth/admin', headers: { 'content-type': 'application/json' }, payload: `{"username":"${NIK}",` });
    await app.inject({ method: 'GET', url: `/%c0${NIK}` });
    await app.inject({ method: 'GET', url: '/api/penduduk', headers: { 'x-auth-token': TOKEN } });
    // A real failing query (a duplicate user) as drizzle reports it, through the app's own serializer.
    const failure = await app.ctx.db
      .insert(users)
      .values({ desaId: app.ctx.desaId, namaLengkap: 'Sulastri Wulandari', username: ADMIN_USERNAME, role: 'Admin', passwordHash: HASH })
      .then(() => undefined, (err: unknown) => err);
    assert.ok(failure, 'the insert failed');
    app.log.error({ err: failure }, 'request failed');

    assert.ok(lines.length > 0, 'something was logged');
    assert.match(lines, /"sqlstate":"23505"/);
    for (const secret of [NIK, 'Sulastri', 'Wulandari', ADMIN_PASSWORD, 'rahasia-sekali', '$argon2', token, 'eyJ']) {
      assert.ok(!lines.includes(secret), `the log holds ${secret}`);
    }
    // 16 digits on their own (a NIK or No. KK); response times carry long decimal fractions.
    assert.doesNotMatch(lines, /(?<![.\d])\d{16}(?!\d)/);
  });
});
