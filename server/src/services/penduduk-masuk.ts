/**
 * Incoming residents (spec "Incoming residents"): the list of incoming cards, their detail and CSVs,
 * and their entry documents (keterangan_masuk: foto_kk and foto_surat_masuk, one record per card).
 * Which cards are incoming: kartuMasukSql() in data/penduduk-masuk.ts. A card that is not an incoming
 * card answers 404 on every operation here (it is not a resource of /api/penduduk_masuk), as an
 * unknown id does.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DownloadContext, VillageContext } from '../context.js';
import { findKartuKeluarga, keteranganMasukDto, lockKartuKeluarga, type KartuKeluargaDto, type KeteranganMasukDto } from '../data/kartu-keluarga.js';
import { anggotaEkspor } from '../data/penduduk-list.js';
import {
  deleteKeteranganMasukRow,
  insertKeteranganMasuk,
  isKartuMasuk,
  KETERANGAN_MASUK_TIDAK_DITEMUKAN,
  keteranganMasukLog,
  KK_MASUK_TIDAK_DITEMUKAN,
  listPendudukMasuk,
  lockKeteranganMasuk,
  pendudukMasukEkspor,
  updateKeteranganMasukRow,
  type KeteranganMasukRow,
  type PendudukMasukFilter,
  type PendudukMasukSort,
} from '../data/penduduk-masuk.js';
import type { DbOrTx } from '../db/client.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { tanggalNamaBerkas } from '../lib/ekspor/nama-berkas.js';
import { notFound } from '../lib/errors.js';
import { saveUploadsIn, storedNamesById, transactionWithFiles } from '../data/files.js';
import type { AcceptedUpload } from '../lib/files.js';
import { idOr404, isUuid } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';

export type FotoMasuk = 'foto_kk' | 'foto_surat_masuk';

/** The list's filter from the request (the list and its export): its search box and "belum lengkap". */
const filterOf = (q: PendudukMasukFilter): PendudukMasukFilter => ({ q: q.q, belum_lengkap: q.belum_lengkap });

/** The list's rows as CSV: its search and filter (`q`, `belum_lengkap`) and its order. */
export function eksporPendudukMasuk(ctx: DownloadContext, q: PageQuery<PendudukMasukSort> & PendudukMasukFilter & { format?: FormatEkspor }): Ekspor {
  const { run, desaId, config } = ctx;
  const fileName = `data_kartu_keluarga_penduduk_masuk_${tanggalNamaBerkas(config.timeZone)}.csv`;
  return eksporDaftar(run, pendudukMasukEkspor(desaId, { ...q, filter: filterOf(q) }), { format: q.format, fileName, sheetName: 'Penduduk Masuk' });
}

export function pendudukMasukService(ctx: VillageContext) {
  const { db, desaId, config, fileLinks } = ctx;
  const uploadOpts = (actor: Actor, log: FastifyBaseLogger) => ({ dataDir: config.dataDir, desaId, createdBy: actor.id, log });

  async function dtoOf(tx: DbOrTx, km: KeteranganMasukRow): Promise<KeteranganMasukDto> {
    return keteranganMasukDto(km, await storedNamesById(tx, [km.fotoKkId, km.fotoSuratMasukId]), fileLinks);
  }

  const list = (q: PageQuery<PendudukMasukSort> & PendudukMasukFilter): Promise<{ rows: KartuKeluargaDto[]; total: number }> => listPendudukMasuk(db, desaId, { ...q, filter: filterOf(q) }, fileLinks);

  /** An incoming card (id = the card): members head first, entry documents with signed links. */
  async function get(id: string): Promise<KartuKeluargaDto> {
    if (!isUuid(id) || !(await isKartuMasuk(db, desaId, id))) throw notFound(KK_MASUK_TIDAK_DITEMUKAN);
    const kk = await findKartuKeluarga(db, desaId, id, fileLinks);
    if (!kk) throw notFound(KK_MASUK_TIDAK_DITEMUKAN);
    return kk;
  }

  /** `anggota_keluarga_{NIK of the first member}.csv` of an incoming card. */
  async function membersCsv(idKK: string): Promise<Ekspor> {
    const kk = await get(idKK);
    return anggotaEkspor(kk.anggota_keluarga, kk.no_kk);
  }

  /**
   * Both photos, one record per card: a second is a 409 KETERANGAN_MASUK_EXISTS, also when two arrive
   * at once (the unique constraint decides).
   */
  async function createKeterangan(idKK: string, uploads: Record<FotoMasuk, AcceptedUpload>, actor: Actor, log: FastifyBaseLogger): Promise<KeteranganMasukDto> {
    idOr404(idKK, KK_MASUK_TIDAK_DITEMUKAN);
    return saveUploadsIn(db, uploadOpts(actor, log), uploads, async (tx, ids) => {
      const kk = await lockKartuKeluarga(tx, desaId, idKK);
      if (!kk || !(await isKartuMasuk(tx, desaId, idKK))) throw notFound(KK_MASUK_TIDAK_DITEMUKAN);
      const km = await insertKeteranganMasuk(tx, { kkId: idKK, fotoKkId: ids.foto_kk as string, fotoSuratMasukId: ids.foto_surat_masuk as string });
      await logActivity(tx, actor, { activityName: `Menambahkan data keterangan masuk KK ${kk.noKk}`, entity: 'keterangan_masuk', entityId: km.id, after: keteranganMasukLog(km) });
      return dtoOf(tx, km);
    });
  }

  /**
   * The photos sent replace the stored ones (the route checks that at least one was sent); the
   * replaced files go (rows now, bytes after the commit).
   */
  async function updateKeterangan(id: string, uploads: Partial<Record<FotoMasuk, AcceptedUpload>>, actor: Actor, log: FastifyBaseLogger): Promise<KeteranganMasukDto> {
    idOr404(id, KETERANGAN_MASUK_TIDAK_DITEMUKAN);
    return saveUploadsIn(db, uploadOpts(actor, log), uploads, async (tx, ids, dropFiles) => {
      const old = await lockKeteranganMasuk(tx, desaId, id);
      if (!old) throw notFound(KETERANGAN_MASUK_TIDAK_DITEMUKAN);
      const km = await updateKeteranganMasukRow(tx, old.id, { fotoKkId: ids.foto_kk ?? old.fotoKkId, fotoSuratMasukId: ids.foto_surat_masuk ?? old.fotoSuratMasukId });
      dropFiles([ids.foto_kk ? old.fotoKkId : null, ids.foto_surat_masuk ? old.fotoSuratMasukId : null]);
      const replaced = [ids.foto_kk ? 'foto KK' : '', ids.foto_surat_masuk ? 'foto surat masuk' : ''].filter(Boolean).join(' dan ');
      await logActivity(tx, actor, {
        activityName: `Memperbarui ${replaced} data keterangan masuk`,
        entity: 'keterangan_masuk',
        entityId: km.id,
        before: keteranganMasukLog(old),
        after: keteranganMasukLog(km),
      });
      return dtoOf(tx, km);
    });
  }

  /** The record of that card, with both files. */
  async function deleteKeterangan(idKK: string, idDocRecord: string, actor: Actor, log: FastifyBaseLogger): Promise<void> {
    if (!isUuid(idKK) || !isUuid(idDocRecord)) throw notFound(KETERANGAN_MASUK_TIDAK_DITEMUKAN);
    await transactionWithFiles(db, { dataDir: config.dataDir, log }, async (tx, dropFiles) => {
      const old = await lockKeteranganMasuk(tx, desaId, idDocRecord, idKK);
      if (!old) throw notFound(KETERANGAN_MASUK_TIDAK_DITEMUKAN);
      await logActivity(tx, actor, { activityName: 'Menghapus data keterangan masuk', entity: 'keterangan_masuk', entityId: old.id, before: keteranganMasukLog(old) });
      await deleteKeteranganMasukRow(tx, old.id);
      dropFiles([old.fotoKkId, old.fotoSuratMasukId]);
    });
  }

  return { list, get, membersCsv, createKeterangan, updateKeterangan, deleteKeterangan };
}
