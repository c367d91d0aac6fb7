// Reading a module release archive (modul/arsip.ts): what passes and every refusal, no database.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { create, Header } from 'tar';
import { BATAS_RILIS, bacaArsipRilis, bacaIdentitasBawaan, periksaJalur, RilisTidakValid, type ManifestRilis } from '../src/modul/arsip.js';

const MODUL = new Set(['mf-kependudukan', 'mf-mutasi', 'mf-kelahiran-kematian', 'mf-admin', 'mf-kabupaten']);
const opsi = { modulDikenal: MODUL };
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

let work: string;
let n = 0;

/** A dist's files: a module build's usual ones. */
function distBerkas(): Record<string, string> {
  return {
    'mf-manifest.json': '{"id":"mf_mutasi"}',
    'remoteEntry.js': 'var mf_mutasi;',
    'main.3f2a9c1b.js': 'console.log(1)',
    'sid-modul.json': '{"id":"mf-mutasi"}',
    'static/logo.svg': '<svg/>',
  };
}

function manifestUntuk(berkas: Record<string, string | Buffer>, ubah: Partial<ManifestRilis> = {}): ManifestRilis {
  return {
    id: 'mf-mutasi',
    versi: '0.2.0',
    versi_kontrak: '1.0.0',
    rentang_kontrak: '^1.0.0',
    rentang_shell: '^1.0.0',
    dibuat_pada: '2026-01-01T00:00:00.000Z',
    berkas: Object.fromEntries(Object.entries(berkas).map(([k, v]) => [k, { ukuran: Buffer.byteLength(v), sha256: sha256(v) }])),
    ...ubah,
  };
}

/**
 * A .tgz through the tar package from a temp dir: `berkas` on disk, `manifest` (an object, or text
 * as is; null for none) as sid-rilis.json, entries in the order given (default: sid-rilis.json then the files).
 */
async function arsip(berkas: Record<string, string | Buffer>, manifest: unknown = manifestUntuk(berkas), entri?: string[]): Promise<Buffer> {
  const dir = path.join(work, `a${n++}`);
  mkdirSync(dir);
  for (const [nama, isi] of Object.entries(berkas)) {
    mkdirSync(path.dirname(path.join(dir, nama)), { recursive: true });
    writeFileSync(path.join(dir, nama), isi);
  }
  const daftar = entri ?? [...Object.keys(berkas)];
  if (manifest !== null) {
    writeFileSync(path.join(dir, 'sid-rilis.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
    if (!entri) daftar.unshift('sid-rilis.json');
  }
  const file = path.join(work, `a${n++}.tgz`);
  await create({ gzip: true, file, cwd: dir, portable: true, noDirRecurse: true }, daftar);
  return readFileSync(file);
}

/** One raw tar header block (512 bytes) with the given fields, then its data padded to 512. */
function blok(fields: { path: string; type?: string; size?: number; linkpath?: string }, data = Buffer.alloc(0)): Buffer {
  const h = new Header({ path: fields.path, type: (fields.type ?? 'File') as Header['type'], size: fields.size ?? data.length, mode: 0o644, mtime: new Date(0), linkpath: fields.linkpath ?? '' });
  const buf = Buffer.alloc(512);
  h.encode(buf, 0);
  const pad = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(pad);
  return Buffer.concat([buf, pad]);
}

/** A tar by hand (for what the tar package will not write): the blocks, then the two end blocks. */
const tarMentah = (...blocks: Buffer[]) => Buffer.concat([...blocks, Buffer.alloc(1024)]);

/** Every file a checked release copies out, read whole (the test's own, small archives). */
async function isiBerkas(hasil: Awaited<ReturnType<typeof bacaArsipRilis>>): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  await hasil.salin(async (nama, isi) => {
    const potongan: Buffer[] = [];
    for await (const c of isi) potongan.push(c as Buffer);
    out.set(nama, Buffer.concat(potongan));
  });
  return out;
}

async function ditolak(bytes: Buffer, pesan: RegExp, o: Parameters<typeof bacaArsipRilis>[1] = opsi): Promise<void> {
  await assert.rejects(bacaArsipRilis(bytes, o), (err: unknown) => {
    assert.ok(err instanceof RilisTidakValid, `expected RilisTidakValid, got ${String(err)}`);
    assert.equal(err.statusCode, 400);
    assert.equal(err.code, 'RILIS_TIDAK_VALID');
    assert.match(err.message, pesan);
    return true;
  });
}

before(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'sid-modul-arsip-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

describe('module release archive: a good one', () => {
  it('passes, with its manifest, files (not sid-rilis.json), SHA-256 and unpacked size', async () => {
    const berkas = distBerkas();
    const bytes = await arsip(berkas);
    const hasil = await bacaArsipRilis(bytes, opsi);
    assert.equal(hasil.manifest.id, 'mf-mutasi');
    assert.equal(hasil.manifest.versi, '0.2.0');
    assert.equal(hasil.manifest.dibuat_pada, '2026-01-01T00:00:00.000Z');
    const isi = await isiBerkas(hasil);
    assert.deepEqual([...isi.keys()].sort(), Object.keys(berkas).sort());
    assert.deepEqual([...hasil.nama].sort(), Object.keys(berkas).sort());
    assert.equal(isi.get('static/logo.svg')?.toString(), '<svg/>');
    assert.equal(isi.get('remoteEntry.js')?.toString(), 'var mf_mutasi;');
    assert.equal(hasil.sha256, sha256(bytes));
    assert.equal(hasil.ukuran, Object.values(berkas).reduce((s, v) => s + Buffer.byteLength(v), 0));
  });

  it('accepts directory entries and a leading ./', async () => {
    const berkas = distBerkas();
    const dir = path.join(work, 'dirs');
    for (const [nama, isi] of Object.entries(berkas)) {
      mkdirSync(path.dirname(path.join(dir, nama)), { recursive: true });
      writeFileSync(path.join(dir, nama), isi);
    }
    writeFileSync(path.join(dir, 'sid-rilis.json'), JSON.stringify(manifestUntuk(berkas)));
    const file = path.join(work, 'dirs.tgz');
    await create({ gzip: true, file, cwd: dir, portable: true }, ['.']);
    const hasil = await bacaArsipRilis(readFileSync(file), opsi);
    assert.equal((await isiBerkas(hasil)).size, Object.keys(berkas).length);
  });

  it('accepts what scripts/release-pack.mjs packs from a dist', async () => {
    const dist = path.join(work, 'dist');
    for (const [nama, isi] of Object.entries(distBerkas())) {
      mkdirSync(path.dirname(path.join(dist, nama)), { recursive: true });
      writeFileSync(path.join(dist, nama), isi);
    }
    writeFileSync(path.join(dist, 'sid-modul.json'), JSON.stringify({ id: 'mf-mutasi', versi: '0.3.0-rc.1', versi_kontrak: '1.0.0', rentang_kontrak: '^1.0.0', rentang_shell: '^1.0.0' }));
    const url = pathToFileURL(path.resolve(import.meta.dirname, '..', '..', 'scripts', 'release-pack.mjs')).href;
    const { packRelease } = (await import(url)) as { packRelease: (distDir: string, outFile: string) => Promise<ManifestRilis> };
    const out = path.join(work, 'mf-mutasi-0.3.0-rc.1.tgz');
    const packed = await packRelease(dist, out);
    const hasil = await bacaArsipRilis(readFileSync(out), opsi);
    assert.equal(hasil.manifest.versi, '0.3.0-rc.1');
    assert.deepEqual(hasil.manifest.berkas, packed.berkas);
    const isi = await isiBerkas(hasil);
    assert.ok(isi.has('sid-modul.json'));
    assert.ok(isi.has('static/logo.svg'));
    // A release never changes: packing the same version again is refused, the archive kept.
    await assert.rejects(packRelease(dist, out), /already exists/);
    assert.equal((await bacaArsipRilis(readFileSync(out), opsi)).manifest.versi, '0.3.0-rc.1');
    // A dist with a symbolic link is not packed.
    symlinkSync('main.3f2a9c1b.js', path.join(dist, 'link.js'));
    await assert.rejects(packRelease(dist, path.join(work, 'link.tgz')), /not a regular file/);
  });
});

describe('module release archive: refusals', () => {
  it('refuses what is no gzip, a damaged gzip, a truncated one and a gzip of no tar', async () => {
    await ditolak(Buffer.from('PK\u0003\u0004 a zip'), /^Berkas rilis tidak valid: bukan arsip \.tgz/);
    await ditolak(Buffer.alloc(0), /bukan arsip \.tgz/);
    const good = await arsip(distBerkas());
    const rusak = Buffer.from(good);
    rusak.fill(0x55, 20, 60);
    await ditolak(rusak, /gzip rusak|tar rusak/);
    await ditolak(good.subarray(0, Math.floor(good.length / 2)), /gzip rusak atau arsip terpotong/);
    await ditolak(gzipSync(Buffer.from('just some text, not a tar archive at all')), /tar rusak atau terpotong/);
  });

  it('refuses a tar cut in the middle of a file', async () => {
    const tar = tarMentah(blok({ path: 'mf-manifest.json' }, Buffer.alloc(2000, 0x61)));
    await ditolak(gzipSync(tar.subarray(0, 512 + 1024)), /tar rusak atau terpotong/);
  });

  it('refuses links and devices', async () => {
    await ditolak(gzipSync(tarMentah(blok({ path: 'x.js', type: 'SymbolicLink', linkpath: '/etc/passwd' }))), /x\.js bukan berkas biasa \(SymbolicLink\)/);
    await ditolak(gzipSync(tarMentah(blok({ path: 'y.js', type: 'Link', linkpath: 'mf-manifest.json' }))), /y\.js bukan berkas biasa \(Link\)/);
    await ditolak(gzipSync(tarMentah(blok({ path: 'dev', type: 'CharacterDevice' }))), /dev bukan berkas biasa/);
    await ditolak(gzipSync(tarMentah(blok({ path: 'fifo', type: 'FIFO' }))), /fifo bukan berkas biasa/);
  });

  it('refuses absolute paths, .., backslashes and NUL', async () => {
    await ditolak(gzipSync(tarMentah(blok({ path: '/etc/cron.d/x' }, Buffer.from('a')))), /jalur absolut tidak diizinkan: \/etc\/cron\.d\/x/);
    await ditolak(gzipSync(tarMentah(blok({ path: '../../x.js' }, Buffer.from('a')))), /jalur keluar dari arsip \('\.\.'\)/);
    await ditolak(gzipSync(tarMentah(blok({ path: 'a/../../x.js' }, Buffer.from('a')))), /jalur keluar dari arsip/);
    await ditolak(gzipSync(tarMentah(blok({ path: 'a\\x.js' }, Buffer.from('a')))), /garis miring terbalik/);
    // node-tar cuts a pax path at its first NUL (and a plain header's name ends at one), so a NUL
    // cannot reach the check through an archive: the check itself.
    assert.deepEqual(periksaJalur('a\u0000b.js'), { alasan: 'nama berkas berisi karakter NUL: "a\\u0000b.js"' });
    assert.deepEqual(periksaJalur('./static/a.js'), { jalur: 'static/a.js' });
    assert.ok('alasan' in periksaJalur('a//b.js'));
    assert.ok('alasan' in periksaJalur('a/./b.js'));
    assert.ok('alasan' in periksaJalur('C:/x.js'));
  });

  it('refuses more files than the limit', async () => {
    const berkas: Record<string, string> = { ...distBerkas() };
    for (let i = 0; i < 20; i++) berkas[`chunk-${i}.js`] = String(i);
    await ditolak(await arsip(berkas), /lebih dari 10 berkas/, { ...opsi, batas: { berkas: 10 } });
    assert.equal(BATAS_RILIS.berkas, 5000);
  });

  it('refuses more bytes unpacked than the limit, from the header, before reading them', async () => {
    await ditolak(await arsip({ ...distBerkas(), 'big.js': Buffer.alloc(4096, 0x61) }), /lebih dari 0 MB setelah diekstrak/, { ...opsi, batas: { terurai: 2048 } });
    // A header claiming 1 GiB: refused at once, whatever follows.
    const t0 = Date.now();
    await ditolak(gzipSync(Buffer.concat([blok({ path: 'big.js', size: 1024 ** 3 }), Buffer.alloc(4096)])), /setelah diekstrak \(kemungkinan gzip bomb\)/);
    assert.ok(Date.now() - t0 < 2000);
  });

  it('stops at the end of the tar: a gzip bomb of zeros is refused fast and in bounded memory, with the real limits', async () => {
    // 1 GiB of zeros (two zero blocks end a tar, the rest would be padding) in about 1 MiB of gzip:
    // a gzip file may be several members back to back, here 1024 copies of one MiB.
    const mib = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 1024 }, () => mib));
    assert.ok(bomb.length < BATAS_RILIS.bytes);
    const rss = process.memoryUsage().rss;
    const t0 = Date.now();
    await ditolak(bomb, /tar rusak atau terpotong/);
    const ms = Date.now() - t0;
    assert.ok(ms < 2000, `took ${ms} ms`);
    assert.ok(process.memoryUsage().rss - rss < 100 * 1024 * 1024, 'memory grew by more than 100 MB');
    // After a real archive's end, what follows is never inflated either.
    const good = await arsip(distBerkas());
    const t1 = Date.now();
    assert.equal((await bacaArsipRilis(Buffer.concat([good, bomb]), opsi)).manifest.id, 'mf-mutasi');
    assert.ok(Date.now() - t1 < 2000);
  });

  it('stops inflating when the tar stream passes the limit, whatever it holds (here: only directories)', async () => {
    const dirs = Array.from({ length: 2000 }, (_, i) => blok({ path: `d${i}/`, type: 'Directory' }));
    await ditolak(gzipSync(tarMentah(...dirs)), /kemungkinan gzip bomb/, { ...opsi, batas: { berkas: 10, terurai: 4096 } });
  });

  it('refuses an archive larger than the upload limit', async () => {
    await ditolak(await arsip(distBerkas()), /arsip lebih dari 0 MB/, { ...opsi, batas: { bytes: 10 } });
  });

  it('refuses a missing, unreadable or misshapen sid-rilis.json', async () => {
    await ditolak(await arsip(distBerkas(), null), /sid-rilis\.json tidak ada di akar arsip/);
    await ditolak(await arsip(distBerkas(), '{"id": "mf-mutasi",'), /sid-rilis\.json bukan JSON yang valid/);
    await ditolak(await arsip(distBerkas(), '[1,2]'), /sid-rilis\.json: harus berupa objek JSON/);
    const berkas = distBerkas();
    const { versi: _v, ...tanpaVersi } = manifestUntuk(berkas);
    await ditolak(await arsip(berkas, tanpaVersi), /"versi" harus berupa teks/);
    await ditolak(await arsip(berkas, { ...manifestUntuk(berkas), berkas: [] }), /"berkas" harus berupa objek/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { berkas: { 'mf-manifest.json': { ukuran: -1, sha256: 'x' } } })), /berkas mf-manifest\.json harus punya "ukuran"/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { berkas: { '../x': { ukuran: 1, sha256: sha256('a') } } })), /nama berkas tidak valid: "\.\.\/x"/);
  });

  it('refuses an unknown module, a version or range that is no semver', async () => {
    const berkas = distBerkas();
    await assert.rejects(bacaArsipRilis(await arsip(berkas, manifestUntuk(berkas, { id: 'mf-lain' })), opsi), (err: unknown) => {
      assert.ok(err instanceof RilisTidakValid);
      assert.equal(err.message, 'Modul tidak dikenal: mf-lain');
      return true;
    });
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { id: '../etc' })), /"id" tidak valid/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { versi: '1.2' })), /"versi" bukan versi semver yang valid: "1\.2"/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { versi: 'v1.2.0' })), /"versi" bukan versi semver/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { versi_kontrak: 'satu' })), /"versi_kontrak" bukan versi semver/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { rentang_kontrak: '^^1' })), /"rentang_kontrak" bukan rentang semver yang valid/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas, { rentang_shell: 'terbaru' })), /"rentang_shell" bukan rentang semver yang valid/);
  });

  it('refuses a listed file missing, a file not listed, and a size or SHA-256 that does not match, naming the file', async () => {
    const berkas = distBerkas();
    const { 'remoteEntry.js': _hilang, ...kurang } = berkas;
    await ditolak(await arsip(kurang, manifestUntuk(berkas)), /berkas remoteEntry\.js tercantum di sid-rilis\.json tetapi tidak ada di arsip/);
    await ditolak(await arsip({ ...berkas, 'extra.js': 'x' }, manifestUntuk(berkas)), /berkas extra\.js tidak tercantum di sid-rilis\.json/);
    await ditolak(await arsip({ ...berkas, 'remoteEntry.js': 'var mf_mutasi;;' }, manifestUntuk(berkas)), /ukuran remoteEntry\.js tidak cocok/);
    await ditolak(await arsip({ ...berkas, 'remoteEntry.js': 'var mf_mutasX;' }, manifestUntuk(berkas)), /SHA-256 remoteEntry\.js tidak cocok/);
  });

  it('refuses a build without mf-manifest.json', async () => {
    const { 'mf-manifest.json': _m, ...berkas } = distBerkas();
    await ditolak(await arsip(berkas), /mf-manifest\.json tidak ada di akar arsip/);
  });

  it('refuses a duplicate entry', async () => {
    const berkas = distBerkas();
    await ditolak(await arsip(berkas, manifestUntuk(berkas), ['sid-rilis.json', ...Object.keys(berkas), 'remoteEntry.js']), /entri ganda di arsip: remoteEntry\.js/);
    await ditolak(await arsip(berkas, manifestUntuk(berkas), ['sid-rilis.json', 'sid-rilis.json', ...Object.keys(berkas)]), /entri ganda di arsip: sid-rilis\.json/);
  });
});

describe("a built-in module's identity (sid-modul.json)", () => {
  it('reads it, or null when it is absent or invalid', async () => {
    const dir = path.join(work, 'bawaan');
    mkdirSync(dir);
    assert.equal(await bacaIdentitasBawaan(dir), null);
    writeFileSync(path.join(dir, 'sid-modul.json'), '{');
    assert.equal(await bacaIdentitasBawaan(dir), null);
    writeFileSync(path.join(dir, 'sid-modul.json'), JSON.stringify({ id: 'mf-admin', versi: 'x', versi_kontrak: '1.0.0', rentang_kontrak: '^1.0.0', rentang_shell: '^1.0.0' }));
    assert.equal(await bacaIdentitasBawaan(dir), null);
    const identitas = { id: 'mf-admin', versi: '0.1.0', versi_kontrak: '1.0.0', rentang_kontrak: '^1.0.0', rentang_shell: '^1.0.0' };
    writeFileSync(path.join(dir, 'sid-modul.json'), JSON.stringify(identitas));
    assert.deepEqual(await bacaIdentitasBawaan(dir), identitas);
  });
});
