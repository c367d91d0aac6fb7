/**
 * Every protected operation's handler runs inside its caller's scope (src/db/village-scope.ts): a
 * village's staff in one transaction of their village, the Admin Kabupaten in one of the regency.
 * The handler's services get that transaction, never the owner's connection, so the row-level
 * security policies hold for everything a request does. List downloads are the exception to the one
 * transaction: they stream after the handler returns, so their services read through
 * DownloadContext.run, each batch in a short scoped transaction of its own.
 *
 * With a read replica (DATABASE_REPLICA_URL, issue 39) the reads that may be a moment behind (bolehReplika)
 * run there once it has replayed the session's last write, and every write of a session records its WAL
 * position before the answer leaves (db/replika.ts).
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import type { AppContext, DownloadContext, KabupatenContext, VillageContext } from '../context.js';
import type { Db, Tx } from '../db/client.js';
import { catatLsnTulis, isReadOnlyRefusal, replikaSudahSampai } from '../db/replika.js';
import { asDesaIn, withDesa, withKabupaten } from '../db/village-scope.js';
import { forbidden } from '../lib/errors.js';
import { pastikanModulAktif } from '../services/modul-desa.js';
import { caller } from './auth.js';

function shared(ctx: AppContext) {
  const { config, tokens, limiter, modules, fileLinks, diskSpace, modulStore, imporProgres, batasPeriksa } = ctx;
  return { config, tokens, limiter, modules, fileLinks, diskSpace, modulStore, imporProgres, batasPeriksa };
}

export function villageContext(ctx: AppContext, desaId: string, tx: Tx): VillageContext {
  return { ...shared(ctx), kind: 'desa', desaId, db: tx };
}

/** A download's scope: no transaction of its own, each read in a short one of the village (DownloadContext). */
export function downloadContext(ctx: AppContext, desaId: string): DownloadContext {
  return { ...shared(ctx), kind: 'download', desaId, run: (query) => withDesa(ctx.db, desaId, query) };
}

export function kabupatenContext(ctx: AppContext, tx: Tx): KabupatenContext {
  return {
    ...shared(ctx),
    kind: 'kabupaten',
    db: tx,
    asDesa: (desaId, fn) => asDesaIn(tx, desaId, fn),
  };
}

/** Methods that write: refused before they start while the disk is nearly full (src/lib/disk-space.ts). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onRequest, after the auth hook: an operation of module `modul` (its own or its tag's x-modul) is
 * refused (403) to a village that has the module switched off, before its body is read or validated,
 * so whatever the request carries, the answer is the same refusal.
 */
export function requireModulAktif(ctx: AppContext, modul: string): onRequestAsyncHookHandler {
  return async (request) => {
    const desaId = caller(request).user.desaId;
    if (desaId !== null) await pastikanModulAktif(ctx, desaId, modul);
  };
}

/**
 * The reads that may be a moment behind, for a read replica: the regency console's, the monthly
 * reports' and statistics' (GET). The list downloads stay on the primary (they stream after the
 * handler, past the fallback below).
 */
export function bolehReplika(op: { method: string; url: string; csv: boolean }): boolean {
  return op.method === 'GET' && !op.csv && /^\/api\/(kabupaten|laporan_bulanan|statistik)(\/|$)/.test(op.url);
}

/** Wraps a protected operation's handler in its caller's scope; `replika`: it may read from the replica. */
export function inCallerScope(ctx: AppContext, handler: RouteHandlerMethod, csv: boolean, replika = false): RouteHandlerMethod {
  return async function scoped(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const auth = caller(request);
    const { desaId } = auth.user;
    // After the caller is known (a stranger gets 401, not the disk's state), before any byte is written.
    if (!READS.has(request.method)) await ctx.diskSpace.ensure();
    const call = () => (handler as (this: unknown, req: FastifyRequest, rep: FastifyReply) => unknown).call(this, request, reply);
    const run = (db: Db) => {
      if (desaId === null) {
        return withKabupaten(db, async (tx) => {
          request.scope = kabupatenContext(ctx, tx);
          return call();
        });
      }
      if (csv) {
        request.scope = downloadContext(ctx, desaId);
        return call();
      }
      return withDesa(db, desaId, async (tx) => {
        request.scope = villageContext(ctx, desaId, tx);
        return call();
      });
    };
    if (replika && ctx.replika && (await replikaSudahSampai(ctx.replika, auth.lsnTulis).catch(() => false))) {
      try {
        return await run(ctx.replika);
      } catch (err) {
        // A read that writes after all (read_only_sql_transaction): read again on the primary.
        if (!isReadOnlyRefusal(err)) throw err;
        request.log.warn({ url: request.url }, 'replica refused a write: read on the primary');
      }
    }
    const result = await run(ctx.db);
    if (ctx.replika && !READS.has(request.method)) await catatLsnTulis(ctx.db, auth.sessionId);
    return result;
  } as RouteHandlerMethod;
}

/** The village scope of a request (the handlers of a village's operations). */
export function villageOf(request: FastifyRequest): VillageContext {
  const scope = request.scope;
  if (!scope || scope.kind !== 'desa') throw forbidden();
  return scope;
}

/** The scope of a village's list download (the handlers of the six whole-list exports). */
export function downloadOf(request: FastifyRequest): DownloadContext {
  const scope = request.scope;
  if (!scope || scope.kind !== 'download') throw forbidden();
  return scope;
}

/** The regency scope of a request (the console's handlers). */
export function kabupatenOf(request: FastifyRequest): KabupatenContext {
  const scope = request.scope;
  if (!scope || scope.kind !== 'kabupaten') throw forbidden();
  return scope;
}
