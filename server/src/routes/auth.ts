import type { AppContext } from '../context.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { actorOf, caller } from '../plugins/auth.js';
import { sessionsService } from '../services/sessions.js';
import { usersService } from '../services/users.js';

/** Sessions (login, logout) and users (Super Admin only). */
export function authRoutes(ctx: AppContext) {
  const sessions = sessionsService(ctx);
  const users = usersService(ctx);
  return {
    login: async (request) => {
      const { token, user } = await sessions.login(request.body.username, request.body.password, request.ip);
      return { success: true, message: 'Login berhasil', token, data: user };
    },
    logout: async (request) => {
      await sessions.logout(caller(request), request.params.userId);
      return { success: true, message: 'Logout berhasil' };
    },
    listUsers: async (request) => pageAnswer(await users.list(request.query)),
    createUser: async (request, reply) => {
      const data = await users.create(request.body, actorOf(request));
      return reply.code(201).send({ success: true, message: 'Pengguna berhasil ditambahkan', data });
    },
    updateUser: async (request) => ({
      success: true,
      message: 'Pengguna berhasil diperbarui',
      data: await users.update(request.params.id, request.body, actorOf(request)),
    }),
    deleteUser: async (request) => {
      await users.remove(request.params.id, actorOf(request));
      return { success: true, message: 'Pengguna berhasil dihapus' };
    },
  } satisfies Partial<Routes>;
}
