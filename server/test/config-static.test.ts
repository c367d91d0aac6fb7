import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from './support/app.js';

function makeStaticRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sid-static-'));
  const write = (rel: string, content: string) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/static/js/main.3f2a9c1b.js', 'console.log("shell")');
  write('shell/dist/favicon.ico', 'ico');
  // Only mf-admin and mf-mutasi are built; mf-kependudukan has a dist without a manifest.
  write('mf-admin/dist/mf-manifest.json', '{"id":"mf-admin"}');
  write('mf-admin/dist/remoteEntry.js', 'var remote;');
  write('mf-admin/dist/static/js/412.0c1d2e3f.js', 'chunk');
  write('mf-mutasi/dist/mf-manifest.json', '{"id":"mf-mutasi"}');
  write('mf-kependudukan/dist/remoteEntry.js', 'var half;');
  write('secret.txt', 'not served');
  return root;
}

describe('public config', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = makeStaticRoot();
    t = await buildTestApp({ STATIC_ROOT: root, DESA_NAMA: 'Sukamaju', DESA_KODE_POS: '12345' });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is public and returns the village from the environment', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/config' });
    assert.equal(res.statusCode, 200);
    const { village } = res.json().data;
    assert.deepEqual(village, {
      _id: t.app.ctx.desaId,
      kode_wilayah: null,
      jabatan_kepala: 'Kepala Desa',
      nama_desa: 'Sukamaju',
      kecamatan: 'Singosari',
      kabupaten: 'Malang',
      provinsi: 'Jawa Timur',
      alamat_kantor: 'Jl. Raya Watugede No. 1',
      kode_pos: '12345',
    });
  });

  it('lists only the modules whose build (mf-manifest.json) exists', async () => {
    const { modules } = (await t.inject({ method: 'GET', url: '/api/config' })).json().data;
    assert.deepEqual(modules, [
      { id: 'mf-mutasi', title: 'Mutasi', entry: '/mf/mf-mutasi/mf-manifest.json', paths: ['/penduduk_masuk/*', '/penduduk_keluar/*', '/pindah_antar_desa/*'], versi: null, rentang_shell: null },
      {
        id: 'mf-admin',
        title: 'Admin',
        entry: '/mf/mf-admin/mf-manifest.json',
        paths: ['/activity', '/users', '/cadangan', '/data_terhapus', '/impor_penduduk', '/wilayah_desa'],
        versi: null,
        rentang_shell: null,
      },
    ]);
  });

  it('picks up a module built after the server started', async () => {
    mkdirSync(path.join(root, 'mf-kelahiran-kematian/dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-kelahiran-kematian/dist/mf-manifest.json'), '{}');
    const { modules } = (await t.inject({ method: 'GET', url: '/api/config' })).json().data;
    assert.ok(modules.some((m: { id: string }) => m.id === 'mf-kelahiran-kematian'));
  });

  it('sends security headers with a CSP that allows inline styles but not inline scripts', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });
});

describe('a village running alone (no regency)', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = makeStaticRoot();
    mkdirSync(path.join(root, 'mf-surat/dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-surat/dist/mf-manifest.json'), '{"id":"mf-surat"}');
    // No KODE_KABUPATEN, no Admin Kabupaten: the `npm start` of one village office.
    t = await buildTestApp({ STATIC_ROOT: root, KABUPATEN_ADMIN_USERNAME: '', KABUPATEN_ADMIN_PASSWORD: '' });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('has the optional modules no regency is there to roll out (Layanan Surat), in its config and its API', async () => {
    const { token } = await t.login();
    const { modules } = (await t.inject({ method: 'GET', url: '/api/config', headers: { 'x-auth-token': token } })).json().data;
    assert.ok(modules.some((m: { id: string }) => m.id === 'mf-surat'), JSON.stringify(modules));
    assert.equal((await t.inject({ method: 'GET', url: '/api/surat/jenis', headers: { 'x-auth-token': token } })).statusCode, 200);
  });
});

describe('MODULES_FILE', () => {
  let t: TestApp;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sid-modules-'));
    const file = path.join(dir, 'modules.json');
    writeFileSync(
      file,
      JSON.stringify([
        { id: 'mf-kependudukan', title: 'Kependudukan', entry: 'https://cdn.example.org/mf-kependudukan/1.2.0/mf-manifest.json', paths: ['/', '/penduduk/*'] },
        { id: 'mf-admin', title: 'Admin', paths: ['/activity', '/users', '/kabupaten'] },
        { id: 'mf-mutasi', title: 'Mutasi', paths: ['/penduduk_masuk/*'], enabled: false },
      ]),
    );
    t = await buildTestApp({ MODULES_FILE: file });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('overrides the module list, with entries on another origin', async () => {
    const { modules } = (await t.inject({ method: 'GET', url: '/api/config' })).json().data;
    assert.deepEqual(
      modules.map((m: { id: string; entry: string }) => [m.id, m.entry]),
      [
        ['mf-kependudukan', 'https://cdn.example.org/mf-kependudukan/1.2.0/mf-manifest.json'],
        ['mf-admin', '/mf/mf-admin/mf-manifest.json'],
      ],
    );
  });

  it('lets the CSP load scripts and manifests from that origin', async () => {
    const csp = String((await t.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.org/);
    assert.match(csp, /connect-src 'self' https:\/\/cdn\.example\.org/);
  });

  it('refuses to start with an invalid file', async () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ id: 'Bad Id', title: 'x', paths: [] }]));
    await assert.rejects(buildTestApp({ MODULES_FILE: bad }), /MODULES_FILE/);
  });
});

describe('static files', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = makeStaticRoot();
    t = await buildTestApp({ STATIC_ROOT: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,*/*') => t.inject({ method: 'GET', url, headers: { accept } });

  it('serves the shell at / without caching', async () => {
    const res = await get('/');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>shell<\/title>/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('falls back to the shell for deep links (SPA)', async () => {
    for (const url of ['/penduduk/123/d', '/kartu_keluarga/insert', '/users']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /shell/);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  it('does not fall back for /api, /mf, /files or non-HTML requests', async () => {
    const api = await get('/api/tidak-ada');
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { success: false, code: 'NOT_FOUND', message: 'Endpoint tidak ditemukan' });
    assert.equal((await get('/mf/mf-admin/tidak-ada.js')).statusCode, 404);
    assert.equal((await get('/files')).statusCode, 404);
    assert.equal((await get('/static/js/missing.js', 'application/javascript')).statusCode, 404);
  });

  it('caches hashed shell assets for a year', async () => {
    const res = await get('/static/js/main.3f2a9c1b.js', '*/*');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves module files with CORS *, no-cache for the manifest and remoteEntry, long cache for chunks', async () => {
    const manifest = await get('/mf/mf-admin/mf-manifest.json', '*/*');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['cross-origin-resource-policy'], 'cross-origin');
    const entry = await get('/mf/mf-admin/remoteEntry.js', '*/*');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await get('/mf/mf-admin/static/js/412.0c1d2e3f.js', '*/*');
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('sends the Brotli or gzip copy the build made, as the browser accepts, with the original type', async () => {
    const dir = path.join(root, 'shell', 'dist', 'static', 'js');
    const js = `export const desa = '${'Watugede '.repeat(400)}';`;
    writeFileSync(path.join(dir, 'app.1a2b3c4d.js'), js);
    writeFileSync(path.join(dir, 'app.1a2b3c4d.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(dir, 'app.1a2b3c4d.js.gz'), gzipSync(js));
    const fetch = (encoding: string | undefined) =>
      t.inject({ method: 'GET', url: '/static/js/app.1a2b3c4d.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await fetch('gzip, deflate, br');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), js);
    const gz = await fetch('gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), js);
    const plain = await fetch(undefined);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, js);
  });

  it('serves nothing outside the builds', async () => {
    assert.equal((await get('/mf/mf-unknown/mf-manifest.json', '*/*')).statusCode, 404);
    assert.notEqual((await get('/mf/mf-admin/../../secret.txt', '*/*')).body, 'not served');
    assert.notEqual((await get('/../secret.txt', '*/*')).body, 'not served');
    assert.notEqual((await get('/%2e%2e/secret.txt', '*/*')).body, 'not served');
  });

  it('serves the API description at /api/docs', async () => {
    const ui = await get('/api/docs/');
    assert.equal(ui.statusCode, 200);
    assert.match(ui.body, /swagger/i);
    const json = await get('/api/docs/json', 'application/json');
    assert.equal(json.statusCode, 200);
    assert.equal(json.json().info.title, 'Sistem Kependudukan Desa API');
  });
});
