/**
 * Uploaded images live in DATA_DIR/uploads/<stored_name> with a row in `files`. A delete that removes
 * the record owning an image removes the row in its transaction (deleteFileRows, data/files.ts) and the bytes once
 * the transaction has committed (unlinkStoredFiles): a rollback must never leave a row without bytes.
 */
import path from 'node:path';
import { unlink } from 'node:fs/promises';
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
