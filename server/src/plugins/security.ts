import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ModuleCatalog } from '../lib/modules.js';

/**
 * Security headers. The CSP lets the shell load its modules: scripts and manifests from this origin
 * and from the origins of module entries in the config. Styles allow 'unsafe-inline' because Fluent's
 * Griffel injects <style> tags at run time.
 */
export async function registerSecurity(app: FastifyInstance, modules: ModuleCatalog): Promise<void> {
  const external = modules.externalOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...external],
        // The MF runtime fetches mf-manifest.json; the API is same-origin.
        connectSrc: ["'self'", ...external],
        styleSrc: ["'self'", "'unsafe-inline'", ...external],
        imgSrc: ["'self'", 'data:', 'blob:', ...external],
        fontSrc: ["'self'", 'data:', ...external],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // No upgrade-insecure-requests: village offices often reach the server over plain http on a LAN IP.
      },
    },
    // Modules may be served to a shell on another origin (see the /mf route, which relaxes CORP).
    crossOriginEmbedderPolicy: false,
    // Plain-http LAN deployments: HSTS would be ignored there and surprising behind a TLS proxy later.
    strictTransportSecurity: false,
  });
}
