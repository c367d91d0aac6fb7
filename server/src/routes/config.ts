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
      // A public operation: a token, when sent and valid, only says which village to show and whose modules.
      const token = readToken(request);
      const caller = token ? await authenticateToken(ctx, token).then(({ user }) => ({ desaId: user.desaId, role: user.role }), () => undefined) : undefined;
      return { success: true, data: await config.publicConfig(caller, request.query.desa) };
    },
    getDesaSaya: async (request) => ({ success: true, data: await desaSayaService(villageOf(request)).get() }),
  } satisfies Partial<Routes>;
}
