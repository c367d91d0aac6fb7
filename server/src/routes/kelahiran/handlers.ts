import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { kelahiran } from '../../db/schema.js';
import { logActivity } from '../../lib/activity-log.js';
import { sendCsv, tanggalNamaBerkas } from '../../lib/csv.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PageQuery } from '../../lib/paging.js';
import { actorOf } from '../auth/handlers.js';
import {
  findPendudukByNik,
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

/**
 * The parents' rules (the form's words, openapi/src/rules): two different people, the father a man and
 * the mother a woman by their resident record (a parent must be a registered resident: 404 otherwise),
 * and the baby's own NIK is neither parent's. The sex digits of a NIK are not read (docs/decisions.md).
 */
export const ORANG_TUA_MESSAGES = {
  nikSama: 'NIK Ibu tidak boleh sama dengan NIK Ayah',
  ayahBukanLakiLaki: 'NIK Ayah harus milik penduduk laki-laki',
  ibuBukanPerempuan: 'NIK Ibu harus milik penduduk perempuan',
  nikBayiSamaAyah: 'NIK tidak boleh sama dengan NIK Ayah',
  nikBayiSamaIbu: 'NIK tidak boleh sama dengan NIK Ibu',
} as const;

/** The baby's NIK (when sent) is not a parent's. */
function checkNikBayi(nik: string | undefined, nikAyah: string | undefined, nikIbu: string | undefined): void {
  if (nik === undefined) return;
  if (nik === nikAyah) throw badRequest(ORANG_TUA_MESSAGES.nikBayiSamaAyah);
  if (nik === nikIbu) throw badRequest(ORANG_TUA_MESSAGES.nikBayiSamaIbu);
}

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
    // Checked before any lookup: the same NIK cannot be both parents, registered or not.
    if (nik_ayah === nik_ibu) throw badRequest(ORANG_TUA_MESSAGES.nikSama);
    checkNikBayi(fields.nik, nik_ayah, nik_ibu);
    const actor = actorOf(request);
    const dto = await db.transaction(async (tx) => {
      const ayah = await findPendudukByNik(tx, desaId, nik_ayah);
      if (!ayah) throw notFound('Data ayah tidak ditemukan');
      if (ayah.jenisKelamin !== 'Laki laki') throw badRequest(ORANG_TUA_MESSAGES.ayahBukanLakiLaki);
      const ibu = await findPendudukByNik(tx, desaId, nik_ibu);
      if (!ibu) throw notFound('Data ibu tidak ditemukan');
      if (ibu.jenisKelamin !== 'Perempuan') throw badRequest(ORANG_TUA_MESSAGES.ibuBukanPerempuan);
      const [row] = await tx
        .insert(kelahiran)
        .values({ ...kelahiranValues(fields), desaId, ayahId: ayah.id, ibuId: ibu.id })
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

  /** PUT /api/kelahiran/{id}: the fields sent (the parents stay; the baby's NIK is still not theirs). */
  async function updateKelahiran(request: FastifyRequest<{ Params: { id: string }; Body: KelahiranFields }>) {
    const actor = actorOf(request);
    const dto = await db.transaction(async (tx) => {
      const row = await lockKelahiran(tx, request.params.id);
      const before = await loadKelahiran(tx, desaId, row.id);
      checkNikBayi(request.body.nik, before?.data_ayah?.nik, before?.data_ibu?.nik);
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
