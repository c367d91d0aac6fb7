/**
 * Uploaded images: checked by their bytes, stored under random names in DATA_DIR/uploads with a row in
 * `files` (data/files.ts), handed out only through signed, expiring links (`/files/{name}?exp=...&sig=...`,
 * HMAC-SHA256 of `name.exp` with the JWT secret), and deleted with the record that owns them.
 *
 * Saving: `acceptUpload()` before the transaction (400 / 415), `writeUpload()` puts the bytes on disk,
 * `insertFileRow(tx, ...)` (data/files.ts) records them inside the transaction of the owning record; if that transaction
 * fails, `unlinkStoredFiles()` removes the bytes again (`saveUploadIn()` / `saveUploadsIn()` do the three
 * steps). Deleting: the transaction's work drops the files of what it deletes (`transactionWithFiles()`,
 * or the `dropFiles` of saveUploadsIn): their rows go in the transaction, their bytes after the commit.
 */
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES } from '@sid/openapi/domain';
import { AppError, badRequest } from './errors.js';
import { checkImage } from './images.js';
import { filesDir } from './stored-files.js';
import { FILE_REQUIRED_MESSAGE } from './validation.js';
import type { UploadedFile } from './images.js';

export { unlinkStoredFiles, filesDir } from './stored-files.js';
export { FOTO_WEB, JPG_PNG, JPG_PNG_PDF } from './images.js';

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
 * `allowed` by its bytes -> 415 (`JPG_PNG_PDF` for the entry documents, `JPG_PNG` for the death
 * archive, `FOTO_WEB` for the proposer photo, undefined = any image).
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


