// Packs a module's built dist into a release archive (docs/modul-rilis-format.md): a gzip'd tar with
// sid-rilis.json at its root (the dist's sid-modul.json, the time it was packed and the size and
// SHA-256 of every dist file) and every dist file beside it at the same relative path. Entries are
// in sorted order, with portable headers (no owner), mode 0644 and one fixed mtime. An existing
// archive is never replaced: a release never changes.
import { createHash } from 'node:crypto';
import { chmod, cp, link, lstat, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create } from 'tar';

const IDENTITAS = 'sid-modul.json';
const MANIFEST = 'sid-rilis.json';
/** Every entry's mtime: the bytes of a file, not when it was built, are the release. */
const MTIME = new Date('2000-01-01T00:00:00Z');

/** Every regular file under `dir`, as sorted '/'-separated relative paths; a link or device is refused. */
async function daftarBerkas(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await daftarBerkas(dir, rel)));
    else if (entry.isFile()) out.push(rel);
    else throw new Error(`${join(dir, rel)} is not a regular file (links and devices cannot be released)`);
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Packs `distDir` into `outFile` (which must not exist yet). Returns the manifest written as
 * sid-rilis.json.
 * @param {string} distDir
 * @param {string} outFile
 * @param {{ now?: Date }} [options]
 */
export async function packRelease(distDir, outFile, { now = new Date() } = {}) {
  const identitasFile = join(distDir, IDENTITAS);
  let identitas;
  try {
    identitas = JSON.parse(await readFile(identitasFile, 'utf8'));
  } catch (err) {
    throw new Error(`${identitasFile} is missing or not JSON (is this a module's production build?): ${err.message}`);
  }
  for (const key of ['id', 'versi', 'versi_kontrak', 'rentang_kontrak', 'rentang_shell']) {
    if (typeof identitas[key] !== 'string' || identitas[key] === '') throw new Error(`${identitasFile}: "${key}" is missing`);
  }
  const files = await daftarBerkas(distDir);
  if (files.includes(MANIFEST)) throw new Error(`${distDir} already holds a ${MANIFEST}`);
  if (!files.includes('mf-manifest.json')) throw new Error(`${distDir} has no mf-manifest.json (not a module's production build)`);

  const berkas = {};
  for (const rel of files) {
    const data = await readFile(join(distDir, rel));
    berkas[rel] = { ukuran: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }
  const manifest = {
    id: identitas.id,
    versi: identitas.versi,
    versi_kontrak: identitas.versi_kontrak,
    rentang_kontrak: identitas.rentang_kontrak,
    rentang_shell: identitas.rentang_shell,
    dibuat_pada: now.toISOString(),
    berkas,
  };

  try {
    await lstat(outFile);
    throw new Error(`${outFile} already exists: a release never changes, bump the module's version instead`);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }

  // A staging copy, so that every file gets the same mode whatever the umask that built it.
  const stage = await mkdtemp(join(tmpdir(), 'sid-rilis-'));
  const partial = join(dirname(outFile), `.${process.pid}-${Date.now()}.tgz.partial`);
  try {
    await cp(distDir, stage, { recursive: true });
    await writeFile(join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, ...files];
    for (const rel of entries) await chmod(join(stage, rel), 0o644);
    await create({ gzip: { level: 9 }, file: partial, cwd: stage, portable: true, mtime: MTIME, noDirRecurse: true, strict: true }, entries);
    // link() fails when outFile exists, unlike rename(): never replace a release, even one packed meanwhile.
    try {
      await link(partial, outFile);
    } catch (err) {
      if (err.code === 'EEXIST') throw new Error(`${outFile} already exists: a release never changes, bump the module's version instead`);
      throw err;
    }
  } finally {
    await rm(partial, { force: true });
    await rm(stage, { recursive: true, force: true });
  }
  return manifest;
}
