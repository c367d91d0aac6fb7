import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Role } from '../../db/schema.js';
import { caller } from '../../plugins/auth.js';
import { logActivity, type Actor } from '../../lib/activity-log.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { isUuid } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { PageQuery } from '../../lib/paging.js';
import {
  deleteUserRow,
  findUserById,
  findUserByUsername,
  insertSession,
  insertUser,
  listUsers,
  lockSuperAdmins,
  purgeExpiredSessions,
  toUserDto,
  updateUserRow,
  type UserSort,
} from './queries.js';

interface LoginBody {
  username: string;
  password: string;
}
interface UserCreateBody {
  nama_lengkap: string;
  username: string;
  role: Role;
  password: string;
}
type UserUpdateBody = Omit<UserCreateBody, 'password'> & { password?: string };

export const LOGIN_FAIL_MESSAGE = 'Username atau password salah';
const USERNAME_TAKEN = 'Username sudah digunakan';
const USER_NOT_FOUND = 'Pengguna tidak ditemukan';

export function actorOf(request: FastifyRequest): Actor {
  const { user } = caller(request);
  return { id: user.id, name: user.namaLengkap, desaId: user.desaId };
}

export function authHandlers(ctx: AppContext) {
  const { db, desaId, tokens, limiter } = ctx;

  async function login(request: FastifyRequest<{ Body: LoginBody }>) {
    const { username, password } = request.body;
    // Reserved before any await: parallel attempts cannot pass a limit while earlier ones are checked.
    const admission = limiter.begin(username, request.ip);
    if (!admission.admitted) {
      const wait = admission.retryAfterSeconds;
      throw admission.reason === 'failures'
        ? new AppError(
            429,
            'TOO_MANY_ATTEMPTS',
            `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${Math.ceil(wait / 60)} menit.`,
            { 'retry-after': String(wait) },
          )
        : new AppError(429, 'TOO_MANY_REQUESTS', 'Server sedang memeriksa banyak login. Silakan coba lagi dalam beberapa detik.', {
            'retry-after': String(wait),
          });
    }
    const { attempt } = admission;
    let user: Awaited<ReturnType<typeof findUserByUsername>>;
    let ok: boolean;
    try {
      user = await findUserByUsername(db, desaId, username);
      // The same work and the same answer for an unknown user and a wrong password.
      ok = await verifyPassword(user?.passwordHash, password);
    } catch (err) {
      attempt.abandon();
      throw err;
    }
    if (!user || !ok) {
      attempt.failed();
      throw new AppError(401, 'LOGIN_FAIL', LOGIN_FAIL_MESSAGE);
    }
    attempt.succeeded();
    const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
    const sessionId = await db.transaction(async (tx) => {
      await purgeExpiredSessions(tx, user.id);
      const id = await insertSession(tx, user.id, expiresAt);
      await logActivity(tx, { id: user.id, name: user.namaLengkap, desaId }, { activityName: 'Login', entity: 'session', entityId: id });
      return id;
    });
    const token = await tokens.sign({ id: user.id, role: user.role, v: user.tokenVersion, jti: sessionId }, expiresAt);
    return {
      success: true,
      message: 'Login berhasil',
      token,
      data: { _id: user.id, nama_lengkap: user.namaLengkap, username: user.username, role: user.role },
    };
  }

  async function listUsersHandler(request: FastifyRequest<{ Querystring: PageQuery<UserSort> }>) {
    const { rows, total } = await listUsers(db, desaId, request.query);
    return { success: true, data: rows.map(toUserDto), total };
  }

  async function createUser(request: FastifyRequest<{ Body: UserCreateBody }>, reply: FastifyReply) {
    const body = request.body;
    const actor = actorOf(request);
    const passwordHash = await hashPassword(body.password);
    try {
      const created = await db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          desaId,
          namaLengkap: body.nama_lengkap.trim(),
          username: body.username,
          role: body.role,
          passwordHash,
        });
        await logActivity(tx, actor, {
          activityName: `Menambahkan pengguna ${row.username}`,
          entity: 'user',
          entityId: row.id,
          after: toUserDto(row),
        });
        return row;
      });
      return reply.code(201).send({ success: true, message: 'Pengguna berhasil ditambahkan', data: toUserDto(created) });
    } catch (err) {
      if (isUniqueViolation(err, 'users_desa_username_uq')) throw conflict(USERNAME_TAKEN);
      throw err;
    }
  }

  async function updateUser(request: FastifyRequest<{ Params: { id: string }; Body: UserUpdateBody }>) {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
    const body = request.body;
    const actor = actorOf(request);
    // Hash outside the transaction: ~20 ms of work that needs no lock.
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    try {
      const updated = await db.transaction(async (tx) => {
        const superAdmins = await lockSuperAdmins(tx, desaId);
        const before = await findUserById(tx, desaId, id, true);
        if (!before) throw notFound(USER_NOT_FOUND);
        if (before.role === 'Super Admin' && body.role !== 'Super Admin' && superAdmins.length <= 1) {
          throw conflict('Super Admin terakhir tidak dapat diubah menjadi Admin');
        }
        const roleChanged = before.role !== body.role;
        const row = await updateUserRow(tx, id, {
          namaLengkap: body.nama_lengkap.trim(),
          username: body.username,
          role: body.role,
          ...(passwordHash ? { passwordHash } : {}),
          // Old tokens of this user stop working at once.
          bumpVersion: roleChanged || passwordHash !== undefined,
        });
        await logActivity(tx, actor, {
          activityName: `Memperbarui pengguna ${row.username}`,
          entity: 'user',
          entityId: row.id,
          before: toUserDto(before),
          after: { ...toUserDto(row), ...(passwordHash ? { password_diubah: true } : {}) },
        });
        return row;
      });
      return { success: true, message: 'Pengguna berhasil diperbarui', data: toUserDto(updated) };
    } catch (err) {
      if (isUniqueViolation(err, 'users_desa_username_uq')) throw conflict(USERNAME_TAKEN);
      throw err;
    }
  }

  /** The form sends the password only when filled; an empty one means "keep the current password". */
  const dropEmptyPassword: preValidationAsyncHookHandler = async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (body && typeof body === 'object' && body.password === '') delete body.password;
  };

  async function deleteUser(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const superAdmins = await lockSuperAdmins(tx, desaId);
      const before = await findUserById(tx, desaId, id, true);
      if (!before) throw notFound(USER_NOT_FOUND);
      if (before.role === 'Super Admin' && superAdmins.length <= 1) throw conflict('Super Admin terakhir tidak dapat dihapus');
      // Logged before the delete: the entry keeps the actor's name even when users delete themselves.
      await logActivity(tx, actor, {
        activityName: `Menghapus pengguna ${before.username}`,
        entity: 'user',
        entityId: before.id,
        before: toUserDto(before),
      });
      // Sessions go with the user (ON DELETE CASCADE), so every token of theirs is dead now.
      await deleteUserRow(tx, id);
    });
    return { success: true, message: 'Pengguna berhasil dihapus' };
  }

  return {
    login,
    listUsers: listUsersHandler,
    createUser,
    updateUser: { handler: updateUser, preValidation: dropEmptyPassword },
    deleteUser,
  };
}
