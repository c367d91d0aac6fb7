import type { AppContext } from '../context.js';
import type { Routes, Schemas } from '../contract.js';
import { actorOf } from '../plugins/auth.js';
import { signaturesService } from '../services/signatures.js';

/** The signer of a letter: added once per letter (birth, death, moved-out record), then edited. */
export function signaturesRoutes(ctx: AppContext) {
  const signatures = signaturesService(ctx);
  const created = (data: Schemas['Signature']) => ({ success: true, message: 'Sukses menambahkan nama penandatangan', data });
  return {
    createSignatureKelahiran: async (request, reply) =>
      reply.code(201).send(created(await signatures.create('kelahiran', request.params.id, request.body, actorOf(request)))),
    createSignatureKematian: async (request, reply) =>
      reply.code(201).send(created(await signatures.create('kematian', request.params.id, request.body, actorOf(request)))),
    createSignatureKeluar: async (request, reply) =>
      reply.code(201).send(created(await signatures.create('keluar', request.params.id, request.body, actorOf(request)))),
    updateSignature: async (request) => ({
      success: true,
      message: 'Sukses memperbarui nama penandatangan',
      data: await signatures.update(request.params.signatureId, request.body, actorOf(request)),
    }),
  } satisfies Partial<Routes>;
}
