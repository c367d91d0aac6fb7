/**
 * Uploaded images: checked by their bytes, stored under random names in DATA_DIR/uploads with a row in
 * `files`, handed out only through signed, expiring links (`/files/{name}?exp=...&sig=...`, HMAC-SHA256
 * of `name.exp` with the JWT secret), and deleted with the record that owns them.
 *
 * Saving: `acceptUpload()` before the transaction (400 / 415), `writeUpload()` puts the bytes on disk,
 * `insertFileRow(tx, ...)` records them inside the transaction of the owning record; if that transaction
 * fails, `unlinkStoredFiles()` removes the bytes again (`saveUploadIn()` / `saveUploadsIn()` do the three
 * steps). Deleting: the transaction's work drops the files of what it deletes (`transactionWithFiles()`,
 * or the `dropFiles` of saveUploadsIn): their rows go in the transaction, their bytes after the commit.
 */
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { files, MAX_UPLOAD_BYTES } from '../db/schema.js';
import { AppError, badRequest } from './errors.js';
import { checkImage } from './images.js';
import { deleteFileRows, filesDir, unlinkStoredFiles } from './stored-files.js';
import { FILE_REQUIRED_MESSAGE } from './validation.js';
import type { UploadedFile } from '../plugins/uploads.js';

export { deleteFileRows, unlinkStoredFiles, filesDir } from './stored-files.js';
export { FOTO_WEB, JPG_PNG } from './images.js';

export { FILE_REQUIRED_MESSAGE as FILE_REQUIRED } from './validation.js';
export const FILE_TOO_LARGE = 'Maximum size is 10mb';
/** How long a signed link stays valid. */
export const LINK_TTL_SECONDS = 3600;

export interface AcceptedUpload {
  buffer: Buffer;
  mime: string;
  ext: string;
  size: number;
}

export interface StoredUpload extends AcceptedUpload {
  storedName: string;
}

/**
 * Checks one uploaded file: missing -> 400 'A file is Required', over 10 MB -> 413, not an image of
 * `allowed` by its bytes -> 415 (`JPG_PNG` for documents and archives, `FOTO_WEB` for the proposer
 * photo, undefined = any image).
 */
export async function acceptUpload(file: UploadedFile | undefined | null, allowed?: readonly string[]): Promise<AcceptedUpload> {
  if (!file || file.buffer.length === 0) throw badRequest(FILE_REQUIRED_MESSAGE);
  if (file.buffer.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'FILE_TOO_LARGE', FILE_TOO_LARGE);
  const { mime, ext } = await checkImage(file, allowed);
  return { buffer: file.buffer, mime, ext, size: file.buffer.length };
}

/**
 * An optional file (a replacement, the proposer photo): absent, or sent empty (a browser form with no
 * file chosen sends an empty part), is undefined; anything else is checked as acceptUpload() does.
 */
export async function optionalUpload(file: UploadedFile | undefined | null, allowed?: readonly string[]): Promise<AcceptedUpload | undefined> {
  if (!file || file.buffer.length === 0) return undefined;
  return acceptUpload(file, allowed);
}

/**
 * Writes the bytes under a new random name (not yet recorded). A write that fails midway (a full disk:
 * ENOSPC, answered 507 DISK_PENUH) leaves no partial file: the file just created is removed.
 */
export async function writeUpload(dataDir: string, upload: AcceptedUpload): Promise<StoredUpload> {
  const dir = filesDir(dataDir);
  await mkdir(dir, { recursive: true });
  // Hex: the contract's name pattern wants a letter or digit first (base64url may start with - or _).
  const storedName = `${randomBytes(16).toString('hex')}.${upload.ext}`;
  const file = path.join(dir, storedName);
  try {
    await writeFile(file, upload.buffer, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    // 'wx' created the file unless it already existed (EEXIST: a random name's collision, not ours).
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true }).catch(() => undefined);
    throw err;
  }
  return { ...upload, storedName };
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

/** Signs and checks links. One per app, keyed with the JWT secret. */
export class FileLinks {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number = LINK_TTL_SECONDS,
  ) {}

  private mac(name: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${name}.${exp}`).digest('base64url');
  }

  /** `/files/{name}?exp=...&sig=...`, valid for ttlSeconds from `now`; null for no file. */
  url(storedName: string | null | undefined, now: number = Date.now()): string | null {
    if (!storedName) return null;
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    return `/files/${encodeURIComponent(storedName)}?exp=${exp}&sig=${this.mac(storedName, exp)}`;
  }

  /** True when `sig` is the signature of (name, exp) and exp has not passed. */
  verify(name: string, exp: number, sig: string, now: number = Date.now()): boolean {
    if (!Number.isInteger(exp) || exp * 1000 < now) return false;
    const want = Buffer.from(this.mac(name, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
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

