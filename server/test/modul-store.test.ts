// Where installed module releases are kept (modul/store.ts): written whole or not at all, never
// twice, listed, and versions ordered newest first. The disk only, no database.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ManifestRilis } from '../src/modul/arsip.js';
import { modulStoreDisk, RilisSudahAda, urutkanVersiTerbaru } from '../src/modul/store.js';

let work: string;
let n = 0;
const rootBaru = () => path.join(work, `modul-${n++}`);

function rilis(id: string, versi: string, files: Record<string, string> = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'x', 'static/a.svg': '<svg/>' }) {
  const berkas = new Map(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)]));
  const manifest: ManifestRilis = {
    id,
    versi,
    versi_kontrak: '1.0.0',
    rentang_kontrak: '^1.0.0',
    rentang_shell: '^1.0.0',
    berkas: Object.fromEntries([...berkas].map(([k, v]) => [k, { ukuran: v.length, sha256: '0'.repeat(64) }])),
  };
  return { manifest, berkas };
}

before(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'sid-modul-store-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

describe('module store on disk', () => {
  it('saves a release under <root>/<id>/<versi> with its sid-rilis.json, and knows it is there', async () => {
    const root = rootBaru();
    const store = modulStoreDisk(root);
    assert.equal(store.direktori('mf-mutasi', '0.2.0'), path.join(root, 'mf-mutasi', '0.2.0'));
    assert.equal(await store.ada('mf-mutasi', '0.2.0'), false);
    assert.deepEqual(await store.daftar(), []);
    const { manifest, berkas } = rilis('mf-mutasi', '0.2.0');
    await store.simpan(manifest, berkas);
    assert.equal(await store.ada('mf-mutasi', '0.2.0'), true);
    const dir = store.direktori('mf-mutasi', '0.2.0');
    assert.equal(readFileSync(path.join(dir, 'static', 'a.svg'), 'utf8'), '<svg/>');
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'sid-rilis.json'), 'utf8')), manifest);
    assert.deepEqual(readdirSync(root).filter((f) => f.startsWith('.tmp-')), []);
  });

  it('refuses a second save of the same version, and keeps the first', async () => {
    const store = modulStoreDisk(rootBaru());
    await store.simpan(rilis('mf-admin', '1.0.0').manifest, rilis('mf-admin', '1.0.0').berkas);
    const lain = rilis('mf-admin', '1.0.0', { 'mf-manifest.json': '{"lain":true}' });
    await assert.rejects(store.simpan(lain.manifest, lain.berkas), (err: unknown) => {
      assert.ok(err instanceof RilisSudahAda);
      assert.equal(err.statusCode, 409);
      assert.equal(err.code, 'RILIS_SUDAH_ADA');
      assert.match(err.message, /mf-admin 1\.0\.0 sudah terpasang/);
      return true;
    });
    assert.equal(readFileSync(path.join(store.direktori('mf-admin', '1.0.0'), 'mf-manifest.json'), 'utf8'), '{}');
  });

  it('writes atomically: a failure midway leaves no version directory and no temporary one', async () => {
    const root = rootBaru();
    const store = modulStoreDisk(root);
    // 'a' is written as a file, then 'a/b.js' needs it to be a directory: the write fails after the first files.
    const rusak = rilis('mf-mutasi', '0.3.0', { 'mf-manifest.json': '{}', a: 'file', 'a/b.js': 'x' });
    await assert.rejects(store.simpan(rusak.manifest, rusak.berkas));
    assert.equal(await store.ada('mf-mutasi', '0.3.0'), false);
    assert.equal(existsSync(path.join(root, 'mf-mutasi', '0.3.0')), false);
    assert.deepEqual(readdirSync(root).filter((f) => f.startsWith('.tmp-')), []);
    assert.deepEqual(await store.daftar(), []);
    // A path that would leave the release's directory is refused the same way.
    const keluar = rilis('mf-mutasi', '0.3.0', { 'mf-manifest.json': '{}', '../../x.js': 'x' });
    await assert.rejects(store.simpan(keluar.manifest, keluar.berkas), /nama berkas tidak valid/);
    assert.equal(existsSync(path.join(work, 'x.js')), false);
    assert.deepEqual(readdirSync(root).filter((f) => f.startsWith('.tmp-')), []);
    // Then the good one goes in.
    const baik = rilis('mf-mutasi', '0.3.0');
    await store.simpan(baik.manifest, baik.berkas);
    assert.equal(await store.ada('mf-mutasi', '0.3.0'), true);
  });

  it('refuses an id or version that is no safe directory name', async () => {
    const store = modulStoreDisk(rootBaru());
    assert.throws(() => store.direktori('../etc', '1.0.0'), /id modul tidak valid/);
    assert.throws(() => store.direktori('mf-admin', '../1.0.0'), /versi tidak valid/);
    const r = rilis('mf-admin', '1.0');
    await assert.rejects(store.simpan(r.manifest, r.berkas), /versi tidak valid/);
  });

  it('lists every release, by module, newest version first, and forgets a removed one', async () => {
    const root = rootBaru();
    const store = modulStoreDisk(root);
    for (const [id, versi] of [['mf-mutasi', '1.9.0'], ['mf-admin', '0.1.0'], ['mf-mutasi', '1.10.0'], ['mf-mutasi', '1.9.0-rc.1']] as const) {
      const r = rilis(id, versi);
      await store.simpan(r.manifest, r.berkas);
    }
    // Left-overs of a crashed save are not releases.
    mkdirSync(path.join(root, '.tmp-sisa'));
    assert.deepEqual(await store.daftar(), [
      { id: 'mf-admin', versi: '0.1.0' },
      { id: 'mf-mutasi', versi: '1.10.0' },
      { id: 'mf-mutasi', versi: '1.9.0' },
      { id: 'mf-mutasi', versi: '1.9.0-rc.1' },
    ]);
    await store.hapus('mf-mutasi', '1.9.0');
    await store.hapus('mf-mutasi', '5.0.0'); // nothing to remove: no error
    assert.equal(await store.ada('mf-mutasi', '1.9.0'), false);
    assert.deepEqual((await store.daftar()).map((r) => r.versi), ['0.1.0', '1.10.0', '1.9.0-rc.1']);
    assert.deepEqual(readdirSync(root).filter((f) => f.startsWith('.tmp-') && f !== '.tmp-sisa'), []);
  });
});

describe('urutkanVersiTerbaru', () => {
  it('orders by semver, newest first, a prerelease after its release', () => {
    assert.deepEqual(urutkanVersiTerbaru(['1.9.0-rc.1', '1.10.0', '1.9.0', '0.2.0', '1.9.0-rc.2', '2.0.0-beta.1']), ['2.0.0-beta.1', '1.10.0', '1.9.0', '1.9.0-rc.2', '1.9.0-rc.1', '0.2.0']);
    assert.deepEqual(urutkanVersiTerbaru(['bukan-versi', '1.0.0', 'v2.0.0']), ['1.0.0']);
    assert.deepEqual(urutkanVersiTerbaru([]), []);
  });
});
