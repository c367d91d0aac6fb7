/**
 * Optional encryption of an archive with a passphrase (BACKUP_PASSPHRASE): AES-256-GCM from node:crypto
 * (authenticated: a wrong passphrase or a changed byte fails the check), the key from the passphrase by
 * scrypt with a random salt. File layout:
 *   "SIDENC1\n" | log2(N) r p (3 bytes) | salt (16) | iv (12) | ciphertext | tag (16)
 * The header is the cipher's additional data, so its parameters cannot be changed unnoticed either.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCb, type ScryptOptions } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

export const MAGIC = Buffer.from('SIDENC1\n', 'ascii');
const HEADER_BYTES = MAGIC.length + 3 + 16 + 12;
const TAG_BYTES = 16;
/** scrypt N = 2^15, r = 8, p = 1: ~32 MiB and ~0.1 s per key, OWASP's floor for scrypt. */
const LOG_N = 15;
const R = 8;
const P = 1;

export class DecryptError extends Error {}

function deriveKey(passphrase: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => scryptCb(passphrase.normalize('NFC'), salt, 32, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Is this file one of ours, encrypted? */
export async function isEncrypted(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await fh.read(buf, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && buf.equals(MAGIC);
  } finally {
    await fh.close();
  }
}

export async function encryptFile(input: string, output: string, passphrase: string): Promise<void> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from([LOG_N, R, P]), salt, iv]);
  const key = await deriveKey(passphrase, salt, LOG_N, R, P);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const out = createWriteStream(output, { mode: 0o600 });
  out.write(header);
  await pipeline(createReadStream(input), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once('error', reject));
}

/** Decrypts to `output`; a wrong passphrase or a damaged file throws DecryptError (and `output` must then be discarded). */
export async function decryptFile(input: string, output: string, passphrase: string): Promise<void> {
  const size = (await stat(input)).size;
  if (size < HEADER_BYTES + TAG_BYTES) throw new DecryptError('Arsip terenkripsi terpotong / encrypted archive is truncated');
  const fh = await open(input, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await fh.read(header, 0, HEADER_BYTES, 0);
    await fh.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await fh.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new DecryptError('Bukan arsip terenkripsi / not an encrypted archive');
  const [logN, r, p] = [header[MAGIC.length] as number, header[MAGIC.length + 1] as number, header[MAGIC.length + 2] as number];
  if (logN < 10 || logN > 22 || r < 1 || r > 32 || p < 1 || p > 16) throw new DecryptError('Kepala arsip terenkripsi rusak / damaged header');
  const salt = header.subarray(MAGIC.length + 3, MAGIC.length + 19);
  const iv = header.subarray(MAGIC.length + 19, HEADER_BYTES);
  const key = await deriveKey(passphrase, salt, logN, r, p);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    await pipeline(createReadStream(input, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }), decipher, createWriteStream(output, { mode: 0o600 }));
  } catch (err) {
    if ((err as Error).message.includes('authenticate')) {
      throw new DecryptError('Kata sandi cadangan salah, atau arsip rusak / wrong passphrase, or the archive is damaged');
    }
    throw err;
  }
}
