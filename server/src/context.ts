import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { TokenService } from './lib/tokens.js';
import type { LoginLimiter } from './lib/login-limiter.js';
import type { ModuleCatalog } from './lib/modules.js';
import type { FileLinks } from './lib/files.js';
import type { Role } from './db/schema.js';

/** Everything a service needs, built once in buildApp and passed to the route and service factories. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The village this deployment serves (its row id scopes every query). */
  desaId: string;
  tokens: TokenService;
  limiter: LoginLimiter;
  modules: ModuleCatalog;
  /** Signs and checks the expiring links of uploaded files. */
  fileLinks: FileLinks;
}

/** The signed-in caller, set by the auth hook on protected routes. */
export interface AuthContext {
  sessionId: string;
  user: { id: string; namaLengkap: string; username: string; role: Role; desaId: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
