/**
 * Uploaded images live in DATA_DIR/uploads/<stored_name> with a row in `files`. A delete that removes
 * the record owning an image removes the row in its transaction (deleteFileRows) and the bytes once
 * the transaction has committed (unlinkStoredFiles): a rollback must never leave a row without bytes.
 */
import path from 'node:path';
import { unlink } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { files } from '../db/schema.js';

export const filesDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** Deletes the rows (whatever referenced them is already gone) and returns their stored names. */
export async function deleteFileRows(tx: DbOrTx, ids: Array<string | null | undefined>): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return [];
  const rows = await tx.delete(files).where(inArray(files.id, wanted)).returning({ storedName: files.storedName });
  return rows.map((r) => r.storedName);
}

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
