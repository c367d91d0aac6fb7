/**
 * What an archive says about itself (manifest.json, the first entry): the product and schema version,
 * the database it came from, the rows per table, the module releases carried and each file's size and
 * sha256.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config.js';
import type { SchemaVersion } from '../db/migrate.js';

export { isNewerSchema, localJournal, schemaVersionOf, type SchemaVersion } from '../db/migrate.js';

export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'sid-cadangan';
/**
 * 1: manifest.json, database/, uploads/. 2: also modul/<id>/<versi>/... (the module store's releases
 * the database names) and `modul` in the manifest. An archive of version 1 still verifies and restores
 * (it has no modul/); a build that knows only 1 refuses a 2 ("perbarui aplikasinya dulu") rather than
 * restoring it without its releases.
 */
export const FORMAT_VERSION = 2;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  product: { name: string; version: string };
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; server: string; serverVersionNum: number };
  schema: SchemaVersion;
  counts: Record<string, number>;
  /** The module releases carried under modul/<id>/<versi>/ (format 2; absent in format 1). */
  modul?: Array<{ id: string; versi: string }>;
  files: ManifestFile[];
}

export function productInfo(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string };
  return { name: 'Sistem Kependudukan Desa', version: pkg.version };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
