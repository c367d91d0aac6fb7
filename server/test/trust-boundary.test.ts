/**
 * The request's side of the trust boundary: every body in a media type its operation declares, no
 * input that makes a 5xx, every error in the envelope with the security headers, nothing echoed.
 * Each case here is an attack that worked before (issue 9).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addKartuKeluarga, dashboard, getPenduduk, kematianBody, nomor } from './support/registry.js';
import { multipart } from './support/uploads.js';

const ENVELOPE_KEYS = ['code', 'message', 'success'];

function assertEnvelope(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, what: string) {
  assert.equal(res.statusCode, status, `${what}: ${res.body}`);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), ENVELOPE_KEYS, what);
  assert.equal(body.success, false, what);
  assert.equal(typeof body.message, 'string', what);
  assert.ok((body.message as string).length > 0, what);
  assert.match(String(res.headers['content-type']), /^application\/json/, what);
  assert.ok(res.headers['content-security-policy'], `${what}: security headers`);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  return body as { code: string; message: string };
}

describe('trust boundary: media types, unstorable values, parser errors, framework errors', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const text = (method: 'POST' | 'PUT', url: string, body = 'x') =>
    t.inject({ method, url, headers: { ...auth(token), 'content-type': 'text/plain' }, payload: body });

  describe('each operation accepts only the media types its contract declares (415 otherwise)', () => {
    it('a resident sent as multipart is refused and nothing is stored', async () => {
      const head = await addKartuKeluarga(t, token);
      const before = await dashboard(t, token);
      const form = multipart(token, [
        { name: 'nik', content: nomor() },
        { name: 'nama_lengkap', content: 'x'.repeat(309) },
        { name: 'status_penduduk', content: 'meninggal' },
        { name: 'agama', content: 'Pastafarian' },
        { name: 'posisi_dalam_keluarga', content: 'Raja' },
      ]);
      const res = await t.inject({ method: 'POST', url: `/api/penduduk/${head.keluarga_dari._id}`, ...form });
      const body = assertEnvelope(res, 415, 'multipart resident');
      assert.equal(body.code, 'UNSUPPORTED_MEDIA_TYPE');
      assert.match(body.message, /application\/json/);
      assert.deepEqual(await dashboard(t, token), before);
    });

    it('text/plain bodies on deaths, births and move-outs are refused before any handler runs', async () => {
      const head = await addKartuKeluarga(t, token);
      assertEnvelope(await text('POST', `/api/kematian/${head._id}`), 415, 'POST kematian');
      assert.equal((await getPenduduk(t, token, head._id)).status_penduduk, '', 'the resident did not die');
      const death = await t.inject({ method: 'POST', url: `/api/kematian/${head._id}`, headers: auth(token), payload: kematianBody });
      assert.equal(death.statusCode, 201, death.body);
      const deathId = death.json().data._id as string;
      assertEnvelope(await text('PUT', `/api/kematian/${deathId}`), 415, 'PUT kematian');
      const kept = await t.inject({ method: 'GET', url: `/api/kematian/${deathId}`, headers: auth(token) });
      assert.equal(kept.json().data.tanggal_meninggal, kematianBody.tanggal_meninggal, 'fields kept');

      const other = await addKartuKeluarga(t, token);
      assertEnvelope(await text('POST', `/api/penduduk_keluar/${other._id}`), 415, 'move one out');
      assertEnvelope(await text('POST', `/api/penduduk_keluar/${other.keluarga_dari._id}/m`), 415, 'move a family out');
      assert.equal((await getPenduduk(t, token, other._id)).status_penduduk, '', 'nobody moved out');
      assertEnvelope(await text('PUT', `/api/kelahiran/00000000-0000-4000-8000-000000000000`), 415, 'PUT kelahiran');
    });

    it('a user registered as multipart is refused, and its password cannot log in', async () => {
      const form = multipart(token, [
        { name: 'nama_lengkap', content: 'Penyusup' },
        { name: 'username', content: 'a b<script>' },
        { name: 'role', content: 'Admin' },
        { name: 'password', content: 'a' },
      ]);
      assertEnvelope(await t.inject({ method: 'POST', url: '/api/auth/register', ...form }), 415, 'multipart register');
      const login = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'a b<script>', password: 'a' } });
      assert.notEqual(login.statusCode, 200);
    });

    it('JSON sent to the multipart-only statement routes is refused', async () => {
      const head = await addKartuKeluarga(t, token);
      const record = await t.inject({ method: 'POST', url: `/api/penduduk_keluar/${head._id}`, headers: auth(token) });
      assert.equal(record.statusCode, 201, record.body);
      const recordId = record.json().data._id as string;
      const json = { alamat_pindah: 'x'.repeat(20_009), alasan_pindah: 'Kerja', pengikut: '5000', tanggal_ktp: '2020-01-01', meninggalkan_desa_pada: '2026-01-01', kewarganegaraan: 'WNI', lain: 1 };
      for (const method of ['POST', 'PUT'] as const) {
        const res = await t.inject({ method, url: `/api/keterangan/${recordId}`, headers: auth(token), payload: json });
        assertEnvelope(res, 415, `${method} keterangan as JSON`);
      }
      const got = await t.inject({ method: 'GET', url: `/api/penduduk_keluar/${recordId}`, headers: auth(token) });
      assert.equal(got.json().data.keterangan_keluar_desa, null, 'no statement stored');
    });

    it('a body on an operation that takes none is refused; an empty JSON body still passes', async () => {
      assertEnvelope(await t.inject({ method: 'GET', url: '/api/penduduk', headers: { ...auth(token), 'content-type': 'text/plain' }, payload: 'x' }), 415, 'GET with text');
      const empty = await t.inject({ method: 'GET', url: '/api/penduduk', headers: { ...auth(token), 'content-type': 'application/json' } });
      assert.equal(empty.statusCode, 200, empty.body);
    });

    it('an anonymous caller gets 401 whatever the media type (nothing about the route is revealed)', async () => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'text/plain' }, payload: 'x' });
      assertEnvelope(res, 401, 'anonymous text');
    });
  });

  describe('values PostgreSQL cannot store are refused at validation, naming the field', () => {
    it('U+0000 in a JSON value, also on the anonymous login', async () => {
      const login = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'adm\u0000in', password: 'x' } });
      const body = assertEnvelope(login, 400, 'NUL login');
      assert.match(body.message, /^username /);
      const head = await addKartuKeluarga(t, token);
      const res = await t.inject({ method: 'POST', url: `/api/kematian/${head._id}`, headers: auth(token), payload: { ...kematianBody, tempat_meninggal: 'Ru\u0000mah' } });
      assert.match(assertEnvelope(res, 400, 'NUL death').message, /^tempat_meninggal /);
    });

    it('U+0000 in query values, and in a CSV export query (an envelope, not a cut file)', async () => {
      for (const url of ['/api/penduduk/s?name=bu%00di', '/api/penduduk/all/s?q=%00', '/api/kartu_keluarga?name=a%00b']) {
        assertEnvelope(await t.inject({ method: 'GET', url, headers: auth(token) }), 400, url);
      }
      const csv = await t.inject({ method: 'GET', url: '/api/penduduk/csv?name=bu%00di', headers: auth(token) });
      assertEnvelope(csv, 400, 'csv');
      assert.equal(csv.headers['content-disposition'], undefined);
    });

    it('dates before 1900 or after today, and impossible dates', async () => {
      const head = await addKartuKeluarga(t, token);
      for (const [date, pattern] of [
        ['0000-01-01', /tidak boleh sebelum 1900-01-01/],
        ['1899-12-31', /tidak boleh sebelum 1900-01-01/],
        ['9999-12-31', /tidak boleh melewati hari ini/],
        ['2023-02-30', /tanggal/],
      ] as const) {
        const res = await t.inject({ method: 'POST', url: `/api/kematian/${head._id}`, headers: auth(token), payload: { ...kematianBody, tanggal_meninggal: date } });
        assert.match(assertEnvelope(res, 400, date).message, pattern, date);
      }
      assert.equal((await getPenduduk(t, token, head._id)).status_penduduk, '');
    });

    it('integers beyond their range', async () => {
      for (const url of ['/api/penduduk?page=99999999999', '/api/penduduk?limit=99999999999', '/files/a.png?exp=99999999999999999999&sig=x']) {
        const res = await t.inject({ method: 'GET', url, headers: auth(token) });
        assertEnvelope(res, 400, url);
      }
    });
  });

  describe('malformed bodies are 400s, never 500s', () => {
    const raw = (url: string, contentType: string, payload: string, tok: string | null = token) =>
      t.inject({ method: 'POST', url, headers: { ...(tok ? auth(tok) : {}), 'content-type': contentType }, payload });

    it('multipart without a boundary, with a wrong one, or cut short', async () => {
      const head = await addKartuKeluarga(t, token);
      const record = await t.inject({ method: 'POST', url: `/api/penduduk_keluar/${head._id}`, headers: auth(token) });
      const url = `/api/keterangan/${record.json().data._id as string}`;
      const part = '--abc\r\nContent-Disposition: form-data; name="alamat_pindah"\r\n\r\nMalang\r\n';
      for (const [type, payload] of [
        ['multipart/form-data', part],
        ['multipart/form-data; boundary=', part],
        ['multipart/form-data; boundary=zzz', part + '--abc--\r\n'],
        ['multipart/form-data; boundary=abc', part.slice(0, 30)],
        ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="x"\r\n'],
      ] as const) {
        const res = await raw(url, type, payload);
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${type}: ${res.statusCode} ${res.body}`);
        assertEnvelope(res, res.statusCode, type);
      }
    });

    it('malformed multipart or JSON on the login route', async () => {
      assertEnvelope(await raw('/api/auth/admin', 'multipart/form-data', '--x\r\n', null), 415, 'multipart login');
      assertEnvelope(await raw('/api/auth/admin', 'application/json', '{"username": "admin", ', null), 400, 'cut JSON');
      assertEnvelope(await raw('/api/auth/admin', 'application/json', '{"__proto__": {"x": 1}}', null), 400, 'proto JSON');
    });
  });

  describe("Fastify's own refusals use the envelope and the security headers, and echo nothing", () => {
    it('a URL that cannot be decoded', async () => {
      const res = await t.inject({ method: 'GET', url: '/%c0%3cscript%3e' });
      const body = assertEnvelope(res, 400, 'bad url');
      assert.doesNotMatch(res.body, /script/);
      assert.equal(body.code, 'BAD_URL');
    });

    it('a path parameter longer than the router allows (414, or 404 where a wildcard route matches)', async () => {
      const long = 'a'.repeat(500);
      for (const url of [`/api/penduduk/${long}`, `/files/${long}`, `/api/keterangan/${long}/d/${long}`]) {
        const res = await t.inject({ method: 'GET', url, headers: auth(token) });
        assert.ok([404, 414].includes(res.statusCode), `${url}: ${res.statusCode}`);
        assertEnvelope(res, res.statusCode, 'long param');
        assert.ok(!res.body.includes(long));
      }
    });

    it('a body over the limit (413)', async () => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) } });
      assertEnvelope(res, 413, 'large body');
    });

    it('headers too large for the HTTP parser (431), over a real socket', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(64 * 1024)}\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('end', () => resolve(data));
        socket.on('close', () => resolve(data));
        socket.on('error', (err) => (data ? resolve(data) : reject(err)));
      });
      const [head = '', payload = ''] = answer.split('\r\n\r\n');
      assert.match(head, /^HTTP\/1\.1 431 /);
      assert.match(head, /content-security-policy: /i);
      assert.match(head, /x-content-type-options: nosniff/i);
      const body = JSON.parse(payload) as Record<string, unknown>;
      assert.deepEqual(Object.keys(body).sort(), ENVELOPE_KEYS);
      assert.ok(!payload.includes('yyyy'));
    });
  });
});
