// The server refuses a whole multipart request (400 empty file, 413, 415) without naming the part.
// The dialog puts the message under the photo it is about, found here from what the server checked:
// the size, and the first bytes (the server reads the type from the bytes, never from the name).
import { MAX_UPLOAD_BYTES } from '@sid/openapi/rules';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** '%PDF-': the entry documents take a PDF scan too (issue 40). */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** True / false from the first bytes (a jpg, png or PDF); null when they cannot be read. */
async function jenisDiterima(file: Blob): Promise<boolean | null> {
  try {
    const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
    const startsWith = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
    return startsWith(JPEG) || startsWith(PNG) || startsWith(PDF);
  } catch {
    return null;
  }
}

/**
 * The fields of `sent` a 400, 413 or 415 is about. A 413 or 415 that cannot be told apart is about
 * every photo sent (the server may know better, e.g. a PNG header on a broken file); a 400 without
 * an empty photo is about none (the dialog shows it above the fields).
 */
export async function berkasDitolak<K extends string>(status: number, sent: readonly (readonly [K, File])[]): Promise<K[]> {
  let guilty: K[] = [];
  if (status === 400) guilty = sent.filter(([, file]) => file.size === 0).map(([name]) => name);
  if (status === 413) guilty = sent.filter(([, file]) => file.size > MAX_UPLOAD_BYTES).map(([name]) => name);
  if (status === 415) {
    const types = await Promise.all(sent.map(([, file]) => jenisDiterima(file)));
    guilty = sent.filter((_, i) => types[i] === false).map(([name]) => name);
  }
  if (guilty.length > 0 || status === 400) return guilty;
  return sent.map(([name]) => name);
}
