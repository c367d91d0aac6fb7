import type { FastifyRequest } from 'fastify';
import type { Routes } from '../contract.js';
import { pageAnswer } from '../lib/paging.js';
import { actorOf } from '../plugins/auth.js';
import { kabupatenOf } from '../plugins/scope.js';
import { kabupatenService } from '../services/kabupaten.js';

/** The regency console (Admin Kabupaten only, by the contract's roles). */
export function kabupatenRoutes() {
  const kabupaten = (request: FastifyRequest) => kabupatenService(kabupatenOf(request));
  return {
    getRingkasanKabupaten: async (request) => ({ success: true, data: await kabupaten(request).ringkasan() }),
    listDesaKabupaten: async (request) => {
      const { q, kecamatan, ...page } = request.query;
      return pageAnswer(await kabupaten(request).list(page, { q, kecamatan }));
    },
    createDesa: async (request, reply) => {
      const data = await kabupaten(request).create(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: 'Desa berhasil ditambahkan', data };
    },
    getDesa: async (request) => ({ success: true, data: await kabupaten(request).get(request.params.id) }),
    updateDesa: async (request) => ({
      success: true,
      message: 'Desa berhasil diperbarui',
      data: await kabupaten(request).update(request.params.id, request.body, actorOf(request)),
    }),
    setKodeWilayahDesa: async (request) => ({
      success: true,
      message: 'Kode wilayah desa berhasil ditetapkan',
      data: await kabupaten(request).kodeWilayah(request.params.id, request.body.kode_wilayah, actorOf(request)),
    }),
    setStatusDesa: async (request) => {
      const data = await kabupaten(request).setAktif(request.params.id, request.body.aktif, actorOf(request));
      return { success: true, message: data.aktif ? 'Desa berhasil diaktifkan' : 'Desa berhasil dinonaktifkan', data };
    },
    createSuperAdminDesa: async (request, reply) => {
      const data = await kabupaten(request).createSuperAdmin(request.params.id, request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: 'Super Admin desa berhasil dibuat', data };
    },
    resetPasswordSuperAdminDesa: async (request) => {
      await kabupaten(request).resetPasswordSuperAdmin(request.params.id, request.params.userId, request.body, actorOf(request));
      return { success: true, message: 'Password Super Admin berhasil diatur ulang' };
    },
    listTindakanKabupatenDesa: async (request) => pageAnswer(await kabupaten(request).tindakan(request.params.id, request.query)),
    getWilayah: async (request) => ({ success: true, data: await kabupaten(request).wilayah(request.params.kode) }),
    listAktivitasKabupaten: async (request) => pageAnswer(await kabupaten(request).aktivitas(request.query)),
  } satisfies Partial<Routes>;
}
