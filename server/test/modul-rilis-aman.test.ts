// Issue 33: a release's files on the app's origin. A release holds only what a module needs (an
// .html, an SVG with script or an unknown type is refused at install, with the reason), its files are
// served with their type, nosniff and a sandboxing CSP, only those its manifest lists, and only while
// their bytes match the SHA-256 recorded at install. No 500 for a bad version in a URL or a file and a
// directory of one name, and a hostile small archive does not cost the server its memory.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { rilis, staticRootWithModules } from './support/rilis.js';

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** One raw tar header block with its data padded to 512. */
function blok(nama: string, data: Buffer, ukuran = data.length): Buffer {
  const h = new Header({ path: nama, type: 'File', size: ukuran, mode: 0o644, mtime: new Date(0) });
  const buf = Buffer.alloc(512);
  h.encode(buf, 0);
  const pad = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(pad);
  return Buffer.concat([buf, pad]);
}

function manifestUntuk(versi: string, berkas: Record<string, Buffer>): Buffer {
  return Buffer.from(JSON.stringify({
    id: 'mf-mutasi', versi, versi_kontrak: '1.0.0', rentang_kontrak: '^1.0.0', rentang_shell: '^1.0.0',
    berkas: Object.fromEntries(Object.entries(berkas).map(([k, v]) => [k, { ukuran: v.length, sha256: sha256(v) }])),
  }));
}

/** A .tgz by hand: sid-rilis.json listing `berkas`, then the files in order (what the packer would not write). */
function arsipMentah(versi: string, berkas: [string, Buffer][]): Buffer {
  const manifest = manifestUntuk(versi, Object.fromEntries(berkas));
  return gzipSync(Buffer.concat([blok('sid-rilis.json', manifest), ...berkas.map(([n, d]) => blok(n, d)), Buffer.alloc(1024)]));
}

/** The highest RSS seen while `kerja` runs, sampled every few milliseconds, above the RSS before it. */
async function pertumbuhanRss<T>(kerja: () => Promise<T>): Promise<{ hasil: T; mb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const awal = process.memoryUsage.rss();
  let puncak = awal;
  const timer = setInterval(() => { puncak = Math.max(puncak, process.memoryUsage.rss()); }, 2);
  try {
    const hasil = await kerja();
    puncak = Math.max(puncak, process.memoryUsage.rss());
    return { hasil, mb: (puncak - awal) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

describe('module releases on the app origin (issue 33)', () => {
  let t: TestApp;
  let root: string;
  let token: string;
  before(async () => {
    root = staticRootWithModules();
    t = await buildTestApp({ STATIC_ROOT: root, KODE_KABUPATEN: '35.07' });
    ({ token } = await t.loginKabupaten());
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const pasang = (bytes: Buffer) =>
    t.inject({ method: 'POST', url: '/api/kabupaten/modul/rilis', headers: { ...auth(token), 'content-type': 'application/gzip' }, payload: bytes });
  const ditolak = async (bytes: Buffer, pesan: RegExp) => {
    const res = await pasang(bytes);
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().code, 'RILIS_TIDAK_VALID');
    assert.match(res.json().message, pesan);
    assert.doesNotMatch(res.body, /\bat .*\.ts:\d+/);
  };
  const dirRilis = (versi: string) => path.join(t.dataDir, 'modul', 'mf-mutasi', versi);

  it('refuses at install an archive holding an .html, an unknown or active type, naming the file and why', async () => {
    await ditolak(await rilis({ id: 'mf-mutasi', versi: '0.3.0', tambahan: { 'x.html': '<script>alert(localStorage.token)</script>' } }), /x\.html bertipe yang tidak diizinkan \(\.html\); rilis modul hanya boleh berisi skrip/);
    await ditolak(await rilis({ id: 'mf-mutasi', versi: '0.3.0', tambahan: { 'x.html.gz': gzipSync('<script></script>') } }), /x\.html\.gz bertipe yang tidak diizinkan \(\.html\)/);
    await ditolak(await rilis({ id: 'mf-mutasi', versi: '0.3.0', tambahan: { 'a/b.xhtml': '<html/>' } }), /a\/b\.xhtml bertipe yang tidak diizinkan/);
    await ditolak(await rilis({ id: 'mf-mutasi', versi: '0.3.0', tambahan: { 'data.xml': '<x/>' } }), /data\.xml bertipe yang tidak diizinkan/);
    await ditolak(await rilis({ id: 'mf-mutasi', versi: '0.3.0', tambahan: { 'mod.wasm': Buffer.from([0, 0x61, 0x73, 0x6d]) } }), /mod\.wasm bertipe/);
    await ditolak(await rilis({ id: 'mf-mutasi', versi: '0.3.0', tambahan: { LICENSE: 'MIT' } }), /LICENSE bertipe yang tidak diizinkan \(tanpa ekstensi\)/);
    assert.equal(existsSync(dirRilis('0.3.0')), false);
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.3.0/x.html' })).statusCode, 404);
  });

  it('refuses an SVG with a script, an event handler, a javascript: URL or a foreignObject, also compressed', async () => {
    const svg = (isi: string) => `<svg xmlns="http://www.w3.org/2000/svg">${isi}</svg>`;
    const kasus: [string, string | Buffer, RegExp][] = [
      ['a.svg', svg('<script>fetch("/api/penduduk")</script>'), /a\.svg berisi elemen <script>/],
      ['b.svg', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>'), /b\.svg berisi elemen <script>/],
      ['c.svg', '<svg onload="alert(1)"/>', /c\.svg berisi atribut on…/],
      ['d.svg', svg('<a href="j&#97;vascript:alert(1)"><text>x</text></a>'), /d\.svg berisi tautan javascript:/],
      ['e.svg', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), /e\.svg berisi elemen <foreignObject>/],
      ['f.svg.gz', gzipSync(svg('<script>1</script>')), /f\.svg\.gz berisi elemen <script>/],
      ['g.svg.br', brotliCompressSync(Buffer.from(svg('<image href="x" onerror="x()"/>'))), /g\.svg\.br berisi atribut on…/],
      ['h.svg', '<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]><svg>&x;</svg>', /h\.svg berisi/],
    ];
    for (const [nama, isi, pesan] of kasus) await ditolak(await rilis({ id: 'mf-mutasi', versi: '0.3.1', tambahan: { [nama]: isi } }), pesan);
    assert.equal(existsSync(dirRilis('0.3.1')), false);
  });

  it('installs and serves what a module needs, each with its type, nosniff and a sandboxing CSP', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await pasang(await rilis({
      id: 'mf-mutasi', versi: '0.4.0', isi: 'var mf_mutasi = 4;',
      tambahan: {
        'static/img/logo.png': png,
        'static/svg/ikon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z" fill="#000"/></svg>',
        'static/css/main.1a2b3c4d.css': 'body{color:red}',
        'static/font/a.woff2': Buffer.from('wOF2'),
        'main.0c1d2e3f.js.LICENSE.txt': 'MIT',
        'remoteEntry.js.gz': gzipSync('var mf_mutasi = 4;'),
      },
    }));
    assert.equal(res.statusCode, 201, res.body);
    const cases: [string, string][] = [
      ['remoteEntry.js', 'text/javascript; charset=utf-8'],
      ['mf-manifest.json', 'application/json; charset=utf-8'],
      ['static/img/logo.png', 'image/png'],
      ['static/svg/ikon.svg', 'image/svg+xml'],
      ['static/css/main.1a2b3c4d.css', 'text/css; charset=utf-8'],
      ['static/font/a.woff2', 'font/woff2'],
      ['main.0c1d2e3f.js.LICENSE.txt', 'text/plain; charset=utf-8'],
    ];
    for (const [file, type] of cases) {
      const r = await t.inject({ method: 'GET', url: `/mf/mf-mutasi/0.4.0/${file}` });
      assert.equal(r.statusCode, 200, `${file}: ${r.body}`);
      assert.equal(r.headers['content-type'], type, file);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', file);
      assert.match(String(r.headers['content-security-policy']), /\bsandbox\b/, file);
      assert.match(String(r.headers['content-security-policy']), /default-src 'none'/, file);
      assert.match(String(r.headers['cache-control']), /immutable/, file);
    }
    // The gzip copy to a browser that takes it, the original to one that does not.
    const gz = await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.4.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(gz.headers.vary, 'Accept-Encoding');
    const plain = await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.4.0/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'var mf_mutasi = 4;');
    // Never asked for by name, nor the manifest of the release itself.
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.4.0/remoteEntry.js.gz' })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.4.0/sid-rilis.json' })).statusCode, 404);
    // The built-in build says the same.
    const bawaan = await t.inject({ method: 'GET', url: '/mf/mf-mutasi/remoteEntry.js' });
    assert.match(String(bawaan.headers['content-security-policy']), /\bsandbox\b/);
    assert.equal(bawaan.headers['x-content-type-options'], 'nosniff');
  });

  it('serves only what the manifest lists, and never a file whose bytes changed after install', async () => {
    const res = await pasang(await rilis({ id: 'mf-mutasi', versi: '0.5.0', isi: 'var mf_mutasi = 5;' }));
    assert.equal(res.statusCode, 201, res.body);
    const url = '/mf/mf-mutasi/0.5.0/remoteEntry.js';
    const file = path.join(dirRilis('0.5.0'), 'remoteEntry.js');
    assert.equal((await t.inject({ method: 'GET', url })).body, 'var mf_mutasi = 5;');

    // A file added on disk later, even of an allowed type, is not the release's.
    writeFileSync(path.join(dirRilis('0.5.0'), 'tambahan.js'), 'alert(1)');
    writeFileSync(path.join(dirRilis('0.5.0'), 'x.html'), '<script>alert(1)</script>');
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.5.0/tambahan.js' })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: '/mf/mf-mutasi/0.5.0/x.html' })).statusCode, 404);

    // The same size, other bytes, even with the old modification time put back: refused.
    const asli = readFileSync(file);
    const { atime, mtime } = statSync(file);
    writeFileSync(file, 'alert(document.x);');
    assert.equal(statSync(file).size, asli.length);
    utimesSync(file, atime, mtime);
    const berubah = await t.inject({ method: 'GET', url });
    assert.equal(berubah.statusCode, 500);
    assert.equal(berubah.json().code, 'INTERNAL_ERROR');
    assert.match(berubah.json().message, /remoteEntry\.js modul mf-mutasi versi 0\.5\.0 berubah sejak dipasang/);
    assert.doesNotMatch(berubah.body, /alert/);
    // Another size, or gone: refused too.
    writeFileSync(file, 'alert(1)');
    assert.equal((await t.inject({ method: 'GET', url })).statusCode, 500);
    rmSync(file);
    assert.equal((await t.inject({ method: 'GET', url })).statusCode, 500);
    // Its own bytes back: served again.
    writeFileSync(file, asli);
    const lagi = await t.inject({ method: 'GET', url });
    assert.equal(lagi.statusCode, 200);
    assert.equal(lagi.body, 'var mf_mutasi = 5;');
    assert.equal(lagi.headers.etag, `"${sha256(asli)}"`);
    assert.equal((await t.inject({ method: 'GET', url, headers: { 'if-none-match': `"${sha256(asli)}"` } })).statusCode, 304);
  });

  it('answers a clean 404, signed in or not, for a version in the URL that is no version', async () => {
    for (const url of ['/mf/mf-mutasi/1.0.0-../x', '/mf/mf-mutasi/1.0.0-../../x', '/mf/mf-mutasi/1.0.0-a..b/remoteEntry.js', '/mf/mf-mutasi/01.0.0/x.js']) {
      const res = await t.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
      assert.equal(res.json().code, 'NOT_FOUND');
    }
  });

  it('refuses, as a 400 and not a 500, a release holding a file x and a file x/y', async () => {
    const entri = (a: string, b: string): [string, Buffer][] => [
      ['mf-manifest.json', Buffer.from('{}')],
      [a, Buffer.from('1')],
      [b, Buffer.from('2')],
    ];
    await ditolak(arsipMentah('0.6.0', entri('x.js', 'x.js/y.js')), /x\.js adalah berkas sekaligus direktori di arsip/);
    await ditolak(arsipMentah('0.6.0', entri('a/b/c.js', 'a/b')), /a\/b adalah berkas sekaligus direktori/);
    assert.equal(existsSync(dirRilis('0.6.0')), false);
  });

  it('keeps memory bounded for a small hostile archive: 250 MB of one file, and thousands of entries', async (ctx) => {
    // A tar of one 250 MiB file, gzip'd as 250 members of one MiB of zeros: about 0.3 MB uploaded. Its
    // manifest lists it with its size (so it is read through) and another SHA-256.
    const mib = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
    const ukuran = 250 * 1024 * 1024;
    const manifest = JSON.parse(manifestUntuk('0.7.0', { 'mf-manifest.json': Buffer.from('{}') }).toString());
    manifest.berkas['besar.js'] = { ukuran, sha256: '0'.repeat(64) };
    const kepala = gzipSync(Buffer.concat([blok('sid-rilis.json', Buffer.from(JSON.stringify(manifest))), blok('besar.js', Buffer.alloc(0), ukuran).subarray(0, 512)]));
    const bom = Buffer.concat([kepala, ...Array.from({ length: 250 }, () => mib), gzipSync(Buffer.alloc(1024))]);
    assert.ok(bom.length < 1024 * 1024, `${bom.length} bytes`);
    const { hasil, mb } = await pertumbuhanRss(() => pasang(bom));
    assert.equal(hasil.statusCode, 400, hasil.body);
    assert.match(hasil.json().message, /SHA-256 besar\.js tidak cocok/);
    ctx.diagnostic(`250 MB file in ${(bom.length / 1024).toFixed(0)} KB: RSS grew by ${mb.toFixed(0)} MB`);
    assert.ok(mb < 100, `RSS grew by ${mb.toFixed(0)} MB`);

    // More entries than a release may hold (5,000), each tiny: refused as the count is passed.
    const banyak: [string, Buffer][] = Array.from({ length: 6000 }, (_, i) => [`c/${i}.js`, Buffer.from(String(i))]);
    const kedua = await pertumbuhanRss(() => pasang(arsipMentah('0.7.1', [['mf-manifest.json', Buffer.from('{}')], ...banyak])));
    assert.equal(kedua.hasil.statusCode, 400, kedua.hasil.body);
    assert.match(kedua.hasil.json().message, /lebih dari 5000 berkas di dalam arsip/);
    ctx.diagnostic(`6,000 entries: RSS grew by ${kedua.mb.toFixed(0)} MB`);
    assert.ok(kedua.mb < 100, `RSS grew by ${kedua.mb.toFixed(0)} MB`);
    assert.equal(existsSync(dirRilis('0.7.1')), false);
  });
});
