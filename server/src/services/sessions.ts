/** Sessions: login (limited before the hash, lib/login-limiter.ts) and logout. */
import type { AppContext, AuthContext, KabupatenContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { desaAktifTerkunci, findSessionCaller, findUserForLogin, insertSession, purgeExpiredSessions, revokeSession, type UserRow } from '../data/users.js';
import { withDesa, withKabupaten } from '../db/village-scope.js';
import { logActivity, logKabupatenActivity } from '../data/activity-log.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { verifyPassword } from '../lib/password.js';
import { isUuid } from '../lib/ids.js';

export const LOGIN_FAIL_MESSAGE = 'Username atau password salah';

/**
 * The village log's name of a sign-in (issue 33): an account whose password the Admin Kabupaten set
 * (and its owner has not changed since), or that it created, is recognisable as the regency's reach.
 */
export function namaLogin(user: Pick<UserRow, 'dibuatKabupaten' | 'passwordKabupaten'>): string {
  if (user.passwordKabupaten) return 'Login (password diatur oleh Admin Kabupaten)';
  if (user.dibuatKabupaten) return 'Login (akun dibuat oleh Admin Kabupaten)';
  return 'Login';
}

/** Sign-in runs before any village is known (the owner's lookup, then the user's own scope). */
export function sessionsService(ctx: AppContext) {
  const { db, tokens, limiter } = ctx;

  /** The same work and the same answer for an unknown user and a wrong password. */
  async function login(username: string, password: string, address: string): Promise<{ token: string; user: Schemas['SessionUser'] }> {
    // Reserved before the user is read (in memory, or in PostgreSQL under the username's and address's
    // locks): parallel attempts cannot pass a limit while earlier ones are checked.
    const admission = await limiter.begin(username, address);
    if (!admission.admitted) {
      const wait = admission.retryAfterSeconds;
      const headers = { 'retry-after': String(wait) };
      throw admission.reason === 'failures'
        ? new AppError(429, 'TOO_MANY_ATTEMPTS', `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${Math.ceil(wait / 60)} menit.`, headers)
        : new AppError(429, 'TOO_MANY_REQUESTS', 'Server sedang memeriksa banyak login. Silakan coba lagi dalam beberapa detik.', headers);
    }
    const { attempt } = admission;
    let user: Awaited<ReturnType<typeof findUserForLogin>>;
    let ok: boolean;
    try {
      user = await findUserForLogin(db, username);
      ok = await verifyPassword(user?.passwordHash, password);
    } catch (err) {
      await attempt.abandon();
      throw err;
    }
    if (!user || !ok) {
      await attempt.failed();
      throw new AppError(401, 'LOGIN_FAIL', LOGIN_FAIL_MESSAGE);
    }
    await attempt.succeeded();
    // Said only to whoever knows the password: a deactivated village's staff learn why they cannot enter.
    if (user.desaId !== null && user.desaAktif !== true) throw new AppError(401, 'DESA_NONAKTIF', DESA_NONAKTIF_MESSAGE);
    const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
    const actor = { id: user.id, name: user.namaLengkap, desaId: user.desaId ?? '' };
    const entry = (id: string) => ({ activityName: namaLogin(user), entity: 'session', entityId: id });
    const desaId = user.desaId;
    const sessionId =
      desaId === null
        ? await withKabupaten(db, async (tx) => {
            await purgeExpiredSessions(tx, user.id);
            const id = await insertSession(tx, user.id, null, expiresAt);
            await logKabupatenActivity(tx, actor, entry(id));
            return id;
          })
        : await withDesa(db, desaId, async (tx) => {
            // Read again, held against a deactivation committing meanwhile (services/kabupaten.ts
            // setAktif): a session is never written for a village that has just been deactivated.
            if (!(await desaAktifTerkunci(tx, desaId))) throw new AppError(401, 'DESA_NONAKTIF', DESA_NONAKTIF_MESSAGE);
            await purgeExpiredSessions(tx, user.id);
            const id = await insertSession(tx, user.id, desaId, expiresAt);
            await logActivity(tx, actor, entry(id));
            return id;
          });
    const token = await tokens.sign({ id: user.id, role: user.role, v: user.tokenVersion, jti: sessionId, desa: desaId }, expiresAt);
    return { token, user: { _id: user.id, nama_lengkap: user.namaLengkap, username: user.username, role: user.role, desa_id: desaId, harus_ganti_password: user.harusGantiPassword } };
  }

  return { login };
}

/** Logout, in the caller's scope (a village's or the regency's). */
export function logoutService(scope: VillageContext | KabupatenContext) {

  /** Only for oneself: nobody records (or forces) a logout in another user's name. */
  async function logout(auth: AuthContext, userId: string): Promise<void> {
    if (userId !== auth.user.id) throw forbidden('Anda hanya dapat logout dari akun Anda sendiri');
    const actor = { id: auth.user.id, name: auth.user.namaLengkap, desaId: auth.user.desaId ?? '' };
    const entry = { activityName: 'Logout', entity: 'session', entityId: auth.sessionId };
    await revokeSession(scope.db, auth.sessionId);
    await (scope.kind === 'kabupaten' ? logKabupatenActivity(scope.db, actor, entry) : logActivity(scope.db, actor, entry));
  }

  return { logout };
}

export const DESA_NONAKTIF_MESSAGE = 'Desa ini sudah dinonaktifkan. Silakan hubungi Admin Kabupaten.';

const revoked = () => unauthorized('Sesi tidak berlaku lagi, silakan login kembali');

/** Resolves a token to the caller, or throws the 401 that fits. */
export async function authenticateToken(ctx: AppContext, token: string | undefined): Promise<AuthContext> {
  if (!token) throw unauthorized();
  const result = await ctx.tokens.verify(token);
  if (!result.ok) {
    throw result.reason === 'expired'
      ? new AppError(401, 'TOKEN_EXPIRED', 'Sesi telah berakhir, silakan login kembali')
      : unauthorized('Token tidak valid, silakan login kembali');
  }
  const { claims } = result;
  if (!isUuid(claims.jti) || !isUuid(claims.id)) throw unauthorized('Token tidak valid, silakan login kembali');
  // One query: the session (revoked? expired?), the user as it is now (deleted? new version?) and
  // their village (deactivated?). It runs as the owner: no village is known before it answers.
  const row = await findSessionCaller(ctx.db, claims.jti);
  if (!row || row.userId !== claims.id || row.desaId !== claims.desa) throw revoked();
  // Deactivating a village ends its staff's sessions (it revokes them: activating it again revives
  // none); while it is inactive they are told why.
  if (row.desaId !== null && row.desaAktif !== true) throw new AppError(401, 'DESA_NONAKTIF', DESA_NONAKTIF_MESSAGE);
  if (row.revokedAt) throw revoked();
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(401, 'TOKEN_EXPIRED', 'Sesi telah berakhir, silakan login kembali');
  if (row.tokenVersion !== claims.v || row.role !== claims.role) throw revoked();
  return {
    sessionId: claims.jti,
    lsnTulis: row.lsnTulis,
    user: { id: row.userId, namaLengkap: row.namaLengkap, username: row.username, role: row.role, desaId: row.desaId, harusGantiPassword: row.harusGantiPassword, desaHanyaBaca: row.desaHanyaBaca === true },
  };
}
