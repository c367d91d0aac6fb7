import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { transisi } from '../../domain/status-penduduk.js';
import { logActivity } from '../../lib/activity-log.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { actorOf } from '../auth/handlers.js';
import { lockKartuKeluarga } from '../kartu-keluarga/queries.js';
import { findPenduduk, lockPenduduk, PENDUDUK_TIDAK_DITEMUKAN, setStatusPenduduk } from '../penduduk/queries.js';
import { findKematianOf, insertKematian, kematianValues, loadKematian, type KematianFields } from './queries.js';

const SUDAH_ADA = 'Data kematian penduduk ini sudah ada';

export function kematianHandlers(ctx: AppContext) {
  const { db, desaId } = ctx;

  /**
   * POST /api/kematian/{id} (id = the resident): records the death and moves the status to meninggal
   * through the state machine, keeping the previous status for a later cancel. One record per person.
   */
  async function createKematian(request: FastifyRequest<{ Params: { id: string }; Body: KematianFields }>, reply: FastifyReply) {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    try {
      const created = await db.transaction(async (tx) => {
        const current = await findPenduduk(tx, desaId, id);
        if (!current) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
        await lockKartuKeluarga(tx, desaId, current.keluarga_dari._id);
        const person = await lockPenduduk(tx, desaId, id);
        if (!person) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
        if (await findKematianOf(tx, id)) throw conflict(SUDAH_ADA);
        const next = transisi('catatKematian', person.statusPenduduk);
        const row = await insertKematian(tx, { ...kematianValues(request.body), desaId, pendudukId: id });
        await setStatusPenduduk(tx, [id], next.status);
        const dto = await loadKematian(tx, desaId, row.id);
        await logActivity(tx, actor, {
          activityName: `Mencatat kematian ${person.namaLengkap} (NIK ${person.nik})`,
          entity: 'kematian',
          entityId: row.id,
          before: { penduduk: current },
          after: dto,
        });
        return dto;
      });
      return reply.code(201).send({ success: true, message: 'Sukses menambahkan data kematian penduduk', data: created });
    } catch (err) {
      // Two clerks recording the same death at once: the unique constraint decides.
      if (isUniqueViolation(err, 'kematian_penduduk_uq')) throw conflict(SUDAH_ADA);
      throw err;
    }
  }

  return { createKematian };
}
