import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { penduduk } from '../../db/schema.js';
import { transisi, transisiKeluarga, type StatusPenduduk } from '../../domain/status-penduduk.js';
import { logActivity } from '../../lib/activity-log.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { actorOf } from '../auth/handlers.js';
import { KK_TIDAK_DITEMUKAN, lockKartuKeluarga } from '../kartu-keluarga/queries.js';
import { anggotaOrder, findPenduduk, loadPendudukByIds, lockPenduduk, PENDUDUK_TIDAK_DITEMUKAN, setStatusPenduduk } from '../penduduk/queries.js';
import { appendAnggota, insertRecord, loadPendudukKeluar, lockOpenRecord } from './queries.js';

export const POST_MANY_PENDUDUK_KELUAR_SUCCESS = 'POST_MANY_PENDUDUK_KELUAR_SUCCESS';

export function pendudukKeluarHandlers(ctx: AppContext) {
  const { db, desaId } = ctx;

  /**
   * POST /api/penduduk_keluar/{id} (id = the resident): one person moves out. They join the open record
   * of their family card (one without a statement yet) as a follower, or open a new record as its
   * proposer; a record with a statement is closed and never joined.
   */
  async function createPendudukKeluarSingle(request: FastifyRequest<{ Params: { id: string }; Body?: { no_kk?: string } }>, reply: FastifyReply) {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const recordId = await db.transaction(async (tx) => {
      const current = await findPenduduk(tx, desaId, id);
      if (!current) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      if (request.body?.no_kk !== undefined && request.body.no_kk !== current.keluarga_dari.no_kk) {
        throw badRequest('Nomor KK tidak sesuai dengan kartu keluarga penduduk ini');
      }
      const kk = await lockKartuKeluarga(tx, desaId, current.keluarga_dari._id);
      const person = await lockPenduduk(tx, desaId, id);
      if (!kk || !person) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      const next = transisi('pindahSatu', person.statusPenduduk);
      const open = await lockOpenRecord(tx, desaId, kk.id);
      const record = open ?? (await insertRecord(tx, desaId, kk.id));
      await appendAnggota(tx, record.id, [{ id, sebelumnya: next.sebelumnya }]);
      await setStatusPenduduk(tx, [id], next.status);
      await logActivity(tx, actor, {
        activityName: `Memindahkan ${person.namaLengkap} (NIK ${person.nik}) keluar desa${open ? ' sebagai pengikut' : ''}`,
        entity: 'penduduk_keluar',
        entityId: record.id,
        before: { penduduk: current },
        after: { penduduk: await findPenduduk(tx, desaId, id), penduduk_keluar: record.id },
      });
      return record.id;
    });
    return reply.code(201).send({
      success: true,
      code: 'POST_PENDUDUK_KELUAR_SUCCESS',
      message: 'Penduduk berhasil dipindahkan keluar desa',
      data: await loadPendudukKeluar(db, desaId, recordId),
    });
  }

  /**
   * POST /api/penduduk_keluar/{idKK}/m: the whole family moves out, all or nothing. Every member must
   * be '' or penduduk_masuk; otherwise 409 FAIL_POST_MANY_PENDUDUK_KELUAR names who is in the way and
   * nothing changes. A new record is made with the members in family order, the head first.
   */
  async function createPendudukKeluarKeluarga(request: FastifyRequest<{ Params: { idKK: string }; Body?: { idKK?: string } }>, reply: FastifyReply) {
    const { idKK } = request.params;
    if (request.body?.idKK !== undefined && request.body.idKK !== idKK) {
      throw badRequest('idKK pada body harus sama dengan idKK pada alamat');
    }
    if (!isUuid(idKK)) throw notFound(KK_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const recordId = await db.transaction(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, idKK);
      if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      const members = await tx
        .select({ id: penduduk.id, namaLengkap: penduduk.namaLengkap, status: penduduk.statusPenduduk })
        .from(penduduk)
        .where(and(eq(penduduk.desaId, desaId), eq(penduduk.kkId, idKK)))
        .orderBy(anggotaOrder('"penduduk"'))
        .for('update');
      const moves = transisiKeluarga(members.map((m) => ({ ...m, status: m.status as StatusPenduduk })));
      const before = await loadPendudukByIds(tx, desaId, moves.map((m) => m.id));
      const record = await insertRecord(tx, desaId, idKK);
      await appendAnggota(tx, record.id, moves.map((m) => ({ id: m.id, sebelumnya: m.sebelumnya })));
      await setStatusPenduduk(tx, moves.map((m) => m.id), 'penduduk_keluar');
      await logActivity(tx, actor, {
        activityName: `Memindahkan seluruh keluarga KK ${kk.noKk} keluar desa (${moves.length} orang)`,
        entity: 'penduduk_keluar',
        entityId: record.id,
        before: { anggota_keluarga: before },
        after: { anggota_keluarga: await loadPendudukByIds(tx, desaId, moves.map((m) => m.id)), penduduk_keluar: record.id },
      });
      return record.id;
    });
    return reply.code(201).send({
      success: true,
      code: POST_MANY_PENDUDUK_KELUAR_SUCCESS,
      message: 'Seluruh anggota keluarga berhasil dipindahkan keluar desa',
      data: await loadPendudukKeluar(db, desaId, recordId),
    });
  }

  return { createPendudukKeluarSingle, createPendudukKeluarKeluarga };
}
