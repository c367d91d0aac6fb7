/**
 * Backups in the product (docs/adr/0011-backups.md): the runs, starting one now, the dashboard's
 * warning, downloading an archive. The work itself is src/backup/ (as the database's owner, never in
 * a village's scope). Who may do what depends on the server: a single-village install's Super Admin
 * does everything; in a regency (more than one village) the Admin Kabupaten sees and starts backups,
 * and nobody downloads an archive through the API (it holds every village's personal data: the
 * operator copies it from BACKUP_DIR).
 */
import type { AppContext, AuthContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { BackupBusyError, backupManagerOf } from '../backup/manager.js';
import type { BackupRun } from '../backup/runs.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { eksporDesaService } from './ekspor-desa.js';
import { dalamKabupaten } from './config.js';
import { conflict, notFound } from '../lib/errors.js';
import { paging, type PageQuery } from '../lib/paging.js';

export const CADANGAN_OLEH_KABUPATEN = 'Cadangan server ini mencakup semua desa: hanya Admin Kabupaten yang mengelolanya.';
export const UNDUH_OLEH_OPERATOR =
  'Arsip cadangan berisi data pribadi semua desa di server ini: pengunduhan hanya oleh operator server melalui baris perintah (salin dari BACKUP_DIR).';
export const CADANGAN_TIDAK_DITEMUKAN = 'Arsip cadangan tidak ditemukan (mungkin sudah dihapus oleh rotasi)';

export interface BackupAccess {
  /** May list, start and see the status. */
  lihat: boolean;
  unduh: boolean;
  /** Why not, in Indonesian. */
  alasan: string;
  /** A regency (more than one village): the archives hold every village's personal data. */
  kabupaten: boolean;
  /** May write the village's export to join a regency (a standalone install's Super Admin, services/ekspor-desa.ts). */
  ekspor: boolean;
}

/**
 * Shown on the regency console (and a single village's dashboard never: its archives hold one village)
 * until BACKUP_PASSPHRASE is set (issue 33): an unencrypted archive beside the data is every village's
 * registry for whoever copies one file.
 */
export const CADANGAN_TIDAK_TERENKRIPSI =
  'Arsip cadangan belum terenkripsi, padahal berisi data pribadi penduduk semua desa. Minta operator server mengatur BACKUP_PASSPHRASE (12 karakter atau lebih) lalu menyimpan kata sandinya di tempat aman, terpisah dari server dan arsip cadangan.';

export function toCadanganDto(r: BackupRun): Schemas['Cadangan'] {
  return {
    _id: r.id,
    mulai: r.startedAt,
    selesai: r.finishedAt,
    status: r.status,
    pemicu: r.trigger,
    ukuran: r.size,
    nama_berkas: r.fileName,
    terenkripsi: r.encrypted,
    tersedia: r.available,
    pesan: r.message,
  };
}

export function backupService(ctx: AppContext) {
  const manager = () => backupManagerOf(ctx);

  /** Decided as the owner before the request's scope opens (the number of villages crosses them). */
  async function access(user: AuthContext['user']): Promise<BackupAccess> {
    const regency = await dalamKabupaten(ctx);
    const kabupaten = regency;
    const ekspor = await eksporDesaService(ctx).boleh(user);
    if (user.role === 'Admin Kabupaten') return { lihat: true, unduh: false, alasan: UNDUH_OLEH_OPERATOR, kabupaten, ekspor };
    if (user.role === 'Super Admin' && !regency) return { lihat: true, unduh: true, alasan: '', kabupaten, ekspor };
    if (user.role === 'Super Admin') return { lihat: false, unduh: false, alasan: CADANGAN_OLEH_KABUPATEN, kabupaten, ekspor };
    return { lihat: false, unduh: false, alasan: 'Anda tidak memiliki akses untuk tindakan ini', kabupaten, ekspor };
  }

  async function list(q: PageQuery<Schemas['CadanganSort']>): Promise<{ rows: Schemas['Cadangan'][]; total: number }> {
    const runs = await manager().list();
    const sort = q.sort ?? 'mulai';
    const key = (r: BackupRun): string | number => (sort === 'ukuran' ? (r.size ?? -1) : sort === 'status' ? r.status : r.startedAt);
    runs.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      const c = ka < kb ? -1 : ka > kb ? 1 : a.startedAt.localeCompare(b.startedAt);
      return q.order === 'desc' ? -c : c;
    });
    const { limit, offset } = paging(q);
    return { rows: runs.slice(offset, offset + limit).map(toCadanganDto), total: runs.length };
  }

  async function start(): Promise<Schemas['Cadangan']> {
    try {
      return toCadanganDto(await manager().start('manual'));
    } catch (err) {
      if (err instanceof BackupBusyError) throw conflict('CONFLICT', err.message);
      throw err;
    }
  }

  async function status(rights: BackupAccess): Promise<Schemas['StatusCadangan']> {
    const s = await manager().status();
    const { schedule, hour, passphrase } = ctx.config.backup;
    const tanpaSandi = rights.kabupaten && !passphrase;
    return {
      peringatan: s.warning || tanpaSandi,
      pesan: [s.message, tanpaSandi ? CADANGAN_TIDAK_TERENKRIPSI : null].filter((m) => m !== null).join(' ') || null,
      berjalan: s.running,
      terakhir: s.last ? toCadanganDto(s.last) : null,
      terakhir_berhasil: s.lastGood ? toCadanganDto(s.lastGood) : null,
      jadwal: { aktif: schedule === 'daily', jam: hour, zona_waktu: ctx.config.timeZone },
      terenkripsi: Boolean(passphrase),
      unduh_diizinkan: rights.unduh,
      ekspor_desa_diizinkan: rights.ekspor,
    };
  }

  async function archive(id: string): Promise<{ file: string; fileName: string; size: number }> {
    const found = await manager().archive(id);
    if (!found) throw notFound(CADANGAN_TIDAK_DITEMUKAN);
    return found;
  }

  /** An archive to download, written first in the village's log: every copy of everyone's data that leaves the server is there. */
  async function download(id: string, scope: VillageContext, actor: Actor): Promise<{ file: string; fileName: string; size: number }> {
    const found = await archive(id);
    await logActivity(scope.db, actor, { activityName: `Mengunduh arsip cadangan ${found.fileName}`, entity: 'cadangan', entityId: id });
    return found;
  }

  return { access, list, start, status, archive, download };
}
