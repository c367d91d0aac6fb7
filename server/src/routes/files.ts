import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { filesService } from '../services/files.js';

/** Uploaded images through signed, expiring links (`/files/{name}?exp=&sig=`). */
export function filesRoutes(ctx: AppContext) {
  const files = filesService(ctx);
  return {
    getFile: async (request, reply) => {
      const file = await files.read(request.params.name, request.query.exp, request.query.sig);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', `private, max-age=${file.maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .code(200)
        .send(file.bytes);
    },
  } satisfies Partial<Routes>;
}
