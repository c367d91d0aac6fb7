/**
 * Room for a backup run (docs/adr/0011-backups.md, the full disk). A run writes the database's dump
 * into DATA_DIR (the uploads and the module store are hard links), then the archive into BACKUP_DIR (twice while it is
 * encrypted). When that would take DATA_DIR's disk below DISK_MIN_FREE_MB the run is not started: a
 * full disk would stop PGlite (src/lib/disk-space.ts). The database folder's size bounds its dump.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { directoryBytes, sameDisk, type DiskSpaceGuard } from '../lib/disk-space.js';
import { filesDir } from '../lib/files.js';

/** A run not started for want of room; `free` and `needed` are the disk's bytes (the floor included). */
export class BackupNoRoomError extends Error {
  constructor(
    readonly free: number,
    readonly needed: number,
  ) {
    super(`not enough room for a backup: ${free} bytes free, about ${needed} needed`);
  }
}

export async function ensureBackupRoom(o: { guard: DiskSpaceGuard | undefined; database: Database; dataDir: string; backupDir: string; encrypted: boolean }): Promise<void> {
  const { guard } = o;
  if (!guard?.enabled) return;
  const dump = o.database.kind === 'pglite' ? await directoryBytes(path.join(o.dataDir, 'pglite')) : 0;
  let needed = dump;
  await mkdir(o.backupDir, { recursive: true });
  if (await sameDisk(o.dataDir, o.backupDir)) needed += (dump + (await directoryBytes(filesDir(o.dataDir))) + (await directoryBytes(path.join(o.dataDir, 'modul')))) * (o.encrypted ? 2 : 1);
  const headroom = await guard.headroom();
  if (headroom < needed) throw new BackupNoRoomError(headroom + guard.minFreeBytes, needed + guard.minFreeBytes);
}
