// Just enough of the JWT to run a module alone: who, which role, which village, until when. The shell has the
// real session handling; this is the standalone dev page only, so it reads the payload by hand
// instead of pulling jwt-decode into @sid/ui.
import { ROLES, type Role } from '@sid/ui/module';

export const TOKEN_KEY = 'token';

export interface TokenClaims {
  id: string;
  role: Role;
  exp: number;
  /** The user's village id; null for the Admin Kabupaten (and a token without the claim). */
  desa: string | null;
}

export function readClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.id !== 'string' || typeof claims.exp !== 'number') return null;
    if (!(ROLES as readonly unknown[]).includes(claims.role)) return null;
    // Spec §3: exp is in seconds; a token past it counts as signed out.
    if (claims.exp * 1000 <= Date.now()) return null;
    return { id: claims.id, role: claims.role as Role, exp: claims.exp, desa: typeof claims.desa === 'string' ? claims.desa : null };
  } catch {
    return null;
  }
}
