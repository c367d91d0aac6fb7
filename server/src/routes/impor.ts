import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import type { HasilPeriksa } from '../services/impor-periksa.js';
import type { ImporPenduduk } from '../services/impor-progres.js';
import { actorOf, caller } from '../plugins/auth.js';
import { berkasMentahOf } from '../plugins/request-body.js';
import { forbidden } from '../lib/errors.js';
import { imporService } from '../services/impor.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Spreadsheet import (issue 13): the template, the dry run, the import and its progress.
 *
 * The dry run and the import's start do their work in a preHandler, before the handler's request
 * transaction is opened (plugins/scope.ts): reading a file of 50,000 rows takes seconds, and on the
 * embedded database a transaction held meanwhile would stall every other village (issue 33). Their
 * queries run in short transactions of the caller's village (services/impor.ts); the handler only
 * answers what the preHandler found. Each user's checks of a file are rate-limited (impor/batas-periksa.ts);
 * the imports' progress is kept by the service made for it (services/impor-progres.ts), not here.
 */
export function imporRoutes(ctx: AppContext) {
  const impor = (request: FastifyRequest) => {
    const { desaId } = caller(request).user;
    if (desaId === null) throw forbidden();
    return imporService(ctx, desaId, (err) => request.log.error({ err }, 'import failed, undone'));
  };
  const diperiksa = new WeakMap<FastifyRequest, HasilPeriksa>();
  const dimulai = new WeakMap<FastifyRequest, ImporPenduduk>();
  const nama = (request: FastifyRequest) => String((request.query as { nama_berkas?: unknown }).nama_berkas ?? '');

  const periksa: preHandlerAsyncHookHandler = async (request) => {
    ctx.batasPeriksa.impor.ambil(caller(request).user.id);
    diperiksa.set(request, await impor(request).periksa(berkasMentahOf(request), nama(request), actorOf(request)));
  };
  const mulai: preHandlerAsyncHookHandler = async (request) => {
    ctx.batasPeriksa.impor.ambil(caller(request).user.id);
    // The handler's scope checks the disk too, but the writing starts here.
    await ctx.diskSpace.ensure();
    dimulai.set(request, await impor(request).mulai(berkasMentahOf(request), nama(request), actorOf(request)));
  };
  const hasilOf = <T>(map: WeakMap<FastifyRequest, T>, request: FastifyRequest): T => {
    const v = map.get(request);
    if (v === undefined) throw new Error('impor: preHandler did not run');
    return v;
  };

  return {
    unduhTemplatImporPenduduk: async (request, reply) => {
      const { namaBerkas, isi } = await impor(request).templat();
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${namaBerkas}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .code(200)
        .send(isi);
    },
    periksaImporPenduduk: {
      preHandler: periksa,
      handler: async (request) => ({ success: true, data: hasilOf(diperiksa, request).ringkasan }),
    },
    mulaiImporPenduduk: {
      preHandler: mulai,
      handler: async (request, reply) => {
        const data = hasilOf(dimulai, request);
        reply.code(202);
        return { success: true, message: 'Impor dimulai', data };
      },
    },
    getImporPenduduk: async (request) => ({ success: true, data: await impor(request).get(request.params.id) }),
    getImporPendudukTerakhir: async (request) => ({ success: true, data: await impor(request).terakhir() }),
  } satisfies Partial<Routes>;
}
