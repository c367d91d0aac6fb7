import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.js';
import type { UploadedFile } from '../plugins/uploads.js';

export const JPG_PNG = ['image/jpeg', 'image/png'] as const;
export const UNSUPPORTED_JPG_PNG = 'Unsupported Format, We just Support : jpg/jpeg/png';

/**
 * The real type of an upload, from its bytes (never from its name or the client's mimetype).
 * `allowed` undefined = any raster image file-type recognises.
 */
export async function checkImage(file: UploadedFile, allowed?: readonly string[]): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(file.buffer);
  const ok = type && type.mime.startsWith('image/') && (allowed ? allowed.includes(type.mime) : true);
  if (!ok || !type) {
    throw new AppError(415, 'UNSUPPORTED_FILE', allowed ? UNSUPPORTED_JPG_PNG : 'Format tidak didukung, hanya berkas gambar yang diterima');
  }
  return { mime: type.mime, ext: type.ext };
}
