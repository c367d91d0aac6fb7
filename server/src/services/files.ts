/** Uploaded images through signed, expiring links: the signature is the authorisation. */
import type { AppContext } from '../context.js';
import { AppError, notFound } from '../lib/errors.js';
import { readStoredFile } from '../data/files.js';

const LINK_INVALID = 'Tautan berkas tidak valid atau sudah kedaluwarsa';

export function filesService(ctx: AppContext) {
  const { db, config, fileLinks } = ctx;

  /** The file's type, bytes and how long a browser may keep it; 403 for a bad or expired link, 404 for an unknown file. */
  async function read(name: string, exp: number, sig: string): Promise<{ mime: string; bytes: Buffer; maxAge: number }> {
    if (!fileLinks.verify(name, exp, sig)) throw new AppError(403, 'FORBIDDEN', LINK_INVALID);
    const file = await readStoredFile(db, config.dataDir, name);
    if (!file) throw notFound('Berkas tidak ditemukan');
    return { ...file, maxAge: Math.max(0, Math.min(fileLinks.ttlSeconds, exp - Math.floor(Date.now() / 1000))) };
  }

  return { read };
}
