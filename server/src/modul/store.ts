/**
 * Where installed module releases are kept. An interface, so that object storage can replace the
 * disk later; modulStoreDisk keeps them under <DATA_DIR>/modul as <root>/<id>/<versi>/..., each
 * release's files as its archive held them plus its sid-rilis.json. A release never changes: a
 * version is written once, whole (into <root>/.tmp-* then renamed into place), or not at all.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import semver from 'semver';
import { AppError } from '../lib/errors.js';
import { NAMA_MANIFEST, periksaJalur, type ManifestRilis, type SalinBerkas } from './arsip.js';

export interface ModulStore {
  /** The directory a release's files are served from. */
  direktori(id: string, versi: string): string;
  ada(id: string, versi: string): Promise<boolean>;
  /**
   * Writes all files (given whole, or streamed out of the archive one by one) then renames into place
   * (atomic); throws RilisSudahAda if the version exists.
   */
  simpan(manifest: ManifestRilis, berkas: Map<string, Buffer> | SalinBerkas): Promise<void>;
  hapus(id: string, versi: string): Promise<void>;
  daftar(): Promise<{ id: string; versi: string }[]>;
}

/** A version already installed: 409 RILIS_SUDAH_ADA (a release never changes: bump the version). */
export class RilisSudahAda extends AppError {
  constructor(id: string, versi: string) {
    super(409, 'RILIS_SUDAH_ADA', `Rilis ${id} ${versi} sudah terpasang. Rilis tidak pernah diubah: naikkan versinya lalu rilis ulang`);
    this.name = 'RilisSudahAda';
  }
}

const TMP = '.tmp-';

/** An id and version safe as directory names (what bacaArsipRilis lets through). */
function periksaNama(id: string, versi: string): void {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new Error(`id modul tidak valid: ${JSON.stringify(id)}`);
  if (semver.valid(versi) !== versi) throw new Error(`versi tidak valid: ${JSON.stringify(versi)}`);
}

const kodeError = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code;

export function modulStoreDisk(root: string): ModulStore {
  const direktori = (id: string, versi: string) => {
    periksaNama(id, versi);
    return join(root, id, versi);
  };

  const ada = async (id: string, versi: string) => {
    try {
      return (await stat(direktori(id, versi))).isDirectory();
    } catch (err) {
      if (kodeError(err) === 'ENOENT') return false;
      throw err;
    }
  };

  return {
    direktori,
    ada,

    async simpan(manifest, berkas) {
      const tujuan = direktori(manifest.id, manifest.versi);
      if (await ada(manifest.id, manifest.versi)) throw new RilisSudahAda(manifest.id, manifest.versi);
      await mkdir(root, { recursive: true });
      const tmp = await mkdtemp(join(root, TMP));
      try {
        const tulis = async (nama: string, isi: Buffer | Readable) => {
          const cek = periksaJalur(nama);
          if ('alasan' in cek || cek.jalur !== nama || nama === NAMA_MANIFEST) throw new Error(`nama berkas tidak valid: ${JSON.stringify(nama)}`);
          const jalur = join(tmp, nama);
          await mkdir(dirname(jalur), { recursive: true });
          if (Buffer.isBuffer(isi)) await writeFile(jalur, isi, { flag: 'wx' });
          else await pipeline(isi, createWriteStream(jalur, { flags: 'wx' }));
        };
        if (typeof berkas === 'function') await berkas(tulis);
        else for (const [nama, isi] of berkas) await tulis(nama, isi);
        await writeFile(join(tmp, NAMA_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
        await mkdir(join(root, manifest.id), { recursive: true });
        // rename() replaces an empty directory of the same name: check again just before.
        if (await ada(manifest.id, manifest.versi)) throw new RilisSudahAda(manifest.id, manifest.versi);
        try {
          await rename(tmp, tujuan);
        } catch (err) {
          const code = kodeError(err);
          if (code === 'ENOTEMPTY' || code === 'EEXIST') throw new RilisSudahAda(manifest.id, manifest.versi);
          throw err;
        }
      } catch (err) {
        await rm(tmp, { recursive: true, force: true });
        throw err;
      }
    },

    async hapus(id, versi) {
      const dir = direktori(id, versi);
      if (!(await ada(id, versi))) return;
      // Out of the listing at once, then removed.
      const tmp = join(root, `${TMP}hapus-${id}-${versi}-${process.pid}-${Date.now()}`);
      await rename(dir, tmp);
      await rm(tmp, { recursive: true, force: true });
    },

    async daftar() {
      let ids: string[];
      try {
        ids = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
      } catch (err) {
        if (kodeError(err) === 'ENOENT') return [];
        throw err;
      }
      const hasil: { id: string; versi: string }[] = [];
      for (const id of ids.sort()) {
        const versi = (await readdir(join(root, id), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
        for (const v of urutkanVersiTerbaru(versi)) hasil.push({ id, versi: v });
      }
      return hasil;
    },
  };
}

/** Semver versions newest first (1.10.0, 1.9.0, 1.9.0-rc.1); what is no valid version is left out. */
export function urutkanVersiTerbaru(versi: readonly string[]): string[] {
  return versi.filter((v) => semver.valid(v) === v).sort(semver.rcompare);
}
