/** Sessions: login (limited before the hash, lib/login-limiter.ts) and logout. */
import type { AppContext, AuthContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { findUserByUsername, insertSession, purgeExpiredSessions, revokeSession } from '../data/users.js';
import { logActivity } from '../lib/activity-log.js';
import { AppError, forbidden } from '../lib/errors.js';
import { verifyPassword } from '../lib/password.js';

export const LOGIN_FAIL_MESSAGE = 'Username atau password salah';

export function sessionsService(ctx: AppContext) {
  const { db, desaId, tokens, limiter } = ctx;

  /** The same work and the same answer for an unknown user and a wrong password. */
  async function login(username: string, password: string, address: string): Promise<{ token: string; user: Schemas['SessionUser'] }> {
    // Reserved before any await: parallel attempts cannot pass a limit while earlier ones are checked.
    const admission = limiter.begin(username, address);
    if (!admission.admitted) {
      const wait = admission.retryAfterSeconds;
      const headers = { 'retry-after': String(wait) };
      throw admission.reason === 'failures'
        ? new AppError(429, 'TOO_MANY_ATTEMPTS', `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${Math.ceil(wait / 60)} menit.`, headers)
        : new AppError(429, 'TOO_MANY_REQUESTS', 'Server sedang memeriksa banyak login. Silakan coba lagi dalam beberapa detik.', headers);
    }
    const { attempt } = admission;
    let user: Awaited<ReturnType<typeof findUserByUsername>>;
    let ok: boolean;
    try {
      user = await findUserByUsername(db, desaId, username);
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
    return { token, user: { _id: user.id, nama_lengkap: user.namaLengkap, username: user.username, role: user.role } };
  }

  /** Only for oneself: nobody records (or forces) a logout in another user's name. */
  async function logout(auth: AuthContext, userId: string): Promise<void> {
    if (userId !== auth.user.id) throw forbidden('Anda hanya dapat logout dari akun Anda sendiri');
    await db.transaction(async (tx) => {
      await revokeSession(tx, auth.sessionId);
      await logActivity(tx, { id: auth.user.id, name: auth.user.namaLengkap, desaId }, { activityName: 'Logout', entity: 'session', entityId: auth.sessionId });
    });
  }

  return { login, logout };
}
