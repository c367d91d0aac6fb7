/**
 * Every protected operation's handler runs inside its caller's scope (src/db/village-scope.ts): a
 * village's staff in one transaction of their village, the Admin Kabupaten in one of the regency.
 * The handler's services get that transaction, never the owner's connection, so the row-level
 * security policies hold for everything a request does. CSV downloads are the exception to the one
 * transaction: they stream after the handler returns, so each batch runs in a short scoped
 * transaction of its own (VillageContext.run).
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import type { AppContext, KabupatenContext, VillageContext } from '../context.js';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { withDesa, withKabupaten } from '../db/village-scope.js';
import { sql } from 'drizzle-orm';
import { AppError, forbidden } from '../lib/errors.js';
import { modulNonaktif } from '../data/modul.js';
import { caller } from './auth.js';

function shared(ctx: AppContext) {
  const { config, tokens, limiter, modules, fileLinks, diskSpace, modulStore } = ctx;
  return { config, tokens, limiter, modules, fileLinks, diskSpace, modulStore };
}

export function villageContext(ctx: AppContext, desaId: string, tx: Tx | null): VillageContext {
  const fresh = <T>(query: (db: Tx) => Promise<T>) => withDesa(ctx.db, desaId, query);
  // A download has no request transaction (it would hold PGlite's one connection for the whole
  // download, issue 33): each of its statements runs in a short transaction of its own, scoped to
  // the village like any other. Only `execute` exists there: a download reads batch by batch.
  const perStatement = tx ? null : perStatementDb(ctx.db, fresh);
  return {
    ...shared(ctx),
    kind: 'desa',
    desaId,
    get db(): Tx {
      return tx ?? (perStatement as Tx);
    },
    run: (query) => (tx ? query(tx) : fresh(query)),
  };
}

/**
 * A stand-in for a transaction whose `execute` runs each statement in a transaction of its own (see
 * villageContext); any other use is a programming error, said as such. It keeps the driver's class
 * (data/ekspor/baca.ts reads node-postgres rows and PGlite strings differently).
 */
function perStatementDb(db: Db, fresh: <T>(query: (db: Tx) => Promise<T>) => Promise<T>): object {
  const execute = (query: Parameters<Tx['execute']>[0]) => fresh((t) => t.execute(query));
  return new Proxy(Object.create(Object.getPrototypeOf(db) as object) as object, {
    get(_target, key) {
      if (key === 'execute') return execute;
      if (key === 'constructor') return (db as object).constructor;
      if (typeof key === 'symbol') return (db as unknown as Record<symbol, unknown>)[key];
      throw new Error(`a download's queries run statement by statement through execute(), not ${String(key)}`);
    },
  });
}

export function kabupatenContext(ctx: AppContext, tx: Tx): KabupatenContext {
  return {
    ...shared(ctx),
    kind: 'kabupaten',
    db: tx,
    // In a savepoint: when fn fails, rolling it back also undoes the settings (they are local to the
    // subtransaction), and the error that reaches the client is fn's own (e.g. a 409), not "current
    // transaction is aborted" from resetting them.
    asDesa(desaId, fn) {
      return tx.transaction(async (sp) => {
        await sp.execute(sql`select set_config('sid.desa_id', ${desaId}, true), set_config('sid.kabupaten', '', true)`);
        const result = await fn(sp);
        await sp.execute(sql`select set_config('sid.desa_id', '', true), set_config('sid.kabupaten', 'ya', true)`);
        return result;
      });
    },
  };
}

/** Methods that write: refused before they start while the disk is nearly full (src/lib/disk-space.ts). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses (403 MODUL_NONAKTIF) when village `desaId` has module `modul` switched off. */
export async function pastikanModulAktif(ctx: Pick<AppContext, 'modules'> & { db: DbOrTx }, desaId: string, modul: string): Promise<void> {
  if (!(await modulNonaktif(ctx.db, desaId, modul))) return;
  const title = ctx.modules.modules.find((m) => m.id === modul)?.title ?? modul;
  throw new AppError(403, 'MODUL_NONAKTIF', `Modul ${title} tidak aktif untuk desa ini. Hubungi admin kabupaten.`);
}

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

/** Wraps a protected operation's handler in its caller's scope. */
export function inCallerScope(ctx: AppContext, handler: RouteHandlerMethod, csv: boolean): RouteHandlerMethod {
  return async function scoped(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const { desaId } = caller(request).user;
    // After the caller is known (a stranger gets 401, not the disk's state), before any byte is written.
    if (!READS.has(request.method)) await ctx.diskSpace.ensure();
    const call = () => (handler as (this: unknown, req: FastifyRequest, rep: FastifyReply) => unknown).call(this, request, reply);
    if (desaId === null) {
      return withKabupaten(ctx.db, async (tx) => {
        request.scope = kabupatenContext(ctx, tx);
        return call();
      });
    }
    if (csv) {
      request.scope = villageContext(ctx, desaId, null);
      return call();
    }
    return withDesa(ctx.db, desaId, async (tx) => {
      request.scope = villageContext(ctx, desaId, tx);
      return call();
    });
  } as RouteHandlerMethod;
}

/** The village scope of a request (the handlers of a village's operations). */
export function villageOf(request: FastifyRequest): VillageContext {
  const scope = request.scope;
  if (!scope || scope.kind !== 'desa') throw forbidden();
  return scope;
}

/** The regency scope of a request (the console's handlers). */
export function kabupatenOf(request: FastifyRequest): KabupatenContext {
  const scope = request.scope;
  if (!scope || scope.kind !== 'kabupaten') throw forbidden();
  return scope;
}
