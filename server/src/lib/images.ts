import { fileTypeFromBuffer } from 'file-type';
import { KETERANGAN_MASUK_TYPES, UPLOAD_MESSAGES } from '@sid/openapi/domain';
import { AppError } from './errors.js';

export const JPG_PNG = ['image/jpeg', 'image/png'] as const;
export const UNSUPPORTED_JPG_PNG = 'Unsupported Format, We just Support : jpg/jpeg/png';

/**
 * The entry documents of an incoming family (issue 40, KETERANGAN_MASUK_TYPES of @sid/openapi/domain):
 * a jpg/png photo or a PDF scan, as file-type names them (migration 0037 lets the files table hold a PDF).
 */
export const JPG_PNG_PDF = KETERANGAN_MASUK_TYPES.filter((t) => t !== 'image/jpg');
export const UNSUPPORTED_JPG_PNG_PDF = UPLOAD_MESSAGES.fileFormatMasuk;

/**
 * The proposer photo ("any image", spec §5): the image types every current browser shows in the letter's
 * photo box. file-type also recognises TIFF, HEIC, PSD, JPEG XL, ICO...: stored, they would print as a
 * broken image, so they are refused with a message that says what to send instead.
 */
export const FOTO_WEB = ['image/jpeg', 'image/png', 'image/apng', 'image/gif', 'image/webp', 'image/bmp', 'image/avif'] as const;
export const UNSUPPORTED_FOTO_WEB = 'Format foto tidak didukung, gunakan gambar jpg/jpeg/png/gif/webp/bmp/avif';

/**
 * The real type of an upload, from its bytes (never from its name or the client's mimetype).
 * `allowed` undefined = any raster image file-type recognises; a PDF only where `allowed` names it.
 */
export async function checkImage(file: UploadedFile, allowed?: readonly string[]): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(file.buffer);
  const ok = type && (allowed ? allowed.includes(type.mime) : type.mime.startsWith('image/'));
  if (!ok || !type) {
    const message = allowed === FOTO_WEB ? UNSUPPORTED_FOTO_WEB
      : allowed === JPG_PNG_PDF ? UNSUPPORTED_JPG_PNG_PDF
      : allowed ? UNSUPPORTED_JPG_PNG : 'Format tidak didukung, hanya berkas gambar yang diterima';
    throw new AppError(415, 'UNSUPPORTED_FILE', message);
  }
  return { mime: type.mime, ext: type.ext };
}

/** A file part of a multipart request (plugins/uploads.ts keeps them in request.uploads). */
export interface UploadedFile {
  fieldname: string;
  /** The client's name: informative only, never used to store or to decide the type. */
  filename: string;
  buffer: Buffer;
}
