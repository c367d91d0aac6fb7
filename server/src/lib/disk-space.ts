/**
 * A write guard for a full disk (docs/adr/0011-backups.md, "A full disk"). PGlite refuses a table's
 * new page on a full disk cleanly (53100), but when it needs a new 16 MB WAL segment and cannot make
 * one it never returns: the server's only thread spins and nothing answers until a restart. So on
 * PGlite the server refuses writes itself (507 DISK_PENUH, nothing started) while DATA_DIR has less
 * free space than DISK_MIN_FREE_MB (default two WAL segments), and PGlite never meets the full disk.
 */
import { readdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';

/** PostgreSQL's (and PGlite's) WAL segment size. */
export const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

/** Bytes an unprivileged process may still write on the disk holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
}

/** Whether two existing paths are on the same file system (device). */
export async function sameDisk(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([stat(a), stat(b)]);
  return sa.dev === sb.dev;
}

/** The bytes of every file under `dir` (0 when it does not exist). */
export async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** An ENOSPC of our own: the error handler answers it 507 DISK_PENUH and logs why. */
export function diskSpaceLow(dir: string, free: number, needed: number): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: ${dir} has ${mb(free)} free, below the ${mb(needed)} kept free (DISK_MIN_FREE_MB): write refused before it started`), {
    code: 'ENOSPC',
    path: dir,
  });
}

export class DiskSpaceGuard {
  /**
   * @param dir DATA_DIR
   * @param minFreeBytes writes are refused below this; 0 turns the guard off
   */
  constructor(
    readonly dir: string,
    readonly minFreeBytes: number,
  ) {}

  get enabled(): boolean {
    return this.minFreeBytes > 0;
  }

  /** Free bytes of DATA_DIR's disk minus what is kept free (negative: below the floor). */
  async headroom(): Promise<number> {
    return (await freeBytes(this.dir)) - this.minFreeBytes;
  }

  /** Throws an ENOSPC (507 DISK_PENUH) when DATA_DIR has less free space than the floor, plus `extra` bytes about to be written. */
  async ensure(extra = 0): Promise<void> {
    if (!this.enabled) return;
    const free = await freeBytes(this.dir);
    if (free < this.minFreeBytes + extra) throw diskSpaceLow(this.dir, free, this.minFreeBytes + extra);
  }
}
