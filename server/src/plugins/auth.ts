import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext, AuthContext } from '../context.js';

export { authenticateToken };
import type { Role } from '@sid/openapi/domain';
import { authenticateToken } from '../services/sessions.js';
import type { Actor } from '../context.js';
import { forbidden, unauthorized } from '../lib/errors.js';

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

/**
 * An onRequest hook: it runs before the body is parsed and validated, so a caller without a valid
 * token gets 401 whatever they sent, and a wrong role gets 403 before any validation message.
 */
export function requireAuth(ctx: AppContext, roles: Role[], operationId?: string): onRequestAsyncHookHandler {
  const bolehSebelumGanti = operationId !== undefined && BOLEH_SEBELUM_GANTI_PASSWORD.has(operationId);
  return async (request) => {
    request.auth = await authenticateToken(ctx, readToken(request));
    if (request.auth.user.harusGantiPassword && !bolehSebelumGanti) throw forbidden(PASSWORD_HARUS_DIGANTI_MESSAGE);
    if (roles.length > 0 && !roles.includes(request.auth.user.role)) throw forbidden();
  };
}

/**
 * An account whose password someone else set (issue 40) may only sign out and change it: whoever set
 * it could otherwise act in its name. Checked on every protected operation, before its role.
 */
const BOLEH_SEBELUM_GANTI_PASSWORD: ReadonlySet<string> = new Set(['logout', 'changeOwnPassword']);
export const PASSWORD_HARUS_DIGANTI_MESSAGE = 'Password akun ini diatur oleh orang lain. Silakan ganti password Anda terlebih dahulu.';

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
