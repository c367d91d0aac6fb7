import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { keteranganKeluar, penduduk, pendudukKeluar } from '../../db/schema.js';
import { pulihkanDariPindah, transisi, transisiKeluarga, type StatusAwal, type StatusPenduduk } from '../../domain/status-penduduk.js';
import { logActivity } from '../../lib/activity-log.js';
import { sendCsv, tanggalNamaBerkas } from '../../lib/csv.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { deleteFileRows, FOTO_WEB, optionalUpload, saveUploadsIn, storedNamesById, unlinkStoredFiles, type AcceptedUpload } from '../../lib/files.js';
import { isUuid } from '../../lib/ids.js';
import type { PageQuery } from '../../lib/paging.js';
import { actorOf } from '../auth/handlers.js';
import { KK_TIDAK_DITEMUKAN, lockKartuKeluarga } from '../kartu-keluarga/queries.js';
import { anggotaOrder, findPenduduk, loadPendudukByIds, lockPenduduk, PENDUDUK_TIDAK_DITEMUKAN, setStatusPenduduk } from '../penduduk/queries.js';
import { keteranganInvalid, keteranganValues, type KeteranganKeluarBody } from './keterangan-input.js';
import {
  anggotaOf,
  appendAnggota,
  insertRecord,
  KETERANGAN_KELUAR_SUDAH_ADA,
  KETERANGAN_KELUAR_TIDAK_DITEMUKAN,
  keteranganKeluarDto,
  keteranganKeluarLog,
  listPendudukKeluar,
  loadPendudukKeluar,
  lockKeteranganKeluar,
  lockOpenRecord,
  lockRecord,
  PENDUDUK_KELUAR_CSV_HEADER,
  PENDUDUK_KELUAR_TIDAK_DITEMUKAN,
  pendudukKeluarCsv,
  removeAnggota,
  type KeteranganKeluarRow,
  type PendudukKeluarSort,
} from './queries.js';

export const POST_MANY_PENDUDUK_KELUAR_SUCCESS = 'POST_MANY_PENDUDUK_KELUAR_SUCCESS';

export const PENGUSUL_TIDAK_DAPAT_DIHAPUS =
  'Pengusul tidak dapat dihapus sendiri. Gunakan "Hapus Semua Data" untuk menghapus seluruh data penduduk keluar ini.';
const PENGIKUT_TIDAK_DITEMUKAN = 'Pengikut tidak ditemukan pada data penduduk keluar ini';

type KeteranganRequest<P> = FastifyRequest<{ Params: P; Body: KeteranganKeluarBody }>;

export function pendudukKeluarHandlers(ctx: AppContext) {
  const { db, desaId, config, fileLinks } = ctx;
  const uploadOpts = (request: FastifyRequest) => ({ dataDir: config.dataDir, desaId, createdBy: actorOf(request).id, log: request.log });

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
      data: await loadPendudukKeluar(db, desaId, recordId, fileLinks),
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
      data: await loadPendudukKeluar(db, desaId, recordId, fileLinks),
    });
  }

  async function listPendudukKeluarHandler(request: FastifyRequest<{ Querystring: PageQuery<PendudukKeluarSort> }>) {
    const { rows, total } = await listPendudukKeluar(db, desaId, request.query, fileLinks);
    return { success: true, data: rows, total };
  }

  async function exportPendudukKeluarCsv(request: FastifyRequest<{ Querystring: PageQuery<PendudukKeluarSort> }>, reply: FastifyReply) {
    const fileName = `data_penduduk_keluar_${tanggalNamaBerkas(config.timeZone)}.csv`;
    return sendCsv(reply, fileName, PENDUDUK_KELUAR_CSV_HEADER, pendudukKeluarCsv(db, desaId, request.query.sort, request.query.order));
  }

  async function getPendudukKeluar(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    const dto = isUuid(id) ? await loadPendudukKeluar(db, desaId, id, fileLinks) : undefined;
    if (!dto) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    return { success: true, data: dto };
  }

  /**
   * The locks of a cancel, in the order every change to a family takes them: the record's card, the
   * record, then its people. Returns the record and its people (locked) with the status the state
   * machine sends each back to (pulihkanDariPindah: '' or penduduk_masuk, as kept in the record).
   */
  async function lockForCancel(tx: DbOrTx, id: string) {
    const [found] = await tx
      .select({ kkId: pendudukKeluar.kkId })
      .from(pendudukKeluar)
      .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.id, id)));
    if (!found) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    await lockKartuKeluarga(tx, desaId, found.kkId);
    const record = await lockRecord(tx, desaId, id);
    if (!record) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    const anggota = await anggotaOf(tx, id);
    const people = anggota.length
      ? await tx
          .select()
          .from(penduduk)
          .where(and(eq(penduduk.desaId, desaId), inArray(penduduk.id, anggota.map((a) => a.pendudukId))))
          .orderBy(asc(penduduk.id))
          .for('update')
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    const members = anggota.map((a) => {
      const person = byId.get(a.pendudukId);
      if (!person) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      return { anggota: a, person, kembali: pulihkanDariPindah(person.statusPenduduk, a.statusSebelumnya) };
    });
    return { record, members };
  }

  /** Sets each person back to their status, one statement per target status. */
  async function restore(tx: DbOrTx, members: Array<{ person: { id: string }; kembali: StatusAwal }>) {
    for (const status of ['', 'penduduk_masuk'] as const) {
      await setStatusPenduduk(tx, members.filter((m) => m.kembali === status).map((m) => m.person.id), status);
    }
  }

  /**
   * DELETE /api/penduduk_keluar/{id}/d: the whole record, logged first, with its statement (and photo)
   * and signer; everyone in it goes back to the status they had before the move, in one transaction.
   */
  async function deletePendudukKeluar(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const removed = await db.transaction(async (tx) => {
      const { record, members } = await lockForCancel(tx, id);
      const before = await loadPendudukKeluar(tx, desaId, record.id);
      const proposer = members[0]?.person;
      await logActivity(tx, actor, {
        activityName: `Menghapus seluruh data penduduk keluar${proposer ? ` ${proposer.namaLengkap} (NIK ${proposer.nik})` : ''} (${members.length} orang)`,
        entity: 'penduduk_keluar',
        entityId: record.id,
        before,
      });
      const statements = await tx.delete(keteranganKeluar).where(eq(keteranganKeluar.pendudukKeluarId, record.id)).returning();
      // The people (penduduk_keluar_anggota) and the signer go with the record (ON DELETE CASCADE).
      await tx.delete(pendudukKeluar).where(eq(pendudukKeluar.id, record.id));
      await restore(tx, members);
      const ids = members.map((m) => m.person.id);
      await logActivity(tx, actor, {
        activityName: `Memulihkan status ${members.length} penduduk setelah data penduduk keluar dihapus`,
        entity: 'penduduk',
        entityId: record.id,
        before: { penduduk: before?.penduduk_keluar_desa ?? [] },
        after: { penduduk: await loadPendudukByIds(tx, desaId, ids) },
      });
      return deleteFileRows(tx, statements.map((s) => s.fotoPengusulId));
    });
    await unlinkStoredFiles(config.dataDir, removed, request.log);
    return { success: true, message: 'Sukses menghapus seluruh data penduduk keluar' };
  }

  /**
   * DELETE /api/penduduk_keluar/{id}/d/{followerId} (followerId = the resident): the follower leaves
   * the record and goes back to their previous status. The proposer (urutan 0) is refused with a 409:
   * the record is theirs, and removing them is deleting it (deletePendudukKeluar).
   */
  async function deletePengikutKeluar(request: FastifyRequest<{ Params: { id: string; followerId: string } }>) {
    const { id, followerId } = request.params;
    if (!isUuid(id)) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    if (!isUuid(followerId)) throw notFound(PENGIKUT_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const { record, members } = await lockForCancel(tx, id);
      const member = members.find((m) => m.person.id === followerId);
      if (!member) throw notFound(PENGIKUT_TIDAK_DITEMUKAN);
      if (member.anggota.urutan === 0) throw conflict(PENGUSUL_TIDAK_DAPAT_DIHAPUS);
      const before = await loadPendudukKeluar(tx, desaId, record.id);
      await removeAnggota(tx, followerId);
      await restore(tx, [member]);
      await logActivity(tx, actor, {
        activityName: `Menghapus pengikut ${member.person.namaLengkap} (NIK ${member.person.nik}) dari data penduduk keluar`,
        entity: 'penduduk_keluar',
        entityId: record.id,
        before,
        after: { ...(await loadPendudukKeluar(tx, desaId, record.id)), penduduk: await findPenduduk(tx, desaId, followerId) },
      });
    });
    return { success: true, message: 'Sukses menghapus pengikut dari data penduduk keluar' };
  }

  async function statementDto(tx: DbOrTx, k: KeteranganKeluarRow) {
    const names = await storedNamesById(tx, [k.fotoPengusulId]);
    return keteranganKeluarDto(k, k.fotoPengusulId ? names.get(k.fotoPengusulId) : null, fileLinks);
  }

  /**
   * POST /api/keterangan/{id} (id = the moved-out record): the statement, at most one per record (409;
   * after a delete a new one can be added). Its presence closes the record for later single moves.
   */
  async function createKeteranganKeluar(request: KeteranganRequest<{ id: string }>, reply: FastifyReply) {
    if (request.validationError) throw keteranganInvalid(request.validationError);
    const values = keteranganValues(request.body, true);
    const foto = await optionalUpload(request.uploads?.foto_pengusul, FOTO_WEB);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const uploads: { foto_pengusul?: AcceptedUpload } = foto ? { foto_pengusul: foto } : {};
    try {
      const data = await saveUploadsIn(db, uploadOpts(request), uploads, async (tx, ids) => {
        const record = await lockRecord(tx, desaId, id);
        if (!record) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
        const [existing] = await tx.select({ id: keteranganKeluar.id }).from(keteranganKeluar).where(eq(keteranganKeluar.pendudukKeluarId, id));
        if (existing) throw conflict(KETERANGAN_KELUAR_SUDAH_ADA);
        const [row] = await tx
          .insert(keteranganKeluar)
          .values({ ...values, kewarganegaraan: values.kewarganegaraan ?? 'Indonesia', pendudukKeluarId: id, fotoPengusulId: ids.foto_pengusul ?? null })
          .returning();
        const k = row as KeteranganKeluarRow;
        await logActivity(tx, actor, { activityName: 'Menambahkan keterangan keluar', entity: 'keterangan_keluar', entityId: k.id, after: keteranganKeluarLog(k) });
        return statementDto(tx, k);
      });
      return reply.code(201).send({ success: true, message: 'Sukses Menambahkan Keterangan Keluar', data });
    } catch (err) {
      if (isUniqueViolation(err, 'keterangan_keluar_penduduk_keluar_uq')) throw conflict(KETERANGAN_KELUAR_SUDAH_ADA);
      throw err;
    }
  }

  /**
   * PUT /api/keterangan/{id} (id = the statement): the fields as sent (kewarganegaraan kept when left
   * out or blank); foto_pengusul is replaced only when a file is sent, the old file goes after the commit.
   */
  async function updateKeteranganKeluar(request: KeteranganRequest<{ id: string }>) {
    if (request.validationError) throw keteranganInvalid(request.validationError);
    const values = keteranganValues(request.body, false);
    const foto = await optionalUpload(request.uploads?.foto_pengusul, FOTO_WEB);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const uploads: { foto_pengusul?: AcceptedUpload } = foto ? { foto_pengusul: foto } : {};
    const result = await saveUploadsIn(db, uploadOpts(request), uploads, async (tx, ids) => {
      const old = await lockKeteranganKeluar(tx, desaId, id);
      if (!old) throw notFound(KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
      const [row] = await tx
        .update(keteranganKeluar)
        .set({
          ...values,
          kewarganegaraan: values.kewarganegaraan ?? old.kewarganegaraan,
          fotoPengusulId: ids.foto_pengusul ?? old.fotoPengusulId,
          updatedAt: sql`now()`,
        })
        .where(eq(keteranganKeluar.id, old.id))
        .returning();
      const k = row as KeteranganKeluarRow;
      const removed = ids.foto_pengusul ? await deleteFileRows(tx, [old.fotoPengusulId]) : [];
      await logActivity(tx, actor, {
        activityName: 'Memperbarui keterangan keluar',
        entity: 'keterangan_keluar',
        entityId: k.id,
        before: keteranganKeluarLog(old),
        after: keteranganKeluarLog(k),
      });
      return { dto: await statementDto(tx, k), removed };
    });
    await unlinkStoredFiles(config.dataDir, result.removed, request.log);
    return { success: true, message: 'Sukses Memperbarui Keterangan Keluar', data: result.dto };
  }

  /** DELETE /api/keterangan/{id}/d/{statementId}: the statement of that record (404 otherwise), with its photo. */
  async function deleteKeteranganKeluar(request: FastifyRequest<{ Params: { id: string; statementId: string } }>) {
    const { id, statementId } = request.params;
    if (!isUuid(id) || !isUuid(statementId)) throw notFound(KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const removed = await db.transaction(async (tx) => {
      const old = await lockKeteranganKeluar(tx, desaId, statementId, id);
      if (!old) throw notFound(KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
      await logActivity(tx, actor, { activityName: 'Menghapus keterangan keluar', entity: 'keterangan_keluar', entityId: old.id, before: keteranganKeluarLog(old) });
      await tx.delete(keteranganKeluar).where(eq(keteranganKeluar.id, old.id));
      return deleteFileRows(tx, [old.fotoPengusulId]);
    });
    await unlinkStoredFiles(config.dataDir, removed, request.log);
    return { success: true, message: 'Sukses Menghapus Keterangan Keluar' };
  }

  // A failed check of the statement form reaches the handler, which answers with the spec's messages.
  const withFormMessages = <H>(handler: H) => ({ attachValidation: true, handler });

  return {
    createPendudukKeluarSingle,
    createPendudukKeluarKeluarga,
    listPendudukKeluar: listPendudukKeluarHandler,
    exportPendudukKeluarCsv,
    getPendudukKeluar,
    deletePendudukKeluar,
    deletePengikutKeluar,
    createKeteranganKeluar: withFormMessages(createKeteranganKeluar),
    updateKeteranganKeluar: withFormMessages(updateKeteranganKeluar),
    deleteKeteranganKeluar,
  };
}
