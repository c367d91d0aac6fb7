/**
 * The files a backup gathers, as links where the disk allows (a file deleted meanwhile keeps its bytes
 * in the backup's work folder): the uploads, and the module store's release folders, nested.
 */
import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** The module store's folder (src/modul/store.ts, modulStoreDisk). */
export const modulDir = (dataDir: string) => path.join(dataDir, 'modul');

export const safeName = (name: string) => name === path.basename(name) && !name.startsWith('.') && name.length > 0;

export async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return true;
    if (code === 'ENOENT') return false;
    if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') {
      await copyFile(from, to);
      return true;
    }
    throw err;
  }
}

/**
 * Links (or copies) the tree `from` into `to`, folders recreated; anything but files and folders is left
 * out (the store holds none). False, with `to` removed, when `from` or part of it is gone.
 */
export async function linkTree(from: string, to: string): Promise<boolean> {
  const walk = async (src: string, dst: string): Promise<boolean> => {
    let entries;
    try {
      entries = await readdir(src, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
      throw err;
    }
    await mkdir(dst, { recursive: true });
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!(await walk(path.join(src, e.name), path.join(dst, e.name)))) return false;
      } else if (e.isFile()) {
        if (!(await linkOrCopy(path.join(src, e.name), path.join(dst, e.name)))) return false;
      }
    }
    return true;
  };
  if (await walk(from, to)) return true;
  await rm(to, { recursive: true, force: true });
  return false;
}

/** The files under `dir`, as paths relative to it with '/', sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(r);
      else out.push(r);
    }
  };
  await walk('');
  return out.sort();
}

/** The releases in the store: <root>/<id>/<versi>/ folders (names as the store writes them, none hidden). */
export async function storeReleases(root: string): Promise<Array<{ id: string; versi: string }>> {
  const dirs = async (dir: string) => (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory() && safeName(d.name)).map((d) => d.name);
  const out: Array<{ id: string; versi: string }> = [];
  for (const id of await dirs(root)) for (const versi of await dirs(path.join(root, id))) out.push({ id, versi });
  return out;
}
