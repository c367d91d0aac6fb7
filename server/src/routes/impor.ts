import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { DaftarImpor } from '../impor/daftar-impor.js';
import { actorOf } from '../plugins/auth.js';
import { berkasMentahOf } from '../plugins/request-body.js';
import { villageOf } from '../plugins/scope.js';
import { imporService } from '../services/impor.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheet import (issue 13): the template, the dry run, the import and its progress. */
export function imporRoutes(ctx: AppContext) {
  const daftar = new DaftarImpor();
  const impor = (request: FastifyRequest) =>
    imporService(ctx, villageOf(request), daftar, (err) => request.log.error({ err }, 'import failed, rolled back'));
  return {
    unduhTemplatImporPenduduk: async (request, reply) => {
      const { namaBerkas, isi } = await impor(request).templat();
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${namaBerkas}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .code(200)
        .send(isi);
    },
    periksaImporPenduduk: async (request) => ({
      success: true,
      data: (await impor(request).periksa(berkasMentahOf(request), request.query.nama_berkas)).ringkasan,
    }),
    mulaiImporPenduduk: async (request, reply) => {
      const data = await impor(request).mulai(berkasMentahOf(request), request.query.nama_berkas, actorOf(request));
      reply.code(202);
      return { success: true, message: 'Impor dimulai', data };
    },
    getImporPenduduk: async (request) => ({ success: true, data: impor(request).get(request.params.id) }),
    getImporPendudukTerakhir: async (request) => ({ success: true, data: impor(request).terakhir() }),
  } satisfies Partial<Routes>;
}
