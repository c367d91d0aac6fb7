import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { kelahiran } from '../../db/schema.js';
import { logActivity } from '../../lib/activity-log.js';
import { sendCsv, tanggalNamaBerkas } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PageQuery } from '../../lib/paging.js';
import { actorOf } from '../auth/handlers.js';
import {
  findPendudukIdByNik,
  KELAHIRAN_CSV_HEADER,
  kelahiranCsv,
  kelahiranValues,
  listKelahiran,
  loadKelahiran,
  type KelahiranCreateFields,
  type KelahiranFields,
  type KelahiranSort,
} from './queries.js';

export const KELAHIRAN_TIDAK_DITEMUKAN = 'Data kelahiran tidak ditemukan';

export function kelahiranHandlers(ctx: AppContext) {
  const { db, desaId, config } = ctx;

  async function listKelahiranHandler(request: FastifyRequest<{ Querystring: PageQuery<KelahiranSort> }>) {
    const { rows, total } = await listKelahiran(db, desaId, request.query);
    return { success: true, data: rows, total };
  }

  async function exportKelahiranCsv(request: FastifyRequest<{ Querystring: PageQuery<KelahiranSort> }>, reply: FastifyReply) {
    const fileName = `data_kelahiran_${tanggalNamaBerkas(config.timeZone)}.csv`;
    return sendCsv(reply, fileName, KELAHIRAN_CSV_HEADER, kelahiranCsv(db, desaId, request.query.sort, request.query.order));
  }

  async function getKelahiran(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    const dto = isUuid(id) ? await loadKelahiran(db, desaId, id) : undefined;
    if (!dto) throw notFound(KELAHIRAN_TIDAK_DITEMUKAN);
    return { success: true, data: dto };
  }

  /** POST /api/kelahiran: the parents are found by NIK (404 'Data ayah/ibu tidak ditemukan'). */
  async function createKelahiran(request: FastifyRequest<{ Body: KelahiranCreateFields }>, reply: FastifyReply) {
    const { nik_ayah, nik_ibu, ...fields } = request.body;
    const actor = actorOf(request);
    const dto = await db.transaction(async (tx) => {
      const ayahId = await findPendudukIdByNik(tx, desaId, nik_ayah);
      if (!ayahId) throw notFound('Data ayah tidak ditemukan');
      const ibuId = await findPendudukIdByNik(tx, desaId, nik_ibu);
      if (!ibuId) throw notFound('Data ibu tidak ditemukan');
      const [row] = await tx
        .insert(kelahiran)
        .values({ ...kelahiranValues(fields), desaId, ayahId, ibuId })
        .returning({ id: kelahiran.id });
      const created = await loadKelahiran(tx, desaId, row!.id);
      await logActivity(tx, actor, { activityName: `Menambahkan data kelahiran ${created?.nama ?? ''}`, entity: 'kelahiran', entityId: row!.id, after: created });
      return created;
    });
    return reply.code(201).send({ success: true, message: 'Sukses menambahkan data kelahiran', data: dto });
  }

  async function lockKelahiran(tx: DbOrTx, id: string) {
    if (!isUuid(id)) throw notFound(KELAHIRAN_TIDAK_DITEMUKAN);
    const [row] = await tx.select().from(kelahiran).where(eq(kelahiran.id, id)).for('update');
    if (!row || row.desaId !== desaId) throw notFound(KELAHIRAN_TIDAK_DITEMUKAN);
    return row;
  }

  /** PUT /api/kelahiran/{id}: the fields sent (the parents stay). */
  async function updateKelahiran(request: FastifyRequest<{ Params: { id: string }; Body: KelahiranFields }>) {
    const actor = actorOf(request);
    const dto = await db.transaction(async (tx) => {
      const row = await lockKelahiran(tx, request.params.id);
      const before = await loadKelahiran(tx, desaId, row.id);
      await tx.update(kelahiran).set({ ...kelahiranValues(request.body), updatedAt: new Date() }).where(eq(kelahiran.id, row.id));
      const after = await loadKelahiran(tx, desaId, row.id);
      await logActivity(tx, actor, { activityName: `Memperbarui data kelahiran ${after?.nama ?? ''}`, entity: 'kelahiran', entityId: row.id, before, after });
      return after;
    });
    return { success: true, message: 'Sukses memperbarui data kelahiran', data: dto };
  }

  /** DELETE /api/kelahiran/{id}: with its signer (cascade), logged first. */
  async function deleteKelahiran(request: FastifyRequest<{ Params: { id: string } }>) {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const row = await lockKelahiran(tx, request.params.id);
      const before = await loadKelahiran(tx, desaId, row.id);
      await logActivity(tx, actor, { activityName: `Menghapus data kelahiran ${row.nama}`, entity: 'kelahiran', entityId: row.id, before });
      await tx.delete(kelahiran).where(eq(kelahiran.id, row.id));
    });
    return { success: true, message: 'Sukses menghapus data kelahiran' };
  }

  return { listKelahiran: listKelahiranHandler, exportKelahiranCsv, getKelahiran, createKelahiran, updateKelahiran, deleteKelahiran };
}
