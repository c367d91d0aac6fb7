// A module release's file (tag `modul`): its limit, its kind; it travels as it is (no form encoding),
// the .tgz's bytes as the body, typed application/gzip.

/** The server's limit on a release archive (openapi.yaml, BerkasRilis). */
export const BATAS_RILIS_MB = 50;
export const BATAS_RILIS = BATAS_RILIS_MB * 1024 * 1024;
export const GZIP = 'application/gzip';
/** What the file chooser offers. */
export const ACCEPT_RILIS = '.tgz,.tar.gz';

/** Whether a chosen file is a release archive by its name (the server checks its contents). */
export function berkasRilis(file: Pick<File, 'name'>): boolean {
  const name = file.name.toLowerCase();
  return name.endsWith('.tgz') || name.endsWith('.tar.gz');
}
