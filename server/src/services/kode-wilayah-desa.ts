/**
 * A village's Kemendagri code: checked the same way when a village is added and when the
 * environment's first village (created without one) is given its code by the Admin Kabupaten
 * (issue 40). The code must be in the official list and of this regency; once set it stays.
 */
import type { KabupatenContext } from '../context.js';
import { findDesaRingkasan, kodeKabupatenTerdaftar, kunciKodeKabupaten, lockDesa, updateDesaRow, type DesaRingkasan } from '../data/kabupaten.js';
import { logKabupatenActivity, type Actor } from '../data/activity-log.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { cariWilayahDesa, type Wilayah } from '../lib/wilayah.js';

export const DESA_TIDAK_DITEMUKAN = 'Desa tidak ditemukan';
export const WILAYAH_TIDAK_DITEMUKAN = 'Kode wilayah tidak ditemukan dalam daftar wilayah Kemendagri';

/**
 * The official entry of a code of this regency (400 otherwise). Takes the regency's code lock, held
 * to the transaction's end: two villages registering at once must not start two regencies.
 */
export async function periksaKodeWilayah(ctx: KabupatenContext, kode: string): Promise<Wilayah> {
  const found = cariWilayahDesa(kode);
  if (!found) throw badRequest(WILAYAH_TIDAK_DITEMUKAN);
  await kunciKodeKabupaten(ctx.db);
  const prefix = ctx.config.kodeKabupaten ?? (await kodeKabupatenTerdaftar(ctx.db));
  if (prefix && !found.kode_wilayah.startsWith(`${prefix}.`)) {
    throw badRequest(`Kode wilayah ${found.kode_wilayah} bukan desa di kabupaten ini (kode ${prefix})`);
  }
  return found;
}

/**
 * Sets the code of a village that has none. Its names stay (the first village's come from the
 * environment, which the server writes again at every start); a taken code is the database's unique
 * constraint, a 409 KODE_WILAYAH_TAKEN.
 */
export async function setKodeWilayah(ctx: KabupatenContext, id: string, kode: string, actor: Actor): Promise<DesaRingkasan> {
  idOr404(id, DESA_TIDAK_DITEMUKAN);
  const before = await lockDesa(ctx.db, id);
  if (!before) throw notFound(DESA_TIDAK_DITEMUKAN);
  if (before.kodeWilayah) {
    throw conflict('CONFLICT', `Desa ${before.namaDesa} sudah memiliki kode wilayah ${before.kodeWilayah}; kode wilayah tidak dapat diubah`);
  }
  const found = await periksaKodeWilayah(ctx, kode);
  await updateDesaRow(ctx.db, id, { kodeWilayah: found.kode_wilayah });
  const dto = (await findDesaRingkasan(ctx.db, id)) as DesaRingkasan;
  await logKabupatenActivity(ctx.db, actor, {
    activityName: `Menetapkan kode wilayah desa ${dto.nama_desa} (${found.kode_wilayah})`,
    entity: 'desa',
    entityId: id,
    before: { kode_wilayah: null },
    after: { kode_wilayah: found.kode_wilayah },
  });
  return dto;
}
