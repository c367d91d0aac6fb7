import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { authenticateToken, readToken } from '../plugins/auth.js';
import { villageOf } from '../plugins/scope.js';
import { configService, desaSayaService } from '../services/config.js';

/** What the shell reads before sign-in, and the caller's village after. */
export function configRoutes(ctx: AppContext) {
  const config = configService(ctx);
  return {
    getPublicConfig: async (request) => {
      // A public operation: a token, when sent and valid, only says which village to show.
      const token = readToken(request);
      const callerDesaId = token ? await authenticateToken(ctx, token).then((a) => a.user.desaId, () => undefined) : undefined;
      return { success: true, data: await config.publicConfig(callerDesaId, request.query.desa) };
    },
    getDesaSaya: async (request) => ({ success: true, data: await desaSayaService(villageOf(request)).get() }),
  } satisfies Partial<Routes>;
}
