import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext, AuthContext } from '../context.js';
import { desa, sessions, users, type Role } from '../db/schema.js';
import type { Actor } from '../lib/activity-log.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { isUuid } from '../lib/ids.js';

const TOKEN_HEADER = 'x-auth-token';

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value && value.trim()) return value.trim();
  // Also accepted: the standard header (handy with curl and the API docs).
  const authz = request.headers.authorization;
  if (authz?.startsWith('Bearer ')) return authz.slice(7).trim() || undefined;
  return undefined;
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
  const [row] = await ctx.db
    .select({
      userId: users.id,
      namaLengkap: users.namaLengkap,
      username: users.username,
      role: users.role,
      desaId: users.desaId,
      tokenVersion: users.tokenVersion,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      desaAktif: desa.aktif,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(desa, eq(desa.id, users.desaId))
    .where(eq(sessions.id, claims.jti))
    .limit(1);
  if (!row || row.userId !== claims.id || row.desaId !== claims.desa) throw revoked();
  // Deactivating a village ends its staff's sessions (it revokes them: activating it again revives
  // none); while it is inactive they are told why.
  if (row.desaId !== null && row.desaAktif !== true) throw new AppError(401, 'DESA_NONAKTIF', DESA_NONAKTIF_MESSAGE);
  if (row.revokedAt) throw revoked();
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(401, 'TOKEN_EXPIRED', 'Sesi telah berakhir, silakan login kembali');
  if (row.tokenVersion !== claims.v || row.role !== claims.role) throw revoked();
  return {
    sessionId: claims.jti,
    user: { id: row.userId, namaLengkap: row.namaLengkap, username: row.username, role: row.role, desaId: row.desaId },
  };
}

/**
 * An onRequest hook: it runs before the body is parsed and validated, so a caller without a valid
 * token gets 401 whatever they sent, and a wrong role gets 403 before any validation message.
 */
export function requireAuth(ctx: AppContext, roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    request.auth = await authenticateToken(ctx, readToken(request));
    if (roles.length > 0 && !roles.includes(request.auth.user.role)) throw forbidden();
  };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
}

/** For handlers of protected routes: the hook guarantees it is set. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in caller as the author of what a service writes (its activity log entries, its files). */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = caller(request);
  return { id: user.id, name: user.namaLengkap, desaId: user.desaId ?? '', role: user.role };
}
