// The file name of a download, as the server names it in Content-Disposition (RFC 6266): the UTF-8
// `filename*=UTF-8''…` when present, else the plain `filename="…"`. The server decides every export's
// name (the spec's, with the village's date); the browser never builds one of its own.

/** The file name in a Content-Disposition header, or undefined when there is none. */
export function fileNameOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return safe(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? safe(name) : undefined;
}

/**
 * The name a download gets when its answer has no Content-Disposition (a proxy that dropped it): the
 * list's own name from the path, never a date the browser would guess ('/api/kelahiran/csv' ->
 * 'kelahiran.csv', '/api/kartu_keluarga/{id}/csv' -> 'kartu_keluarga.csv'; nothing left -> 'data.csv').
 */
export function fallbackFileName(path: string): string {
  const words = path.split('/').filter((p) => p && p !== 'api' && p !== 'csv' && !p.startsWith('{'));
  const base = words.join('_').replace(/[^A-Za-z0-9_-]+/g, '_');
  return `${base || 'data'}.csv`;
}

/** No folders in a name that came over the network. */
function safe(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}
