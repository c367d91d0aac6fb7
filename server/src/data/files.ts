/**
 * The `files` rows of uploaded images (lib/files.ts checks and writes the bytes, and signs the links):
 * a row is inserted in the transaction of the record owning the image, and deleted in the transaction
 * that deletes the record; the bytes go after the commit (lib/stored-files.ts), so a rollback never
 * leaves a row without its bytes.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { files } from '../db/schema.js';
import { filesDir, unlinkStoredFiles } from '../lib/stored-files.js';
import { writeUpload, type AcceptedUpload, type StoredUpload } from '../lib/files.js';

/** Deletes the rows (whatever referenced them is already gone) and returns their stored names. */
export async function deleteFileRows(tx: DbOrTx, ids: Array<string | null | undefined>): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return [];
  const rows = await tx.delete(files).where(inArray(files.id, wanted)).returning({ storedName: files.storedName });
  return rows.map((r) => r.storedName);
}

/** The `files` row of written bytes; call inside the owning record's transaction. Returns the file id. */
export async function insertFileRow(tx: DbOrTx, stored: StoredUpload, desaId: string, createdBy: string | null): Promise<string> {
  const [row] = await tx
    .insert(files)
    .values({ desaId, storedName: stored.storedName, mime: stored.mime, size: stored.size, createdBy })
    .returning({ id: files.id });
  return (row as { id: string }).id;
}

export interface FileOptions {
  dataDir: string;
  desaId: string;
  createdBy: string | null;
  log?: FastifyBaseLogger;
}

/** Marks files whose owner goes in this transaction: their rows go at its end, their bytes after the commit. */
export type DropFiles = (fileIds: Array<string | null | undefined>) => void;

/**
 * Runs `work` in one transaction. The files it drops lose their rows at the end of that transaction
 * (after their owning rows) and their bytes once it has committed: a rollback never leaves a row
 * without its bytes. Returns what `work` returned.
 */
export async function transactionWithFiles<T>(
  db: Db,
  opts: Pick<FileOptions, 'dataDir' | 'log'>,
  work: (tx: DbOrTx, dropFiles: DropFiles) => Promise<T>,
): Promise<T> {
  const { result, storedNames } = await db.transaction(async (tx) => {
    const dropped: Array<string | null | undefined> = [];
    const result = await work(tx, (ids) => dropped.push(...ids));
    return { result, storedNames: await deleteFileRows(tx, dropped) };
  });
  await unlinkStoredFiles(opts.dataDir, storedNames, opts.log);
  return result;
}

/**
 * Writes the upload, runs `work(tx, fileId, dropFiles)` in one transaction with the file row, and
 * removes the bytes again when the transaction fails. Files `work` drops go as in transactionWithFiles.
 */
export async function saveUploadIn<T>(
  db: Db,
  opts: FileOptions,
  upload: AcceptedUpload,
  work: (tx: DbOrTx, fileId: string, dropFiles: DropFiles) => Promise<T>,
): Promise<T> {
  return saveUploadsIn(db, opts, { file: upload }, (tx, ids, dropFiles) => work(tx, ids.file as string, dropFiles));
}

/**
 * saveUploadIn() for any number of files, some possibly absent (an optional photo, a replacement of
 * either of two): writes those given, runs `work` in one transaction with their rows (ids by key,
 * only for the keys given), and removes the bytes again when the transaction fails.
 */
export async function saveUploadsIn<K extends string, T>(
  db: Db,
  opts: FileOptions,
  uploads: Partial<Record<K, AcceptedUpload>>,
  work: (tx: DbOrTx, fileIds: Partial<Record<K, string>>, dropFiles: DropFiles) => Promise<T>,
): Promise<T> {
  const stored: Array<[K, StoredUpload]> = [];
  try {
    for (const [key, upload] of Object.entries(uploads) as Array<[K, AcceptedUpload | undefined]>) {
      if (upload) stored.push([key, await writeUpload(opts.dataDir, upload)]);
    }
    return await transactionWithFiles(db, opts, async (tx, dropFiles) => {
      const ids: Partial<Record<K, string>> = {};
      for (const [key, s] of stored) ids[key] = await insertFileRow(tx, s, opts.desaId, opts.createdBy);
      return work(tx, ids, dropFiles);
    });
  } catch (err) {
    await unlinkStoredFiles(opts.dataDir, stored.map(([, s]) => s.storedName), opts.log);
    throw err;
  }
}

/** The stored names of file rows by id (for the signed links of a page of records, in one query). */
export async function storedNamesById(db: DbOrTx, ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, storedName: files.storedName }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, r.storedName]));
}

/** The stored row and bytes of a file by its stored name, or undefined. */
/**
 * A stored file by its random name, in any village: the signed link (checked before) is the
 * authorisation, and the name is unguessable. Runs as the owner: the link carries no village.
 */
export async function readStoredFile(db: DbOrTx, dataDir: string, storedName: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  if (storedName !== path.basename(storedName)) return undefined;
  const [row] = await db
    .select({ mime: files.mime })
    .from(files)
    .where(eq(files.storedName, storedName))
    .limit(1);
  if (!row) return undefined;
  try {
    return { mime: row.mime, bytes: await readFile(path.join(filesDir(dataDir), storedName)) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
