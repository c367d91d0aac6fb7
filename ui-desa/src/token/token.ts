// Reading the session out of the JWT. The browser never verifies the signature (the server does on
// every call); it only needs who is signed in and until when, to guard routes and filter the drawer.
import { jwtDecode } from 'jwt-decode';
import { ROLES, type Role, type SessionUser } from '@sid/ui-desa/module';

interface Claims {
  id?: unknown;
  role?: unknown;
  exp?: unknown;
  /** The user's village id; null for the Admin Kabupaten. */
  desa?: unknown;
}

export interface TokenSession {
  user: SessionUser;
  /** Expiry in milliseconds since the epoch (the claim is in seconds). */
  expiresAt: number;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * The session a token stands for, or null when it is missing, malformed, lacks an expiry or a known
 * role, or is past its expiry: all of those count as signed out (spec §4).
 */
export function readToken(token: string | null | undefined, now: number = Date.now()): TokenSession | null {
  if (!token) return null;
  let claims: Claims;
  try {
    claims = jwtDecode<Claims>(token);
  } catch {
    return null;
  }
  if (typeof claims.id !== 'string' || !isRole(claims.role) || typeof claims.exp !== 'number') return null;
  const expiresAt = claims.exp * 1000;
  if (expiresAt <= now) return null;
  const desaId = typeof claims.desa === 'string' ? claims.desa : null;
  return { user: { id: claims.id, role: claims.role, desaId }, expiresAt };
}
