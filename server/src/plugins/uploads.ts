import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@sid/openapi/domain';
import type { UploadedFile } from '../lib/images.js';

export type { UploadedFile };

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name (set while the body is parsed). */
    uploads: Record<string, UploadedFile> | null;
  }
}

/**
 * multipart/form-data for the upload operations. Fields land in request.body as plain values so the
 * contract's body schema validates them like JSON; each file part is kept aside in request.uploads and
 * its body value becomes a string (the schemas declare files as `type: string, format: binary`).
 * A file over 10 MB fails the request with 413 'Maximum size is 10mb'.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  app.decorateRequest('uploads', null);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 30, fieldSize: 64 * 1024, parts: 40 },
    async onFile(this: FastifyRequest, part) {
      const buffer = await part.toBuffer();
      this.uploads ??= {};
      this.uploads[part.fieldname] = { fieldname: part.fieldname, filename: part.filename, buffer };
      (part as unknown as { value: string }).value = part.filename || part.fieldname;
    },
  });
}
