/**
 * The moving-out statement of a record: at most one (a second is a 409 KETERANGAN_KELUAR_EXISTS, by
 * its unique constraint); its presence closes the record for later single moves. After a delete a new
 * one can be added; the signer belongs to the record and stays.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { VillageContext } from '../context.js';
import {
  deleteKeteranganKeluarRow,
  insertKeteranganKeluar,
  KETERANGAN_KELUAR_TIDAK_DITEMUKAN,
  keteranganKeluarLog,
  loadKeteranganKeluarDto,
  lockKeteranganKeluar,
  updateKeteranganKeluarRow,
  type KeteranganKeluarDto,
} from '../data/keterangan-keluar.js';
import { lockRecord, PENDUDUK_KELUAR_TIDAK_DITEMUKAN } from '../data/penduduk-keluar.js';
import type { KeteranganKeluarValues } from '../domain/keterangan-keluar.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { notFound } from '../lib/errors.js';
import { saveUploadsIn, transactionWithFiles } from '../data/files.js';
import type { AcceptedUpload } from '../lib/files.js';
import { idOr404, isUuid } from '../lib/ids.js';

export function keteranganKeluarService(ctx: VillageContext) {
  const { db, desaId, config, fileLinks } = ctx;
  const uploadOpts = (actor: Actor, log: FastifyBaseLogger) => ({ dataDir: config.dataDir, desaId, createdBy: actor.id, log });
  const photo = (foto: AcceptedUpload | undefined): { foto_pengusul?: AcceptedUpload } => (foto ? { foto_pengusul: foto } : {});

  /** The statement of record `id` (the moved-out record), from the form's values (domain/keterangan-keluar.ts). */
  async function create(id: string, values: KeteranganKeluarValues, foto: AcceptedUpload | undefined, actor: Actor, log: FastifyBaseLogger): Promise<KeteranganKeluarDto> {
    idOr404(id, PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    return saveUploadsIn(db, uploadOpts(actor, log), photo(foto), async (tx, ids) => {
      if (!(await lockRecord(tx, desaId, id))) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
      const k = await insertKeteranganKeluar(tx, id, { ...values, kewarganegaraan: values.kewarganegaraan ?? 'Indonesia', fotoPengusulId: ids.foto_pengusul ?? null });
      await logActivity(tx, actor, { activityName: 'Menambahkan keterangan keluar', entity: 'keterangan_keluar', entityId: k.id, after: keteranganKeluarLog(k) });
      return loadKeteranganKeluarDto(tx, k, fileLinks);
    });
  }

  /**
   * Statement `id`: the fields as sent (kewarganegaraan kept when left out or blank); foto_pengusul is
   * replaced only when a file is sent, the old file goes after the commit.
   */
  async function update(id: string, values: KeteranganKeluarValues, foto: AcceptedUpload | undefined, actor: Actor, log: FastifyBaseLogger): Promise<KeteranganKeluarDto> {
    idOr404(id, KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
    return saveUploadsIn(db, uploadOpts(actor, log), photo(foto), async (tx, ids, dropFiles) => {
      const old = await lockKeteranganKeluar(tx, desaId, id);
      if (!old) throw notFound(KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
      const k = await updateKeteranganKeluarRow(tx, old.id, {
        ...values,
        kewarganegaraan: values.kewarganegaraan ?? old.kewarganegaraan,
        fotoPengusulId: ids.foto_pengusul ?? old.fotoPengusulId,
      });
      if (ids.foto_pengusul) dropFiles([old.fotoPengusulId]);
      await logActivity(tx, actor, {
        activityName: 'Memperbarui keterangan keluar',
        entity: 'keterangan_keluar',
        entityId: k.id,
        before: keteranganKeluarLog(old),
        after: keteranganKeluarLog(k),
      });
      return loadKeteranganKeluarDto(tx, k, fileLinks);
    });
  }

  /** Statement `statementId` of record `id` (404 otherwise), with its photo. */
  async function remove(id: string, statementId: string, actor: Actor, log: FastifyBaseLogger): Promise<void> {
    if (!isUuid(id) || !isUuid(statementId)) throw notFound(KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
    await transactionWithFiles(db, { dataDir: config.dataDir, log }, async (tx, dropFiles) => {
      const old = await lockKeteranganKeluar(tx, desaId, statementId, id);
      if (!old) throw notFound(KETERANGAN_KELUAR_TIDAK_DITEMUKAN);
      await logActivity(tx, actor, { activityName: 'Menghapus keterangan keluar', entity: 'keterangan_keluar', entityId: old.id, before: keteranganKeluarLog(old) });
      await deleteKeteranganKeluarRow(tx, old.id);
      dropFiles([old.fotoPengusulId]);
    });
  }

  return { create, update, remove };
}
