import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { forbidden } from '../lib/errors.js';
import { pageAnswer } from '../lib/paging.js';
import { actorOf, caller } from '../plugins/auth.js';
import { villageOf } from '../plugins/scope.js';
import { backupService, type BackupAccess } from '../services/backups.js';
import { eksporDesaService, type EksporSiap } from '../services/ekspor-desa.js';

/** An archive sent as a download of `size` bytes named `fileName`, never cached nor sniffed. */
function sebagaiUnduhan(reply: FastifyReply, fileName: string, size: number): void {
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', size)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .code(200);
}

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
  // The village's export to join a regency (issue 38): written in a preHandler, as the owner, before the
  // request's transaction opens (on the embedded database a transaction held meanwhile would wait on it).
  const ekspor = new WeakMap<FastifyRequest, EksporSiap>();
  const tulisEkspor: preHandlerAsyncHookHandler = async (request, reply) => {
    await ctx.diskSpace.ensure();
    const siap = await eksporDesaService(ctx).tulis(caller(request).user, String(request.headers['x-kunci-gabung'] ?? ''), actorOf(request));
    // Removed once the answer is over, sent or not.
    reply.raw.once('close', () => void siap.hapus());
    ekspor.set(request, siap);
  };
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
        sebagaiUnduhan(reply, archive.fileName, archive.size);
        // Returned, not sent: Fastify sends it once the request's transaction has committed, so the
        // download's log entry is there before the archive's first byte (and no transaction stays
        // open while the archive streams).
        return createReadStream(archive.file);
      },
    },
    eksporDesa: {
      preHandler: tulisEkspor,
      handler: async (request, reply) => {
        const siap = ekspor.get(request);
        if (!siap) throw new Error('eksporDesa: preHandler did not run');
        sebagaiUnduhan(reply, siap.fileName, siap.size);
        const stream = createReadStream(siap.file);
        stream.once('close', () => void siap.hapus());
        return stream;
      },
    },
  } satisfies Partial<Routes>;
}
