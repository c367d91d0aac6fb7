/**
 * Uploaded images live in DATA_DIR/uploads/<stored_name> with a row in `files`. A delete that removes
 * the record owning an image removes the row in its transaction (deleteFileRows, data/files.ts) and the bytes once
 * the transaction has committed (unlinkStoredFiles): a rollback must never leave a row without bytes.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { copyFile, readFile, unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

export const filesDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** After commit. A file already missing is fine; any other failure is logged, never thrown. */
export async function unlinkStoredFiles(dataDir: string, storedNames: string[], log?: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    storedNames.map(async (name) => {
      // Stored names are ours (random), but never let one point outside the directory.
      if (name !== path.basename(name)) return;
      try {
        await unlink(path.join(filesDir(dataDir), name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') log?.warn({ err, name }, 'could not delete stored file');
      }
    }),
  );
}

/** Copies stored bytes under a new random name (no `files` row: the caller records it). Null when the source is gone. */
export async function copyStoredFile(dataDir: string, storedName: string): Promise<string | null> {
  if (storedName !== path.basename(storedName)) return null;
  const ext = path.extname(storedName);
  const copy = `${randomBytes(16).toString('hex')}${ext}`;
  try {
    await copyFile(path.join(filesDir(dataDir), storedName), path.join(filesDir(dataDir), copy), fsConstants.COPYFILE_EXCL);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return copy;
}

/** A stored file's bytes by its name alone (a move's own copy, not in the files table); null when it is gone. */
export async function readStoredCopy(dataDir: string, storedName: string): Promise<Buffer | null> {
  if (storedName !== path.basename(storedName)) return null;
  try {
    return await readFile(path.join(filesDir(dataDir), storedName));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
