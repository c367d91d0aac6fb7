import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { readStoredFile } from '../../lib/files.js';

const LINK_INVALID = 'Tautan berkas tidak valid atau sudah kedaluwarsa';

export function filesHandlers(ctx: AppContext) {
  const { db, desaId, config, fileLinks } = ctx;

  /** GET /files/{name}?exp=&sig=: the signature is the authorisation (403 bad or expired, 404 unknown). */
  async function getFile(request: FastifyRequest<{ Params: { name: string }; Querystring: { exp: number; sig: string } }>, reply: FastifyReply) {
    const { name } = request.params;
    const { exp, sig } = request.query;
    if (!fileLinks.verify(name, exp, sig)) throw new AppError(403, 'FORBIDDEN', LINK_INVALID);
    const file = await readStoredFile(db, config.dataDir, desaId, name);
    if (!file) throw notFound('Berkas tidak ditemukan');
    const maxAge = Math.max(0, Math.min(fileLinks.ttlSeconds, exp - Math.floor(Date.now() / 1000)));
    return reply
      .code(200)
      .header('content-type', file.mime)
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.bytes);
  }

  return { getFile };
}
