import type { FastifyRequest } from 'fastify';
import { villageOf } from '../plugins/scope.js';
import type { Routes, Schemas } from '../contract.js';
import { actorOf } from '../plugins/auth.js';
import { signaturesService } from '../services/signatures.js';

/** The signer of a letter: added once per letter (birth, death, moved-out record), then edited. */
export function signaturesRoutes() {
  const signatures = (request: FastifyRequest) => signaturesService(villageOf(request));
  const created = (data: Schemas['Signature']) => ({ success: true, message: 'Sukses menambahkan nama penandatangan', data });
  return {
    createSignatureKelahiran: async (request, reply) => {
      reply.code(201);
      return created(await signatures(request).create('kelahiran', request.params.id, request.body, actorOf(request)));
    },
    createSignatureKematian: async (request, reply) => {
      reply.code(201);
      return created(await signatures(request).create('kematian', request.params.id, request.body, actorOf(request)));
    },
    createSignatureKeluar: async (request, reply) => {
      reply.code(201);
      return created(await signatures(request).create('keluar', request.params.id, request.body, actorOf(request)));
    },
    updateSignature: async (request) => ({
      success: true,
      message: 'Sukses memperbarui nama penandatangan',
      data: await signatures(request).update(request.params.signatureId, request.body, actorOf(request)),
    }),
  } satisfies Partial<Routes>;
}
