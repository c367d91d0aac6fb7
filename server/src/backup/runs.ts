/**
 * The record of every backup run: BACKUP_DIR/index.json (written to a temporary file and renamed, one
 * writer at a time), beside the archives it describes, so it survives the database it backs up.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type RunStatus = 'berjalan' | 'berhasil' | 'gagal';

export interface BackupRun {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  status: RunStatus;
  trigger: 'jadwal' | 'manual';
  size: number | null;
  fileName: string | null;
  encrypted: boolean;
  /** The archive is still in BACKUP_DIR (false once rotated away). */
  available: boolean;
  message: string;
  durationMs: number | null;
  counts?: Record<string, number>;
}

export const INDEX_FILE = 'index.json';
const KEEP_RUNS = 500;

export class RunIndex {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  async read(): Promise<BackupRun[]> {
    try {
      const parsed = JSON.parse(await readFile(path.join(this.dir, INDEX_FILE), 'utf8')) as { runs?: BackupRun[] };
      return Array.isArray(parsed.runs) ? parsed.runs : [];
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  /** Changes the runs under the one-writer queue; returns what `fn` returns. */
  update<T>(fn: (runs: BackupRun[]) => T): Promise<T> {
    const next = this.queue.then(async () => {
      const runs = await this.read();
      const result = fn(runs);
      runs.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
      const kept = runs.slice(-KEEP_RUNS);
      await mkdir(this.dir, { recursive: true });
      const tmp = path.join(this.dir, `.${INDEX_FILE}.${process.pid}.tmp`);
      await writeFile(tmp, `${JSON.stringify({ runs: kept }, null, 1)}\n`, { mode: 0o600 });
      await rename(tmp, path.join(this.dir, INDEX_FILE));
      return result;
    });
    this.queue = next.catch(() => {});
    return next;
  }
}

/** A run left 'berjalan' by a server that stopped mid-way is failed; leftovers of it are removed. */
export async function cleanLeftovers(index: RunIndex, dirs: { dataDir: string; backup: { dir: string } }): Promise<void> {
  const runs = await index.read().catch(() => [] as BackupRun[]);
  if (runs.some((r) => r.status === 'berjalan')) {
    await index.update((all) => {
      for (const r of all.filter((x) => x.status === 'berjalan')) {
        Object.assign(r, { status: 'gagal', finishedAt: r.startedAt, message: 'Pencadangan gagal: server berhenti saat pencadangan berjalan.' });
      }
    });
  }
  for (const name of await readdir(dirs.dataDir).catch(() => [] as string[])) {
    if (name.startsWith('.cadangan-')) await rm(path.join(dirs.dataDir, name), { recursive: true, force: true });
  }
  for (const name of await readdir(dirs.backup.dir).catch(() => [] as string[])) {
    if (name.startsWith('.') && name.includes('.tmp')) await rm(path.join(dirs.backup.dir, name), { force: true });
  }
}
