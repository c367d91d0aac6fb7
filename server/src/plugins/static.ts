import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exists, moduleDist, type ModuleCatalog } from '../lib/modules.js';
import semver from 'semver';
import { penyajiRilis } from '../modul/sajikan.js';
import type { ModulStore } from '../modul/store.js';

const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
// Bundler output names carry a content hash (main.3f2a9c1b.js, 412.0c1d2e3f.css): safe to cache for a year.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
// Never cached without revalidation: they name the current hashed chunks.
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

function cacheControl(file: string): string {
  const base = path.posix.basename(file);
  if (ENTRY_FILES.has(base)) return NO_CACHE;
  return HASHED.test(base) ? LONG_CACHE : NO_CACHE;
}

/** Paths the SPA fallback never answers: the API, module files and uploads have their own 404s. */
export const isReservedPath = (url: string) => /^\/(api|mf|files)(\/|$|\?)/.test(url);

export interface StaticOptions {
  staticRoot: string;
  modules: ModuleCatalog;
  /** Installed releases, served at /mf/<id>/<version>/ (docs/modul-rilis.md). */
  store: ModulStore;
}

/**
 * Every module file says this: a script, a stylesheet or a manifest the shell loads ignores a CSP, but
 * anything opened on its own (a page, an SVG) runs sandboxed in an opaque origin with nothing allowed,
 * so it can neither run a script nor read the app's storage (docs/decisions.md, issue 33).
 */
export const CSP_MODUL = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; sandbox";

/**
 * `/` serves shell/dist, `/mf/<id>/` serves <id>/dist. Files are looked up per request, so a build
 * made while the server runs is served without a restart.
 */
export async function registerStatic(app: FastifyInstance, opts: StaticOptions) {
  const shellDist = path.join(opts.staticRoot, 'shell', 'dist');
  const moduleIds = new Set(opts.modules.modules.map((m) => m.id));
  const sajikan = penyajiRilis(opts.store);
  // Only the reply.sendFile decorator (every call names its root); the routes below are ours.
  // preCompressed: the build writes main.<hash>.js.br / .gz beside each file (tooling/rspack/
  // precompress-plugin.mjs); the browser gets the one it accepts, with Vary: Accept-Encoding.
  await app.register(fastifyStatic, { root: opts.staticRoot, serve: false, preCompressed: true });

  // Handlers are not async on purpose: returning (awaiting) a reply that streams a file adds
  // end-of-stream listeners for nothing. They start the reply and return.
  app.get('/mf/:id/*', (request: FastifyRequest<{ Params: { id: string; '*': string } }>, reply) => {
    const { id } = request.params;
    const file = request.params['*'];
    if (!moduleIds.has(id) || !file) {
      reply.callNotFound();
      return;
    }
    // A shell on another origin may load these modules.
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('content-security-policy', CSP_MODUL);
    reply.header('x-content-type-options', 'nosniff');
    // A release's directory in a module URL: /mf/mf-mutasi/1.4.0/remoteEntry.js (a version exactly as
    // semver writes it). A build's own files never start with a version (remoteEntry.js, static/js/...).
    const slash = file.indexOf('/');
    const versi = slash > 0 ? file.slice(0, slash) : '';
    if (semver.valid(versi) === versi) {
      // A release never changes: every file of it, its manifest too, is cached for good.
      sajikan(request, reply, id, versi, file.slice(slash + 1)).catch((err: unknown) => reply.send(err));
      return;
    }
    reply.header('cache-control', cacheControl(file));
    reply.sendFile(file, moduleDist(opts.staticRoot, id), { cacheControl: false, dotfiles: 'deny' });
  });

  app.get('/*', (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const file = request.params['*'];
    if (isReservedPath(request.url)) {
      reply.callNotFound();
      return;
    }
    if (!file || file === 'index.html') {
      sendShellIndex(reply, shellDist);
      return;
    }
    reply.header('cache-control', cacheControl(file));
    reply.sendFile(file, shellDist, { cacheControl: false, dotfiles: 'deny' });
  });

  return {
    /** SPA fallback, called by the not-found handler: a deep link like /penduduk/123/d gets the shell. */
    async serveShell(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (isReservedPath(request.url)) return false;
      if (!String(request.headers.accept ?? '').includes('text/html')) return false;
      if (!(await exists(path.join(shellDist, 'index.html')))) return false;
      sendShellIndex(reply, shellDist);
      return true;
    },
  };
}

function sendShellIndex(reply: FastifyReply, shellDist: string): void {
  reply.header('cache-control', NO_CACHE);
  reply.sendFile('index.html', shellDist, { cacheControl: false });
}
