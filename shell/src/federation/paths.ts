// Route prefixes from /api/config ('paths'): the server writes them as '/users', '/penduduk/*' or '/'.

/** '/penduduk/*' -> '/penduduk', '/users/' -> '/users', '/' stays '/'. */
export function normalizePrefix(prefix: string): string {
  let base = prefix.trim();
  if (base.endsWith('/*')) base = base.slice(0, -2);
  while (base.length > 1 && base.endsWith('/')) base = base.slice(0, -1);
  return base === '' ? '/' : base;
}

/** The router patterns a prefix stands for: the prefix and everything below it; '/' only itself. */
export function prefixPatterns(prefix: string): string[] {
  const base = normalizePrefix(prefix);
  return base === '/' ? ['/'] : [base, `${base}/*`];
}

/** Whether `pathname` is at or below `path` ('/' matches only itself: it is the dashboard, not a prefix). */
export function isWithin(pathname: string, path: string): boolean {
  const base = normalizePrefix(path);
  if (base === '/') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}
