import type { FastifyRequest } from 'fastify';
import { villageOf } from '../plugins/scope.js';
import type { Routes } from '../contract.js';
import { actorOf } from '../plugins/auth.js';
import { wilayahDesaService } from '../services/wilayah-desa.js';

/** The village's areas (dusun, RW, RT): the tree for every staff member, changes for its Super Admin (the contract's roles). */
export function wilayahDesaRoutes() {
  const wilayah = (request: FastifyRequest) => wilayahDesaService(villageOf(request));
  return {
    getWilayahDesa: async (request) => ({ success: true, data: await wilayah(request).tree() }),
    createWilayahDesa: async (request, reply) => {
      const data = await wilayah(request).create(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: 'Wilayah berhasil ditambahkan', data };
    },
    updateWilayahDesa: async (request) => ({
      success: true,
      message: 'Wilayah berhasil diperbarui',
      data: await wilayah(request).update(request.params.id, request.body, actorOf(request)),
    }),
    deleteWilayahDesa: async (request) => {
      await wilayah(request).remove(request.params.id, actorOf(request));
      return { success: true, message: 'Wilayah berhasil dihapus' };
    },
    gabungWilayahDesa: async (request) => ({
      success: true,
      message: 'Wilayah berhasil digabungkan',
      data: await wilayah(request).gabung(request.params.id, request.body, actorOf(request)),
    }),
  } satisfies Partial<Routes>;
}
