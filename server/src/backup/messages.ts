/** What a backup run says in the list and on the dashboard (Indonesian; the raw error goes to the log). */
import { BackupNoRoomError } from './room.js';

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/** Why a run failed, for the person reading the list. */
export function failureMessage(err: unknown, backupDir: string): string {
  if (err instanceof BackupNoRoomError) {
    return `Pencadangan tidak dimulai: ruang disk server tidak cukup (sisa ${formatSize(Math.max(0, err.free))}, perlu sekitar ${formatSize(err.needed)}). Kosongkan ruang disk atau pindahkan BACKUP_DIR ke disk lain.`;
  }
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'ENOSPC') return `Pencadangan gagal: ruang disk penuh (${backupDir}). Kosongkan ruang atau pindahkan BACKUP_DIR ke disk lain.`;
  if (e?.code === 'EACCES' || e?.code === 'EPERM' || e?.code === 'EROFS') return `Pencadangan gagal: tidak dapat menulis ke ${backupDir}. Periksa izin folder BACKUP_DIR.`;
  if (e?.code === 'ENOENT' && typeof e.path === 'string' && e.path.startsWith(backupDir)) return `Pencadangan gagal: folder ${backupDir} tidak tersedia (disk atau folder bersama terlepas?).`;
  return `Pencadangan gagal: ${e?.message ?? String(err)}`;
}
