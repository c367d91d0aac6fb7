/**
 * Data Terhapus past its 30 days goes by itself (docs/adr/0012-data-terhapus.md): at start and then
 * every hour, in every village, as the database's owner (no village's scope: it is the server's
 * housekeeping, like the backups); the uploaded files' bytes after the commit. With several app
 * processes on one PostgreSQL (issue 39) each one's timer fires, and the one holding the task lock
 * purges while the others skip that hour (db/tugas-sekali.ts): a process dying leaves it to the next.
 */
import type { FastifyBaseLogger } from 'fastify';
import { purgeKedaluwarsa } from '../data/data-terhapus.js';
import type { Db } from '../db/client.js';
import { unlinkStoredFiles } from '../lib/files.js';
import { tugasSatuProses, type HasilTugas, type TugasSekali } from '../db/tugas-sekali.js';

/** Purges every entry whose time is up; answers how many went. */
export async function purgeDataTerhapusKedaluwarsa(db: Db, dataDir: string, log?: FastifyBaseLogger): Promise<number> {
  const { entri, storedNames } = await purgeKedaluwarsa(db);
  await unlinkStoredFiles(dataDir, storedNames, log);
  return entri;
}

/** The purge by one process at a time ('sibuk': another process is purging now). */
export function purgeSekali(tugas: TugasSekali, db: Db, dataDir: string): Promise<HasilTugas> {
  return tugas.jalankan('purge-data-terhapus', null, async () => void (await purgeDataTerhapusKedaluwarsa(db, dataDir)));
}

/** Runs the purge every `minutes`; the timer never keeps the process alive. */
export function schedulePurgeDataTerhapus(
  db: Db,
  dataDir: string,
  onError: (err: unknown) => void,
  minutes = 60,
  tugas: TugasSekali = tugasSatuProses,
): { stop(): void } {
  const timer = setInterval(() => {
    purgeSekali(tugas, db, dataDir).catch(onError);
  }, minutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
