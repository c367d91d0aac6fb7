import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { actorOf, authenticateToken, readToken } from '../plugins/auth.js';
import { villageOf } from '../plugins/scope.js';
import { configService, dalamKabupaten, desaSayaService } from '../services/config.js';
import { desaHanyaBacaService } from '../services/desa-hanya-baca.js';

/** What the shell reads before sign-in, and the caller's village after. */
export function configRoutes(ctx: AppContext) {
  const config = configService(ctx);
  const kabupaten = new WeakMap<FastifyRequest, boolean>();
  return {
    getPublicConfig: async (request) => {
      // A public operation: a token, when sent and valid, only says which village to show and whose modules.
      const token = readToken(request);
      const caller = token ? await authenticateToken(ctx, token).then(({ user }) => ({ desaId: user.desaId, role: user.role }), () => undefined) : undefined;
      return { success: true, data: await config.publicConfig(caller, request.query.desa) };
    },
    getDesaSaya: {
      // Counted as the owner before the request's scope opens (PGlite has one connection: asked inside
      // the scope it would wait for itself), as the backups' rights are (routes/backups.ts).
      preValidation: async (request: FastifyRequest) => {
        kabupaten.set(request, await dalamKabupaten(ctx));
      },
      handler: async (request: FastifyRequest) => ({ success: true as const, data: await desaSayaService(villageOf(request)).get(kabupaten.get(request) === true) }),
    },
    setHanyaBacaDesa: async (request) => {
      const { data, pesan } = await desaHanyaBacaService(villageOf(request)).atur(request.body, actorOf(request));
      return { success: true, message: pesan, data };
    },
  } satisfies Partial<Routes>;
}
