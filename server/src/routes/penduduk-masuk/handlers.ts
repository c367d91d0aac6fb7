import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { keteranganMasuk } from '../../db/schema.js';
import { logActivity } from '../../lib/activity-log.js';
import { sendCsv, tanggalNamaBerkas } from '../../lib/csv.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import {
  acceptUpload,
  deleteFileRows,
  JPG_PNG,
  optionalUpload,
  saveUploadsIn,
  storedNamesById,
  unlinkStoredFiles,
  type AcceptedUpload,
} from '../../lib/files.js';
import { isUuid } from '../../lib/ids.js';
import type { PageQuery } from '../../lib/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { actorOf } from '../auth/handlers.js';
import { sendAnggotaCsv } from '../kartu-keluarga/handlers.js';
import { findKartuKeluarga, keteranganMasukDto, lockKartuKeluarga } from '../kartu-keluarga/queries.js';
import {
  isKartuMasuk,
  KETERANGAN_MASUK_SUDAH_ADA,
  KETERANGAN_MASUK_TIDAK_DITEMUKAN,
  KK_MASUK_TIDAK_DITEMUKAN,
  keteranganMasukLog,
  listPendudukMasuk,
  lockKeteranganMasuk,
  PENDUDUK_MASUK_CSV_HEADER,
  pendudukMasukCsv,
  type KeteranganMasukRow,
  type PendudukMasukSort,
} from './queries.js';

type FotoKey = 'foto_kk' | 'foto_surat_masuk';
export const MINIMAL_SATU_FOTO = 'Kirim minimal satu berkas: foto_kk atau foto_surat_masuk';

/**
 * Incoming residents (spec "Incoming residents"): the list of incoming cards, their detail and CSVs,
 * and their entry documents (keterangan_masuk: foto_kk and foto_surat_masuk, one record per card).
 * Which cards are incoming: see kartuMasukSql() in queries.ts. A card that is not an incoming card
 * answers 404 on every route here (it is not a resource of /api/penduduk_masuk), as an unknown id does.
 */
export function pendudukMasukHandlers(ctx: AppContext) {
  const { db, desaId, config, fileLinks } = ctx;
  const uploadOpts = (request: FastifyRequest) => ({ dataDir: config.dataDir, desaId, createdBy: actorOf(request).id, log: request.log });

  async function dtoOf(tx: DbOrTx, km: KeteranganMasukRow) {
    return keteranganMasukDto(km, await storedNamesById(tx, [km.fotoKkId, km.fotoSuratMasukId]), fileLinks);
  }

  async function listPendudukMasukHandler(request: FastifyRequest<{ Querystring: PageQuery<PendudukMasukSort> }>) {
    const { rows, total } = await listPendudukMasuk(db, desaId, request.query, fileLinks);
    return { success: true, data: rows, total };
  }

  async function exportPendudukMasukCsv(request: FastifyRequest<{ Querystring: PageQuery<PendudukMasukSort> }>, reply: FastifyReply) {
    const fileName = `data_kartu_keluarga_penduduk_masuk_${tanggalNamaBerkas(config.timeZone)}.csv`;
    return sendCsv(reply, fileName, PENDUDUK_MASUK_CSV_HEADER, pendudukMasukCsv(db, desaId, request.query.sort, request.query.order));
  }

  async function findKartuMasuk(id: string) {
    if (!isUuid(id) || !(await isKartuMasuk(db, desaId, id))) throw notFound(KK_MASUK_TIDAK_DITEMUKAN);
    const kk = await findKartuKeluarga(db, desaId, id, fileLinks);
    if (!kk) throw notFound(KK_MASUK_TIDAK_DITEMUKAN);
    return kk;
  }

  /** GET /api/penduduk_masuk/{id} (id = the card): members head first, entry documents with signed links. */
  async function getPendudukMasuk(request: FastifyRequest<{ Params: { id: string } }>) {
    return { success: true, data: await findKartuMasuk(request.params.id) };
  }

  /** GET /api/penduduk_masuk/{idKK}/csv: `anggota_keluarga_{NIK of the first member}.csv`. */
  async function exportAnggotaPendudukMasukCsv(request: FastifyRequest<{ Params: { idKK: string } }>, reply: FastifyReply) {
    return sendAnggotaCsv(reply, await findKartuMasuk(request.params.idKK));
  }

  /**
   * POST /api/penduduk_masuk/{idKK}/p: both photos (jpg/jpeg/png by their bytes, 10 MB each), one
   * record per card (a second is a 409, also when two arrive at once: the unique constraint decides).
   */
  async function createKeteranganMasuk(request: FastifyRequest<{ Params: { idKK: string } }>, reply: FastifyReply) {
    const { idKK } = request.params;
    const uploads: Record<FotoKey, AcceptedUpload> = {
      foto_kk: await acceptUpload(request.uploads?.foto_kk, JPG_PNG),
      foto_surat_masuk: await acceptUpload(request.uploads?.foto_surat_masuk, JPG_PNG),
    };
    if (!isUuid(idKK)) throw notFound(KK_MASUK_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    try {
      const data = await saveUploadsIn(db, uploadOpts(request), uploads, async (tx, ids) => {
        const kk = await lockKartuKeluarga(tx, desaId, idKK);
        if (!kk || !(await isKartuMasuk(tx, desaId, idKK))) throw notFound(KK_MASUK_TIDAK_DITEMUKAN);
        const [existing] = await tx.select({ id: keteranganMasuk.id }).from(keteranganMasuk).where(eq(keteranganMasuk.kkId, idKK));
        if (existing) throw conflict(KETERANGAN_MASUK_SUDAH_ADA);
        const [row] = await tx
          .insert(keteranganMasuk)
          .values({ kkId: idKK, fotoKkId: ids.foto_kk as string, fotoSuratMasukId: ids.foto_surat_masuk as string })
          .returning();
        const km = row as KeteranganMasukRow;
        await logActivity(tx, actor, {
          activityName: `Menambahkan data keterangan masuk KK ${kk.noKk}`,
          entity: 'keterangan_masuk',
          entityId: km.id,
          after: keteranganMasukLog(km),
        });
        return dtoOf(tx, km);
      });
      return reply.code(201).send({ success: true, message: 'Sukses menambahkan data keterangan masuk', data });
    } catch (err) {
      if (isUniqueViolation(err, 'keterangan_masuk_kk_uq')) throw conflict(KETERANGAN_MASUK_SUDAH_ADA);
      throw err;
    }
  }

  /**
   * PUT /api/penduduk_masuk/{id} (id = the entry-document record): the photos sent replace the stored
   * ones (at least one must be sent); the replaced files go (rows now, bytes after the commit).
   */
  async function updateKeteranganMasuk(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    const uploads: Partial<Record<FotoKey, AcceptedUpload>> = {};
    const fotoKk = await optionalUpload(request.uploads?.foto_kk, JPG_PNG);
    const fotoSurat = await optionalUpload(request.uploads?.foto_surat_masuk, JPG_PNG);
    if (fotoKk) uploads.foto_kk = fotoKk;
    if (fotoSurat) uploads.foto_surat_masuk = fotoSurat;
    if (!fotoKk && !fotoSurat) throw badRequest(MINIMAL_SATU_FOTO);
    if (!isUuid(id)) throw notFound(KETERANGAN_MASUK_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const result = await saveUploadsIn(db, uploadOpts(request), uploads, async (tx, ids) => {
      const old = await lockKeteranganMasuk(tx, desaId, id);
      if (!old) throw notFound(KETERANGAN_MASUK_TIDAK_DITEMUKAN);
      const [row] = await tx
        .update(keteranganMasuk)
        .set({ fotoKkId: ids.foto_kk ?? old.fotoKkId, fotoSuratMasukId: ids.foto_surat_masuk ?? old.fotoSuratMasukId, updatedAt: sql`now()` })
        .where(eq(keteranganMasuk.id, old.id))
        .returning();
      const km = row as KeteranganMasukRow;
      const removed = await deleteFileRows(tx, [ids.foto_kk ? old.fotoKkId : null, ids.foto_surat_masuk ? old.fotoSuratMasukId : null]);
      const replaced = [ids.foto_kk ? 'foto KK' : '', ids.foto_surat_masuk ? 'foto surat masuk' : ''].filter(Boolean).join(' dan ');
      await logActivity(tx, actor, {
        activityName: `Memperbarui ${replaced} data keterangan masuk`,
        entity: 'keterangan_masuk',
        entityId: km.id,
        before: keteranganMasukLog(old),
        after: keteranganMasukLog(km),
      });
      return { dto: await dtoOf(tx, km), removed };
    });
    await unlinkStoredFiles(config.dataDir, result.removed, request.log);
    return { success: true, message: 'Sukses memperbarui data keterangan masuk', data: result.dto };
  }

  /** DELETE /api/penduduk_masuk/{idKK}/d/{idDocRecord}: the record of that card, with both files. */
  async function deleteKeteranganMasuk(request: FastifyRequest<{ Params: { idKK: string; idDocRecord: string } }>) {
    const { idKK, idDocRecord } = request.params;
    if (!isUuid(idKK) || !isUuid(idDocRecord)) throw notFound(KETERANGAN_MASUK_TIDAK_DITEMUKAN);
    const actor = actorOf(request);
    const removed = await db.transaction(async (tx) => {
      const old = await lockKeteranganMasuk(tx, desaId, idDocRecord, idKK);
      if (!old) throw notFound(KETERANGAN_MASUK_TIDAK_DITEMUKAN);
      await logActivity(tx, actor, {
        activityName: 'Menghapus data keterangan masuk',
        entity: 'keterangan_masuk',
        entityId: old.id,
        before: keteranganMasukLog(old),
      });
      await tx.delete(keteranganMasuk).where(eq(keteranganMasuk.id, old.id));
      return deleteFileRows(tx, [old.fotoKkId, old.fotoSuratMasukId]);
    });
    await unlinkStoredFiles(config.dataDir, removed, request.log);
    return { success: true, message: 'Sukses menghapus data keterangan masuk' };
  }

  return {
    listPendudukMasuk: listPendudukMasukHandler,
    exportPendudukMasukCsv,
    getPendudukMasuk,
    exportAnggotaPendudukMasukCsv,
    createKeteranganMasuk,
    updateKeteranganMasuk,
    deleteKeteranganMasuk,
  };
}
