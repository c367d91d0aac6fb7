/** multipart/form-data bodies, well-formed or deliberately broken, for the contract fuzzer. */
import type { FilePart, TextPart } from './oracle.js';

export interface RawPart {
  /** Header lines of the part (without CRLF). */
  headers: string[];
  content: Buffer;
}

export function textPart(name: string, value: string): RawPart {
  return { headers: [`Content-Disposition: form-data; name="${name}"`], content: Buffer.from(value, 'utf8') };
}

export function filePart(file: FilePart): RawPart {
  const filename = file.filename === undefined ? '' : `; filename="${file.filename}"`;
  return {
    headers: [`Content-Disposition: form-data; name="${file.name}"${filename}`, `Content-Type: ${file.contentType ?? 'image/png'}`],
    content: file.content,
  };
}

export function partsOf(fields: TextPart[], files: FilePart[]): RawPart[] {
  return [...fields.map((f) => textPart(f.name, f.value)), ...files.map(filePart)];
}

/** The body bytes; `final: false` leaves out the closing delimiter. */
export function encodeParts(parts: RawPart[], boundary: string, final = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${p.headers.map((h) => `${h}\r\n`).join('')}\r\n`, 'utf8'), p.content, Buffer.from('\r\n'));
  }
  if (final) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
