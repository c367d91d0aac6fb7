/**
 * The standalone village's export to join a regency, from its Super Admin's screen (issue 38,
 * docs/adr/0023-ekspor-gabung-desa.md): the archive `npm run ekspor-desa` writes (backup/ekspor-desa.ts's
 * tulisEkspor, the one writer of both), into a temporary folder, then streamed by the route and removed.
 * Only on a standalone install (one village, no Admin Kabupaten): in a regency the village's data is
 * already the regency's, and the archive would carry one village's every NIK out of a server whose
 * backups only the Admin Kabupaten manages. Runs as the database's owner, before the request's scope
 * (the export reads the village in a transaction of its own and writes its log entry first).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { periksaKunciGabung } from '@sid/openapi/domain';
import type { AppContext, Actor, AuthContext } from '../context.js';
import { tulisEkspor } from '../backup/ekspor-desa.js';
import { desaMandiri } from '../data/backups.js';
import { badRequest, forbidden } from '../lib/errors.js';

export const EKSPOR_HANYA_MANDIRI =
  'Ekspor untuk bergabung hanya dari desa yang berjalan mandiri: desa ini sudah berada di server kabupaten, datanya sudah tergabung.';
export const EKSPOR_HANYA_SUPER_ADMIN = 'Hanya Super Admin desa yang dapat mengekspor seluruh data desa';

export interface EksporSiap {
  file: string;
  fileName: string;
  size: number;
  /** Removes the temporary folder (once the download has been sent, or failed). */
  hapus: () => Promise<void>;
}

/** 'ekspor-desa-watugede-2026-11-30.sid': the village's code or name, and the day. */
export function namaBerkasEkspor(desa: { kode_wilayah?: unknown; nama_desa?: unknown }, tanggal: Date): string {
  const asal = String(desa.kode_wilayah ?? '') || String(desa.nama_desa ?? '') || 'desa';
  const slug = asal.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^-+|-+$/g, '') || 'desa';
  return `ekspor-desa-${slug}-${tanggal.toISOString().slice(0, 10)}.sid`;
}

export function eksporDesaService(ctx: AppContext) {
  /** Whether `user` may export the village here: a Super Admin of a standalone install. */
  async function boleh(user: AuthContext['user']): Promise<boolean> {
    return user.role === 'Super Admin' && (await desaMandiri(ctx.db));
  }

  /** Refused before anything is read: the role, the install, then the key. */
  async function periksa(user: AuthContext['user'], kunci: string): Promise<void> {
    if (user.role !== 'Super Admin') throw forbidden(EKSPOR_HANYA_SUPER_ADMIN);
    if (!(await desaMandiri(ctx.db))) throw forbidden(EKSPOR_HANYA_MANDIRI);
    const salah = periksaKunciGabung(kunci);
    if (salah) throw badRequest(salah);
  }

  async function tulis(user: AuthContext['user'], kunci: string, actor: Pick<Actor, 'id' | 'name' | 'desaId'>): Promise<EksporSiap> {
    await periksa(user, kunci);
    const work = await mkdtemp(path.join(os.tmpdir(), 'sid-ekspor-desa-'));
    const hapus = () => rm(work, { recursive: true, force: true });
    try {
      const out = await tulisEkspor({ db: ctx.db, dataDir: ctx.config.dataDir, file: path.join(work, 'ekspor.sid'), kunci, desaId: actor.desaId, pelaku: { id: actor.id, name: actor.name } });
      return { file: out.file, fileName: namaBerkasEkspor(out.manifest.desa, new Date()), size: out.size, hapus };
    } catch (err) {
      await hapus();
      throw err;
    }
  }

  return { boleh, tulis };
}
