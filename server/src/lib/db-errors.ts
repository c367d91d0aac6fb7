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

/** Node's codes of a full disk: no space left, or the user's quota used up. */
const DISK_FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's disk_full (class 53, insufficient resources): the server could not extend or write a file. */
const DISK_FULL_SQLSTATE = '53100';

/**
 * True when a write failed because the disk is full: Node's ENOSPC / EDQUOT (an upload's bytes, a
 * file of DATA_DIR), or the database's SQLSTATE 53100 (PostgreSQL's, or PGlite's own when its
 * DATA_DIR/pglite is full). Looks through `cause` as pgError does.
 */
export function isDiskFull(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && (DISK_FULL_ERRNO.has(e.code) || e.code === DISK_FULL_SQLSTATE)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
