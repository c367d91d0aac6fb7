import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { caller } from '../plugins/auth.js';
import { villageOf } from '../plugins/scope.js';
import { periksaPendudukService } from '../services/periksa-penduduk.js';

/**
 * The resident form's warnings (issue 13): reads only, answers 200 with the list (possibly empty).
 * Rate-limited per user (issue 33): the answer says where in the regency a name and birth date live,
 * so it is for a clerk filling a form, not for a script asking in bulk.
 */
export function periksaPendudukRoutes() {
  const periksa = (request: FastifyRequest) => periksaPendudukService(villageOf(request));
  return {
    periksaPenduduk: async (request) => {
      villageOf(request).batasPeriksa.penduduk.ambil(caller(request).user.id);
      return { success: true, data: { peringatan: await periksa(request).periksa(request.body) } };
    },
  } satisfies Partial<Routes>;
}
