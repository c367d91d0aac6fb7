/** The PostgreSQL error behind a drizzle error (drizzle wraps driver errors in `cause`). Same on PGlite and pg. */
export function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    e = e.cause as typeof e;
  }
  return undefined;
}
