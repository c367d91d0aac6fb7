import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import type { Routes, Schemas } from '../contract.js';
import { actorOf } from '../plugins/auth.js';
import { berkasMentahOf } from '../plugins/request-body.js';
import { gabungDesaService } from '../services/gabung-desa.js';

/**
 * A standalone village's export joins the regency (issue 38): the dry run and the join. Their work runs in a
 * preHandler, before the request's transaction opens (plugins/scope.ts): the join writes as the database's
 * owner in a transaction of its own (services/gabung-desa.ts), and on the embedded database a request
 * transaction held meanwhile would wait on it.
 */
export function gabungDesaRoutes(ctx: AppContext) {
  const kunci = (request: FastifyRequest) => String(request.headers['x-kunci-gabung'] ?? '');
  const tujuan = (request: FastifyRequest) => (request.query as { desa_id?: string }).desa_id ?? null;
  const diperiksa = new WeakMap<FastifyRequest, Schemas['PeriksaGabungDesa']>();
  const digabung = new WeakMap<FastifyRequest, Schemas['HasilGabungDesa']>();
  const hasilOf = <T>(map: WeakMap<FastifyRequest, T>, request: FastifyRequest): T => {
    const v = map.get(request);
    if (v === undefined) throw new Error('gabung desa: preHandler did not run');
    return v;
  };
  const periksa: preHandlerAsyncHookHandler = async (request) => {
    diperiksa.set(request, await gabungDesaService(ctx).periksa(berkasMentahOf(request), kunci(request), tujuan(request), actorOf(request)));
  };
  const gabung: preHandlerAsyncHookHandler = async (request) => {
    await ctx.diskSpace.ensure();
    const origin = `${request.protocol}://${request.host}`;
    digabung.set(request, await gabungDesaService(ctx).gabungkan(berkasMentahOf(request), kunci(request), tujuan(request), actorOf(request), origin));
  };
  return {
    periksaGabungDesa: { preHandler: periksa, handler: async (request) => ({ success: true, data: hasilOf(diperiksa, request) }) },
    gabungDesa: {
      preHandler: gabung,
      handler: async (request, reply) => {
        const data = hasilOf(digabung, request);
        reply.code(201);
        return { success: true, message: `Desa ${data.nama_desa} berhasil digabungkan ke kabupaten`, data };
      },
    },
  } satisfies Partial<Routes>;
}
