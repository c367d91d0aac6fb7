import type { AppContext } from '../context.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { actorOf, caller } from '../plugins/auth.js';
import { logoutService, sessionsService } from '../services/sessions.js';
import { villageOf } from '../plugins/scope.js';
import type { FastifyRequest } from 'fastify';
import { changeOwnPassword, usersService } from '../services/users.js';

/** Sessions (login, logout) and users (Super Admin only). */
export function authRoutes(ctx: AppContext) {
  const sessions = sessionsService(ctx);
  const users = (request: FastifyRequest) => usersService(villageOf(request));
  return {
    login: async (request) => {
      const { token, user } = await sessions.login(request.body.username, request.body.password, request.ip);
      return { success: true, message: 'Login berhasil', token, data: user };
    },
    logout: async (request) => {
      const scope = request.scope;
      if (!scope || scope.kind === 'download') throw new Error('logout runs in the caller scope');
      await logoutService(scope).logout(caller(request), request.params.userId);
      return { success: true, message: 'Logout berhasil' };
    },
    listUsers: async (request) => pageAnswer(await users(request).list(request.query)),
    createUser: async (request, reply) => {
      const data = await users(request).create(request.body, actorOf(request));
      reply.code(201);
      return { success: true, message: 'Pengguna berhasil ditambahkan', data };
    },
    updateUser: async (request) => ({
      success: true,
      message: 'Pengguna berhasil diperbarui',
      data: await users(request).update(request.params.id, request.body, actorOf(request)),
    }),
    changeOwnPassword: async (request) => {
      // A village's staff in their village's scope, the Admin Kabupaten in the regency's.
      const scope = request.scope;
      if (!scope || scope.kind === 'download') throw new Error('changeOwnPassword runs in the caller scope');
      await changeOwnPassword(scope, caller(request), request.body, request.ip);
      return { success: true, message: 'Password berhasil diubah' };
    },
    deleteUser: async (request) => {
      await users(request).remove(request.params.id, actorOf(request));
      return { success: true, message: 'Pengguna berhasil dihapus' };
    },
  } satisfies Partial<Routes>;
}
