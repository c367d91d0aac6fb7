import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { villageOf } from '../plugins/scope.js';
import { periksaPendudukService } from '../services/periksa-penduduk.js';

/** The resident form's warnings (issue 13): reads only, answers 200 with the list (possibly empty). */
export function periksaPendudukRoutes() {
  const periksa = (request: FastifyRequest) => periksaPendudukService(villageOf(request));
  return {
    periksaPenduduk: async (request) => ({ success: true, data: { peringatan: await periksa(request).periksa(request.body) } }),
  } satisfies Partial<Routes>;
}
