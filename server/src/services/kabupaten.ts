/**
 * The regency console (Admin Kabupaten): villages and their counts, adding a village by its
 * Kemendagri code, its letterhead, deactivating it, its Super Admins. Runs in a regency transaction
 * (KabupatenContext): registry rows stay out of sight; a village's users are reached with asDesa.
 * Everything it changes is written to the regency's own log.
 */
import type { KabupatenContext } from '../context.js';
import type { Schemas } from '../contract.js';
import {
  findDesaRingkasan,
  insertDesa,
  listAktivitasKabupaten,
  listDesaRingkasan,
  lockDesa,
  ringkasanKabupaten,
  superAdminDesa,
  updateDesaRow,
  type DesaFilter,
  type DesaRingkasan,
  type DesaSort,
} from '../data/kabupaten.js';
import { insertTindakan, listTindakan, toTindakanDto, type TindakanKabupatenDto, type TindakanKabupatenSort } from '../data/tindakan-kabupaten.js';
import { insertUser, lockSuperAdmins, lockUser, revokeDesaSessions, toUserDto, updateUserRow, type UserDto } from '../data/users.js';
import type { JenisTindakanKabupaten } from '../db/schema.js';
import { logActivity, logKabupatenActivity, type Actor } from '../data/activity-log.js';
import { badRequest, notFound } from '../lib/errors.js';
import { periksaAlasanTindakan } from '@sid/openapi/domain';
import { idOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';
import { hashPassword } from '../lib/password.js';
import { cariWilayahDesa } from '../lib/wilayah.js';
import { toActivityDto } from './activity.js';
import { DESA_TIDAK_DITEMUKAN, WILAYAH_TIDAK_DITEMUKAN, periksaKodeWilayah, setKodeWilayah } from './kode-wilayah-desa.js';

export { DESA_TIDAK_DITEMUKAN, WILAYAH_TIDAK_DITEMUKAN };
const SUPER_ADMIN_TIDAK_DITEMUKAN = 'Super Admin desa ini tidak ditemukan';

/** The reason the contract asks for where the regency reaches into a village (400 in the domain's words). */
function alasanWajib(alasan: string | undefined): string {
  const refused = periksaAlasanTindakan(alasan);
  if (refused) throw badRequest(refused);
  return (alasan as string).trim();
}

/** How the village's own log names the regency's operator: their name and where they act from. */
const pelakuDiDesa = (actor: Actor, desaId: string): Actor => ({ id: actor.id, name: `${actor.name} (Admin Kabupaten)`, desaId });

const KATA_TINDAKAN: Record<JenisTindakanKabupaten, string> = {
  super_admin_dibuat: 'membuat Super Admin',
  password_diatur: 'mengatur ulang password',
};

export function kabupatenService(ctx: KabupatenContext) {
  const { db } = ctx;

  const ringkasan = async (): Promise<Schemas['RingkasanKabupaten']> => {
    const r = await ringkasanKabupaten(db);
    const regency = ctx.config.village;
    return { kabupaten: regency.kabupaten, provinsi: regency.provinsi, jumlah_desa: r.jumlahDesa, desa_aktif: r.desaAktif, jumlah: r.jumlah, kecamatan: r.kecamatan };
  };

  const list = (q: PageQuery<DesaSort>, f: DesaFilter) => listDesaRingkasan(db, q, f);

  async function superAdminsOf(desaId: string): Promise<Schemas['SuperAdminRingkas'][]> {
    return ctx.asDesa(desaId, async (tx) => {
      const rows = await superAdminDesa(tx, desaId);
      return rows.map((r) => ({ _id: r.id, nama_lengkap: r.namaLengkap, username: r.username }));
    });
  }

  async function get(id: string): Promise<DesaRingkasan> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    const desa = await findDesaRingkasan(db, id);
    if (!desa) throw notFound(DESA_TIDAK_DITEMUKAN);
    return { ...desa, super_admin: await superAdminsOf(id) };
  }

  async function wilayah(kode: string): Promise<Schemas['Wilayah']> {
    const found = cariWilayahDesa(kode);
    if (!found) throw notFound(WILAYAH_TIDAK_DITEMUKAN);
    return { kode_wilayah: found.kode_wilayah, nama_desa: found.nama_desa, kecamatan: found.kecamatan, kabupaten: found.kabupaten, provinsi: found.provinsi };
  }

  /** The code must be in the official list and in this regency (the prefix of its other villages). */
  async function create(body: Schemas['DesaInput'], actor: Actor): Promise<DesaRingkasan> {
    const found = await periksaKodeWilayah(ctx, body.kode_wilayah);
    const row = await insertDesa(db, {
      kode: found.kode_wilayah,
      kodeWilayah: found.kode_wilayah,
      namaDesa: body.nama_desa.trim(),
      kecamatan: found.kecamatan,
      kabupaten: found.kabupaten,
      provinsi: found.provinsi,
      alamatKantor: body.alamat_kantor.trim(),
      kodePos: body.kode_pos,
      jabatanKepala: body.jabatan_kepala.trim(),
    });
    const dto = (await findDesaRingkasan(db, row.id)) as DesaRingkasan;
    await logKabupatenActivity(db, actor, { activityName: `Menambahkan desa ${dto.nama_desa} (${found.kode_wilayah})`, entity: 'desa', entityId: row.id, after: dto });
    return dto;
  }

  async function update(id: string, body: Schemas['DesaUpdateInput'], actor: Actor): Promise<DesaRingkasan> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    const before = await lockDesa(db, id);
    if (!before) throw notFound(DESA_TIDAK_DITEMUKAN);
    await updateDesaRow(db, id, {
      namaDesa: body.nama_desa.trim(),
      alamatKantor: body.alamat_kantor.trim(),
      kodePos: body.kode_pos,
      jabatanKepala: body.jabatan_kepala.trim(),
    });
    const dto = (await findDesaRingkasan(db, id)) as DesaRingkasan;
    await logKabupatenActivity(db, actor, { activityName: `Memperbarui desa ${dto.nama_desa}`, entity: 'desa', entityId: id, before, after: dto });
    return dto;
  }

  /**
   * Deactivating ends the village's sessions: they are revoked, so activating it again revives none of
   * them (its staff sign in anew). The village's row stays locked until the end of the transaction: a
   * sign-in being recorded at the same moment waits for it and is refused or revoked with the others
   * (services/sessions.ts reads the row FOR SHARE before it writes the session).
   */
  async function setAktif(id: string, aktif: boolean, actor: Actor): Promise<DesaRingkasan> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    const before = await lockDesa(db, id);
    if (!before) throw notFound(DESA_TIDAK_DITEMUKAN);
    if (before.aktif !== aktif) await updateDesaRow(db, id, { aktif });
    if (!aktif) await ctx.asDesa(id, (tx) => revokeDesaSessions(tx, id));
    const dto = (await findDesaRingkasan(db, id)) as DesaRingkasan;
    await logKabupatenActivity(db, actor, {
      activityName: `${aktif ? 'Mengaktifkan' : 'Menonaktifkan'} desa ${dto.nama_desa}`,
      entity: 'desa',
      entityId: id,
      before: { aktif: before.aktif },
      after: { aktif },
    });
    return dto;
  }

  /**
   * Written in the village's scope, beside the change: the village's own log entry (who in the
   * regency, what, why) and, with a reason, the notice its Super Admins see until one acknowledges it.
   */
  async function catatDiDesa(
    tx: Parameters<Parameters<typeof ctx.asDesa>[1]>[0],
    desaId: string,
    actor: Actor,
    jenis: JenisTindakanKabupaten,
    user: { id: string; username: string },
    alasan: string | undefined,
  ): Promise<void> {
    const kata = KATA_TINDAKAN[jenis];
    await logActivity(tx, pelakuDiDesa(actor, desaId), {
      activityName: `Admin Kabupaten ${kata} ${user.username}`,
      entity: 'user',
      entityId: user.id,
      after: { oleh_kabupaten: actor.name, ...(alasan ? { alasan } : {}) },
    });
    if (alasan) await insertTindakan(tx, { desaId, jenis, userId: user.id, username: user.username, pelakuId: actor.id, pelakuNama: actor.name, alasan });
  }

  /**
   * A Super Admin of the village; a taken username (across the regency) is 409 USERNAME_TAKEN. A village
   * that already has one gets another only with a reason (issue 33): from then on the regency could
   * sign in as it, so the village is told.
   */
  async function createSuperAdmin(id: string, body: Schemas['SuperAdminDesaInput'], actor: Actor): Promise<UserDto> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    const desa = await lockDesa(db, id);
    if (!desa) throw notFound(DESA_TIDAK_DITEMUKAN);
    const passwordHash = await hashPassword(body.password);
    const { dto, alasan } = await ctx.asDesa(id, async (tx) => {
      // Locked: two creations at once cannot both see "none yet" and skip the reason.
      const existing = await lockSuperAdmins(tx, id);
      const alasan = existing.length > 0 ? alasanWajib(body.alasan_tindakan) : body.alasan_tindakan?.trim() || undefined;
      const row = await insertUser(tx, {
        desaId: id,
        namaLengkap: body.nama_lengkap.trim(),
        username: body.username,
        role: 'Super Admin',
        passwordHash,
        dibuatKabupaten: true,
        passwordKabupaten: true,
        harusGantiPassword: true,
      });
      const dto = toUserDto(row);
      await catatDiDesa(tx, id, actor, 'super_admin_dibuat', { id: dto._id, username: dto.username }, existing.length > 0 ? alasan : undefined);
      return { dto, alasan };
    });
    await logKabupatenActivity(db, actor, {
      activityName: `Membuat Super Admin ${dto.username} untuk desa ${desa.namaDesa}`,
      entity: 'user',
      entityId: dto._id,
      after: { ...dto, desa_id: id, ...(alasan ? { alasan } : {}) },
    });
    return dto;
  }

  /** A new password for a village's Super Admin, with a reason (issue 33): their tokens stop working. */
  async function resetPasswordSuperAdmin(id: string, userId: string, body: Schemas['PasswordResetInput'], actor: Actor): Promise<void> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    idOr404(userId, SUPER_ADMIN_TIDAK_DITEMUKAN);
    const desa = await lockDesa(db, id);
    if (!desa) throw notFound(DESA_TIDAK_DITEMUKAN);
    const alasan = alasanWajib(body.alasan_tindakan);
    const passwordHash = await hashPassword(body.password);
    const user = await ctx.asDesa(id, async (tx) => {
      const before = await lockUser(tx, id, userId);
      if (!before || before.role !== 'Super Admin') throw notFound(SUPER_ADMIN_TIDAK_DITEMUKAN);
      await updateUserRow(tx, userId, { namaLengkap: before.namaLengkap, username: before.username, role: before.role, passwordHash, passwordKabupaten: true, harusGantiPassword: true, bumpVersion: true });
      await catatDiDesa(tx, id, actor, 'password_diatur', { id: before.id, username: before.username }, alasan);
      return before;
    });
    await logKabupatenActivity(db, actor, {
      activityName: `Mengatur ulang password Super Admin ${user.username} desa ${desa.namaDesa}`,
      entity: 'user',
      entityId: userId,
      after: { alasan },
    });
  }

  /** The regency's actions in one village with their reasons and whether the village acknowledged them. */
  async function tindakan(id: string, q: PageQuery<TindakanKabupatenSort>): Promise<{ rows: TindakanKabupatenDto[]; total: number }> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    const desa = await findDesaRingkasan(db, id);
    if (!desa) throw notFound(DESA_TIDAK_DITEMUKAN);
    // Read in the regency's own scope: the policy of tindakan_kabupaten lets it read, not write.
    const { rows, total } = await listTindakan(db, id, { ...q, filter: {} });
    return { rows: rows.map(toTindakanDto), total };
  }

  async function aktivitas(q: PageQuery<Schemas['ActivitySort']>): Promise<{ rows: Schemas['Activity'][]; total: number }> {
    const { rows, total } = await listAktivitasKabupaten(db, q);
    return { rows: rows.map(toActivityDto), total };
  }

  const kodeWilayah = (id: string, kode: string, actor: Actor) => setKodeWilayah(ctx, id, kode, actor);

  return { ringkasan, list, get, wilayah, create, update, kodeWilayah, setAktif, createSuperAdmin, resetPasswordSuperAdmin, tindakan, aktivitas };
}
