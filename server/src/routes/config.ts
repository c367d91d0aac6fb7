import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { configService } from '../services/config.js';

/** What the shell reads before sign-in. */
export function configRoutes(ctx: AppContext) {
  const config = configService(ctx);
  return {
    getPublicConfig: async () => ({ success: true, data: await config.publicConfig() }),
  } satisfies Partial<Routes>;
}
