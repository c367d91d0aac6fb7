// Unsigned JWTs for tests: the shell and the standalone host only decode the payload (the server verifies signatures).
import type { Role } from '@sid/ui-desa/module';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export interface TestTokenInput {
  id?: string;
  role?: Role | string;
  /** Seconds from now until it expires (negative: already expired). */
  expiresIn?: number;
  exp?: number;
  /** The village claim; the Admin Kabupaten's is null (default: a village's). */
  desa?: string | null;
}

export function makeToken({ id = 'user-1', role = 'Super Admin', expiresIn = 3600, exp, desa = 'desa-1' }: TestTokenInput = {}): string {
  const payload = { id, role, v: 1, jti: 'session-1', desa, exp: exp ?? Math.floor(Date.now() / 1000) + expiresIn };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}
