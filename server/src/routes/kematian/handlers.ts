import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { and, eq } from 'drizzle-orm';
import { arsipKematian, files, kematian } from '../../db/schema.js';
import { pulihkanDariKematian, transisi } from '../../domain/status-penduduk.js';
import { sendCsv, tanggalNamaBerkas } from '../../lib/csv.js';
import { acceptUpload, deleteFileRows, JPG_PNG, saveUploadIn, unlinkStoredFiles } from '../../lib/files.js';
import type { PageQuery } from '../../lib/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity-log.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { actorOf } from '../auth/handlers.js';
import { lockKartuKeluarga } from '../kartu-keluarga/queries.js';
import { findPenduduk, lockPenduduk, PENDUDUK_TIDAK_DITEMUKAN, setStatusPenduduk } from '../penduduk/queries.js';
import {
  findKematianOf,
  insertKematian,
  KEMATIAN_CSV_HEADER,
  kematianCsv,
  kematianValues,
  listKematian,
  loadKematian,
  type KematianFields,
  type KematianSort,
} from './queries.js';

const SUDAH_ADA = 'Data kematian penduduk ini sudah ada';
export const KEMATIAN_TIDAK_DITEMUKAN = 'Data kematian tidak ditemukan';
const ARSIP_TIDAK_DITEMUKAN = 'Arsip kematian tidak ditemukan';
const ARSIP_SUDAH_ADA = 'Arsip kematian untuk data ini sudah ada';

export function kematianHandlers(ctx: AppContext) {
  const { db, desaId, config, fileLinks } = ctx;

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

  async function listKematianHandler(request: FastifyRequest<{ Querystring: PageQuery<KematianSort> }>) {
    const { rows, total } = await listKematian(db, desaId, request.query, fileLinks);
    return { success: true, data: rows, total };
  }

  async function exportKematianCsv(request: FastifyRequest<{ Querystring: PageQuery<KematianSort> }>, reply: FastifyReply) {
    const fileName = `data_kematian_${tanggalNamaBerkas(config.timeZone)}.csv`;
    return sendCsv(reply, fileName, KEMATIAN_CSV_HEADER, kematianCsv(db, desaId, request.query.sort, request.query.order));
  }

  async function getKematian(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    const dto = isUuid(id) ? await loadKematian(db, desaId, id, fileLinks) : undefined;
    if (!dto) throw notFound(KEMATIAN_TIDAK_DITEMUKAN);
    return { success: true, data: dto };
  }

  /** Locks a death record of this village (FOR UPDATE) or throws 404. */
  async function lockKematian(tx: DbOrTx, id: string) {
    if (!isUuid(id)) throw notFound(KEMATIAN_TIDAK_DITEMUKAN);
    const [row] = await tx.select().from(kematian).where(eq(kematian.id, id)).for('update');
    if (!row || row.desaId !== desaId) throw notFound(KEMATIAN_TIDAK_DITEMUKAN);
    return row;
  }

  /** PUT /api/kematian/{id}: the fields only (never the person or the status). */
  async function updateKematian(request: FastifyRequest<{ Params: { id: string }; Body: KematianFields }>) {
    const actor = actorOf(request);
    const dto = await db.transaction(async (tx) => {
      const row = await lockKematian(tx, request.params.id);
      const before = await loadKematian(tx, desaId, row.id);
      await tx.update(kematian).set({ ...kematianValues(request.body), updatedAt: new Date() }).where(eq(kematian.id, row.id));
      const after = await loadKematian(tx, desaId, row.id, fileLinks);
      await logActivity(tx, actor, {
        activityName: `Memperbarui data kematian ${before?.pemilik_data.nama_lengkap ?? ''} (NIK ${before?.pemilik_data.nik ?? ''})`,
        entity: 'kematian',
        entityId: row.id,
        before,
        after,
      });
      return after;
    });
    return { success: true, message: 'Sukses memperbarui data kematian penduduk.', data: dto };
  }

  /**
   * DELETE /api/kematian/{id}: the record with its archive (and file) and signer, in one transaction,
   * logged first; the person goes back to the status they had before (state machine).
   */
  async function deleteKematian(request: FastifyRequest<{ Params: { id: string } }>) {
    const actor = actorOf(request);
    const storedNames = await db.transaction(async (tx) => {
      const row = await lockKematian(tx, request.params.id);
      const before = await loadKematian(tx, desaId, row.id);
      const owner = await findPenduduk(tx, desaId, row.pendudukId);
      if (owner) await lockKartuKeluarga(tx, desaId, owner.keluarga_dari._id);
      const person = await lockPenduduk(tx, desaId, row.pendudukId);
      if (!person) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      const kembali = pulihkanDariKematian(person.statusPenduduk, person.statusSebelumnya);
      await logActivity(tx, actor, {
        activityName: `Menghapus data kematian ${person.namaLengkap} (NIK ${person.nik})`,
        entity: 'kematian',
        entityId: row.id,
        before,
      });
      const arsip = await tx.select({ fileId: arsipKematian.fileId }).from(arsipKematian).where(eq(arsipKematian.kematianId, row.id));
      // The archive and the signer go with the record (ON DELETE CASCADE); the file row is ours to delete.
      await tx.delete(kematian).where(eq(kematian.id, row.id));
      await setStatusPenduduk(tx, [person.id], kembali);
      return deleteFileRows(tx, arsip.map((a) => a.fileId));
    });
    await unlinkStoredFiles(config.dataDir, storedNames, request.log);
    return { success: true, message: 'Sukses menghapus data kematian penduduk' };
  }

  function arsipDto(a: typeof arsipKematian.$inferSelect, storedName: string) {
    return { _id: a.id, arsip_kematian: fileLinks.url(storedName), createdAt: a.createdAt.toISOString(), updatedAt: a.updatedAt.toISOString() };
  }

  /** POST /api/kematian/arsip/{id} (id of the death record): one archive per death (409 for a second). */
  async function createArsipKematian(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const upload = await acceptUpload(request.uploads?.arsip_kematian, JPG_PNG);
    const actor = actorOf(request);
    try {
      const data = await saveUploadIn(db, { dataDir: config.dataDir, desaId, createdBy: actor.id, log: request.log }, upload, async (tx, fileId) => {
        const row = await lockKematian(tx, request.params.id);
        const [existing] = await tx.select({ id: arsipKematian.id }).from(arsipKematian).where(eq(arsipKematian.kematianId, row.id));
        if (existing) throw conflict(ARSIP_SUDAH_ADA);
        const [arsip] = await tx.insert(arsipKematian).values({ kematianId: row.id, fileId }).returning();
        const [stored] = await tx.select({ storedName: files.storedName }).from(files).where(eq(files.id, fileId));
        const dto = arsipDto(arsip!, stored!.storedName);
        await logActivity(tx, actor, { activityName: 'Menambahkan arsip kematian', entity: 'arsip_kematian', entityId: arsip!.id, after: { ...dto, kematian: row.id, file: fileId } });
        return dto;
      });
      return reply.code(201).send({ success: true, message: 'Sukses menambahkan arsip kematian', data });
    } catch (err) {
      if (isUniqueViolation(err, 'arsip_kematian_kematian_uq')) throw conflict(ARSIP_SUDAH_ADA);
      throw err;
    }
  }

  async function lockArsip(tx: DbOrTx, id: string) {
    if (!isUuid(id)) throw notFound(ARSIP_TIDAK_DITEMUKAN);
    const [row] = await tx
      .select({ a: arsipKematian })
      .from(arsipKematian)
      .innerJoin(kematian, eq(kematian.id, arsipKematian.kematianId))
      .where(and(eq(arsipKematian.id, id), eq(kematian.desaId, desaId)))
      .for('update');
    if (!row) throw notFound(ARSIP_TIDAK_DITEMUKAN);
    return row.a;
  }

  /** PUT /api/kematian/arsip/{id} (id of the archive): a new photo; the old file goes (row now, bytes after commit). */
  async function updateArsipKematian(request: FastifyRequest<{ Params: { id: string } }>) {
    const upload = await acceptUpload(request.uploads?.arsip_kematian, JPG_PNG);
    const actor = actorOf(request);
    const result = await saveUploadIn(db, { dataDir: config.dataDir, desaId, createdBy: actor.id, log: request.log }, upload, async (tx, fileId) => {
      const old = await lockArsip(tx, request.params.id);
      const [arsip] = await tx.update(arsipKematian).set({ fileId, updatedAt: new Date() }).where(eq(arsipKematian.id, old.id)).returning();
      const removed = await deleteFileRows(tx, [old.fileId]);
      const [stored] = await tx.select({ storedName: files.storedName }).from(files).where(eq(files.id, fileId));
      const dto = arsipDto(arsip!, stored!.storedName);
      await logActivity(tx, actor, {
        activityName: 'Memperbarui arsip kematian',
        entity: 'arsip_kematian',
        entityId: old.id,
        before: { _id: old.id, kematian: old.kematianId, file: old.fileId },
        after: { _id: old.id, kematian: old.kematianId, file: fileId },
      });
      return { dto, removed };
    });
    await unlinkStoredFiles(config.dataDir, result.removed, request.log);
    return { success: true, message: 'Sukses memperbarui arsip kematian', data: result.dto };
  }

  /** DELETE /api/kematian/arsip/{id} (id of the archive), with its file. */
  async function deleteArsipKematian(request: FastifyRequest<{ Params: { id: string } }>) {
    const actor = actorOf(request);
    const removed = await db.transaction(async (tx) => {
      const old = await lockArsip(tx, request.params.id);
      await logActivity(tx, actor, {
        activityName: 'Menghapus arsip kematian',
        entity: 'arsip_kematian',
        entityId: old.id,
        before: { _id: old.id, kematian: old.kematianId, file: old.fileId },
      });
      await tx.delete(arsipKematian).where(eq(arsipKematian.id, old.id));
      return deleteFileRows(tx, [old.fileId]);
    });
    await unlinkStoredFiles(config.dataDir, removed, request.log);
    return { success: true, message: 'Sukses menghapus arsip kematian' };
  }

  return {
    createKematian,
    listKematian: listKematianHandler,
    exportKematianCsv,
    getKematian,
    updateKematian,
    deleteKematian,
    createArsipKematian,
    updateArsipKematian,
    deleteArsipKematian,
  };
}
