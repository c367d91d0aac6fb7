import { createReadStream } from 'node:fs';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { forbidden } from '../lib/errors.js';
import { pageAnswer } from '../lib/paging.js';
import { actorOf, caller } from '../plugins/auth.js';
import { villageOf } from '../plugins/scope.js';
import { backupService, type BackupAccess } from '../services/backups.js';

/**
 * Backups (docs/adr/0011-backups.md). Who may is decided before the handler's scope opens
 * (preValidation, as the owner: it counts the villages); the handlers then use the backup manager.
 */
export function backupRoutes(ctx: AppContext) {
  const rights = new WeakMap<FastifyRequest, BackupAccess>();
  const allowed = (what: 'lihat' | 'unduh'): preValidationAsyncHookHandler =>
    async function guard(request) {
      const access = await backupService(ctx).access(caller(request).user);
      if (!access[what]) throw forbidden(access.alasan);
      rights.set(request, access);
    };
  const backups = () => backupService(ctx);
  return {
    listBackups: { preValidation: allowed('lihat'), handler: async (request) => pageAnswer(await backups().list(request.query)) },
    startBackup: {
      preValidation: allowed('lihat'),
      handler: async (_request, reply) => {
        const data = await backups().start();
        reply.code(201);
        return { success: true, message: 'Pencadangan dimulai', data };
      },
    },
    getBackupStatus: {
      preValidation: allowed('lihat'),
      handler: async (request) => ({ success: true, data: await backups().status(rights.get(request) as BackupAccess) }),
    },
    downloadBackup: {
      preValidation: allowed('unduh'),
      handler: async (request, reply) => {
        const archive = await backups().download(request.params.id, villageOf(request), actorOf(request));
        reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename="${archive.fileName}"`)
          .header('content-length', archive.size)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .code(200);
        // Returned, not sent: Fastify sends it once the request's transaction has committed, so the
        // download's log entry is there before the archive's first byte (and no transaction stays
        // open while the archive streams).
        return createReadStream(archive.file);
      },
    },
  } satisfies Partial<Routes>;
}
