/**
 * Serving an installed release's files at /mf/<id>/<versi>/<file> (docs/modul-rilis.md): only the
 * files its sid-rilis.json lists, only of the types a module needs (modul/jenis-berkas.ts), each with
 * its type set here, and only while its bytes still match the SHA-256 recorded at install. A file
 * changed on disk since (by hand, by a broken disk, by an intruder who could write there but not to
 * sid-rilis.json) is refused, so it never runs in a browser; the check of a file is remembered by its
 * size, times and inode, so an unchanged file is hashed once per process.
 *
 * Every answer also says `Content-Security-Policy: sandbox` (see the route): a script or a manifest
 * loaded by the shell ignores it, and anything opened on its own runs in an opaque origin that
 * cannot read the app's storage.
 */
import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../lib/errors.js';
import { NAMA_MANIFEST, periksaJalur, type ManifestRilis } from './arsip.js';
import { jenisBerkas } from './jenis-berkas.js';
import type { ModulStore } from './store.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** The most files whose check is remembered (each release has at most 5000). */
const BATAS_INGATAN = 50_000;

type Tercantum = ManifestRilis['berkas'];

const kunciStat = (s: { size: number; mtimeMs: number; ctimeMs: number; ino: number; dev: number }) => `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}:${s.dev}`;

/** Accept-Encoding's codings with a q above 0. */
function diterima(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const bagian of String(header ?? '').split(',')) {
    const [nama, ...param] = bagian.trim().toLowerCase().split(';');
    const q = param.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (nama && (!q || Number(q.slice(2)) > 0)) out.add(nama);
  }
  return out;
}

/** A file of a release that no longer matches what was installed: never sent. */
export class BerkasRilisBerubah extends AppError {
  constructor(id: string, versi: string, nama: string) {
    super(500, 'INTERNAL_ERROR', `Berkas ${nama} modul ${id} versi ${versi} berubah sejak dipasang dan tidak dikirim. Pasang ulang rilis ini dari arsipnya.`);
    this.name = 'BerkasRilisBerubah';
  }
}

export function penyajiRilis(store: ModulStore) {
  const manifests = new Map<string, { kunci: string; berkas: Tercantum }>();
  const terperiksa = new Map<string, string>();

  /** The release's list of files, from its sid-rilis.json (read again when it changes); null: none. */
  async function daftarBerkas(dir: string): Promise<Tercantum | null> {
    const file = path.join(dir, NAMA_MANIFEST);
    let kunci: string;
    try {
      kunci = kunciStat(await stat(file));
    } catch {
      return null;
    }
    const ada = manifests.get(dir);
    if (ada?.kunci === kunci) return ada.berkas;
    const handle = await open(file, 'r');
    let teks: string;
    try {
      teks = await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
    let berkas: Tercantum;
    try {
      berkas = (JSON.parse(teks) as ManifestRilis).berkas;
      if (typeof berkas !== 'object' || berkas === null) return null;
    } catch {
      return null;
    }
    manifests.set(dir, { kunci, berkas });
    return berkas;
  }

  /** The bytes of a listed file when they still match its size and SHA-256; throws when they do not. */
  async function baca(id: string, versi: string, dir: string, nama: string, harapan: { ukuran: number; sha256: string }): Promise<Buffer> {
    const jalur = path.join(dir, ...nama.split('/'));
    const handle = await open(jalur, 'r');
    try {
      const s = await handle.stat();
      if (!s.isFile() || s.size !== harapan.ukuran) throw new BerkasRilisBerubah(id, versi, nama);
      const isi = await handle.readFile();
      const kunci = kunciStat(s);
      if (terperiksa.get(jalur) === kunci && isi.length === harapan.ukuran) return isi;
      if (isi.length !== harapan.ukuran || createHash('sha256').update(isi).digest('hex') !== harapan.sha256) {
        terperiksa.delete(jalur);
        throw new BerkasRilisBerubah(id, versi, nama);
      }
      if (terperiksa.size >= BATAS_INGATAN) terperiksa.clear();
      terperiksa.set(jalur, kunci);
      return isi;
    } finally {
      await handle.close();
    }
  }

  /** Answers one request for `file` of release `id` `versi` (both checked by the route). */
  return async function sajikan(request: FastifyRequest, reply: FastifyReply, id: string, versi: string, file: string): Promise<void> {
    const tidakAda = () => notFound('Berkas modul tidak ditemukan');
    const cek = periksaJalur(file);
    if ('alasan' in cek || cek.jalur !== file || file === NAMA_MANIFEST) throw tidakAda();
    const jenis = jenisBerkas(file);
    // A compressed copy is chosen here, never asked for by name.
    if (!jenis || jenis.encoding !== null) throw tidakAda();
    if (!(await store.ada(id, versi))) throw tidakAda();
    const dir = store.direktori(id, versi);
    const berkas = await daftarBerkas(dir);
    const asli = berkas && Object.hasOwn(berkas, file) ? berkas[file] : undefined;
    if (!berkas || !asli) throw tidakAda();

    const bisa = diterima(request.headers['accept-encoding']);
    const salinan = (['br', 'gzip'] as const)
      .map((enc) => ({ enc, nama: `${file}.${enc === 'br' ? 'br' : 'gz'}` }))
      .filter((s) => Object.hasOwn(berkas, s.nama));
    const pilihan = salinan.find((s) => bisa.has(s.enc));
    const nama = pilihan?.nama ?? file;
    const harapan = (pilihan ? berkas[pilihan.nama] : asli) as { ukuran: number; sha256: string };

    let isi: Buffer;
    try {
      isi = await baca(id, versi, dir, nama, harapan);
    } catch (err) {
      const berubah = err instanceof BerkasRilisBerubah ? err : (err as NodeJS.ErrnoException).code === 'ENOENT' ? new BerkasRilisBerubah(id, versi, nama) : null;
      if (!berubah) throw err;
      request.log.error({ modul: id, versi, berkas: nama }, 'berkas rilis modul berubah sejak dipasang / release file changed since install: refused');
      throw berubah;
    }
    const etag = `"${harapan.sha256}"`;
    reply.header('content-type', jenis.contentType);
    reply.header('cache-control', LONG_CACHE);
    reply.header('etag', etag);
    if (salinan.length > 0) reply.header('vary', 'Accept-Encoding');
    if (pilihan) reply.header('content-encoding', pilihan.enc);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304).send();
      return;
    }
    reply.send(isi);
  };
}
