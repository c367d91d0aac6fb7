import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ROLE, type Role } from '@sid/openapi/domain';

export interface TokenClaims {
  id: string;
  role: Role;
  /** users.token_version when the token was issued. */
  v: number;
  /** sessions.id */
  jti: string;
  /** The user's village (null for the Admin Kabupaten): a token is for one village. */
  desa: string | null;
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when given; otherwise a random secret generated once and kept in DATA_DIR (mode 600),
 * so tokens survive a restart. Several servers behind one database must share JWT_SECRET.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': if another process won the race, use its secret instead of overwriting it.
  try {
    await writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadJwtSecret(undefined, dataDir);
    throw err;
  }
  await chmod(file, 0o600);
  return new TextEncoder().encode(secret);
}

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  async sign(claims: Omit<TokenClaims, 'exp'>, expiresAt: Date): Promise<string> {
    return new SignJWT({ id: claims.id, role: claims.role, v: claims.v, desa: claims.desa })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(claims.jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const { id, role, v, jti, exp, desa } = payload as Partial<TokenClaims>;
      if (
        typeof id !== 'string' ||
        !(ROLE as readonly unknown[]).includes(role) ||
        !(typeof desa === 'string' || desa === null) ||
        typeof v !== 'number' ||
        typeof jti !== 'string' ||
        typeof exp !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { id, role: role as Role, v, jti, exp, desa } };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}
