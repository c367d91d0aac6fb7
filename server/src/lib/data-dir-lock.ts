import path from 'node:path';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} sedang dipakai oleh server lain (pid ${pid}). Hentikan server itu atau pakai DATA_DIR lain.\n` +
        `DATA_DIR ${dataDir} is in use by another server (pid ${pid}). Stop that server or use another DATA_DIR.\n` +
        `(Lock file: ${path.join(dataDir, LOCK_FILE)}; delete it only if no such server is running.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Two servers on one DATA_DIR would open one PGlite database twice and corrupt it; nothing in PGlite
 * prevents that. An exclusive lock file with our pid does. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let pid = NaN;
    try {
      pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch {
      /* vanished between the two calls: try again */
    }
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    // Stale (dead pid or garbage): remove and retry; 'wx' keeps two takers from both winning.
    try {
      unlinkSync(file);
    } catch {
      /* someone else removed it */
    }
  }
  throw new Error(`Tidak dapat mengunci / cannot lock ${file}`);
}
