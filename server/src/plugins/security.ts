import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ModuleCatalog } from '../lib/modules.js';

/**
 * Security headers. The CSP lets the shell load its modules: scripts and manifests from this origin
 * and from the origins of module entries in the config. Styles allow 'unsafe-inline' because Fluent's
 * Griffel injects <style> tags at run time.
 */
function helmetOptions(modules: ModuleCatalog): HelmetOptions {
  const external = modules.externalOrigins;
  return {
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
  };
}

/**
 * helmet's headers as a fixed list: they depend only on its options (no nonces here). The same list
 * goes on every answer, including those Fastify gives before any hook runs (a bad URL, a parameter
 * too long, a request the HTTP parser refuses).
 */
export function securityHeaders(modules: ModuleCatalog): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(modules))({} as IncomingMessage, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Sets the headers first thing on every request; a route may still relax one (see the /mf route). */
export function registerSecurity(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
