/** Users (Super Admin only, by the contract's roles): the last Super Admin stays one. */
import type { VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import {
  deleteUserRow,
  insertUser,
  listUsers,
  lockOwnUser,
  lockSuperAdmins,
  lockUser,
  revokeOtherSessions,
  toUserDto,
  updateUserRow,
  type UserDto,
  type UserSort,
} from '../data/users.js';
import type { AuthContext, KabupatenContext } from '../context.js';
import { logActivity, logKabupatenActivity, type Actor } from '../data/activity-log.js';
import { AppError, badRequest, conflict, notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { PASSWORD_BARU_SAMA_MESSAGE } from '@sid/openapi/domain';

const USER_NOT_FOUND = 'Pengguna tidak ditemukan';

export function usersService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  async function list(q: PageQuery<UserSort> & { q?: string | undefined }): Promise<{ rows: UserDto[]; total: number }> {
    const { rows, total } = await listUsers(db, desaId, { ...q, filter: { q: q.q } });
    return { rows: rows.map(toUserDto), total };
  }

  /** A taken username (any letter case) is a 409 USERNAME_TAKEN by its unique index. */
  async function create(body: Schemas['UserCreateInput'], actor: Actor): Promise<UserDto> {
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      // The password is the creator's choice: its owner changes it at the first sign-in (issue 40).
      const row = await insertUser(tx, { desaId, namaLengkap: body.nama_lengkap.trim(), username: body.username, role: body.role, passwordHash, harusGantiPassword: true });
      const dto = toUserDto(row);
      await logActivity(tx, actor, { activityName: `Menambahkan pengguna ${row.username}`, entity: 'user', entityId: row.id, after: dto });
      return dto;
    });
  }

  /**
   * An empty or absent password keeps the current one. A new password or role revokes the user's
   * tokens. The last Super Admin cannot become an Admin (409 LAST_SUPER_ADMIN).
   */
  async function update(id: string, body: Schemas['UserUpdateInput'], actor: Actor): Promise<UserDto> {
    idOr404(id, USER_NOT_FOUND);
    // Hash outside the transaction: ~20 ms of work that needs no lock.
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    return db.transaction(async (tx) => {
      const superAdmins = await lockSuperAdmins(tx, desaId);
      const before = await lockUser(tx, desaId, id);
      if (!before) throw notFound(USER_NOT_FOUND);
      if (before.role === 'Super Admin' && body.role !== 'Super Admin' && superAdmins.length <= 1) {
        throw conflict('LAST_SUPER_ADMIN', 'Super Admin terakhir tidak dapat diubah menjadi Admin');
      }
      const row = await updateUserRow(tx, id, {
        namaLengkap: body.nama_lengkap.trim(),
        username: body.username,
        role: body.role,
        // A password the village set is no longer one the regency knows (issue 33); one set for
        // someone else is theirs to change at their next sign-in (issue 40).
        ...(passwordHash ? { passwordHash, passwordKabupaten: false, harusGantiPassword: id !== actor.id } : {}),
        // Old tokens of this user stop working at once.
        bumpVersion: before.role !== body.role || passwordHash !== undefined,
      });
      await logActivity(tx, actor, {
        activityName: `Memperbarui pengguna ${row.username}`,
        entity: 'user',
        entityId: row.id,
        before: toUserDto(before),
        after: { ...toUserDto(row), ...(passwordHash ? { password_diubah: true } : {}) },
      });
      return toUserDto(row);
    });
  }

  /** The last Super Admin cannot be deleted (409 LAST_SUPER_ADMIN). Logged first: the entry keeps the actor's name even when users delete themselves. */
  async function remove(id: string, actor: Actor): Promise<void> {
    idOr404(id, USER_NOT_FOUND);
    await db.transaction(async (tx) => {
      const superAdmins = await lockSuperAdmins(tx, desaId);
      const before = await lockUser(tx, desaId, id);
      if (!before) throw notFound(USER_NOT_FOUND);
      if (before.role === 'Super Admin' && superAdmins.length <= 1) throw conflict('LAST_SUPER_ADMIN', 'Super Admin terakhir tidak dapat dihapus');
      await logActivity(tx, actor, { activityName: `Menghapus pengguna ${before.username}`, entity: 'user', entityId: before.id, before: toUserDto(before) });
      await deleteUserRow(tx, id);
    });
  }

  return { list, create, update, remove, changeOwnPassword: (auth: AuthContext, body: Schemas['PasswordChangeInput'], address: string) => changeOwnPassword(ctx, auth, body, address) };
}

/**
 * A user's own password, a village's staff or the Admin Kabupaten (issue 33), in the caller's scope:
 * the current one must be right (400 PASSWORD_LAMA_SALAH), and wrong guesses count against the sign-in
 * limits (a stolen token does not open a way to guess the password). Every other session of the user
 * ends; the one it was changed in stays (its token version is kept). The password is the owner's own
 * from then on: their sign-ins no longer say the regency set it.
 */
export async function changeOwnPassword(scope: VillageContext | KabupatenContext, auth: AuthContext, body: Schemas['PasswordChangeInput'], address: string): Promise<void> {
  const admission = await scope.limiter.begin(auth.user.username, address);
  if (!admission.admitted) {
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Terlalu banyak percobaan yang gagal. Silakan coba lagi nanti.', { 'retry-after': String(admission.retryAfterSeconds) });
  }
  const { attempt } = admission;
  const desaId = scope.kind === 'desa' ? scope.desaId : null;
  try {
    await scope.db.transaction(async (tx) => {
      const me = await lockOwnUser(tx, desaId, auth.user.id);
      if (!me) throw notFound(USER_NOT_FOUND);
      if (!(await verifyPassword(me.passwordHash, body.password_lama))) {
        await attempt.failed();
        throw badRequest('Password lama salah', 'PASSWORD_LAMA_SALAH');
      }
      // The same password again would leave it known to whoever set it (issue 40).
      if (body.password_baru === body.password_lama) throw badRequest(PASSWORD_BARU_SAMA_MESSAGE);
      await updateUserRow(tx, me.id, { passwordHash: await hashPassword(body.password_baru), passwordKabupaten: false, harusGantiPassword: false, bumpVersion: false });
      await revokeOtherSessions(tx, me.id, auth.sessionId);
      const entry = { activityName: `Mengubah password ${me.username}`, entity: 'user', entityId: me.id };
      if (desaId === null) await logKabupatenActivity(tx, { id: me.id, name: me.namaLengkap }, entry);
      else await logActivity(tx, { id: me.id, name: me.namaLengkap, desaId }, entry);
    });
    await attempt.succeeded();
  } catch (err) {
    await attempt.abandon();
    throw err;
  }
}
