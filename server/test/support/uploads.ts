/** Multipart bodies and small images for upload tests. */
import { auth } from './app.js';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1b5c40000000049454e44ae426082',
  'hex',
);
/** Enough of a JPEG for file-type (SOI + APP0 JFIF header). */
export const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);
/** A GIF: an image, but not jpg/jpeg/png. */
export const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');

/** A one-page PDF scan (file-type reads the %PDF- header); the entry documents take it (issue 40). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export function multipart(token: string | null, parts: Array<{ name: string; filename?: string; content: Buffer | string }>) {
  const boundary = '----sidtest' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? 'Content-Type: image/png\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(p.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...(token ? auth(token) : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
