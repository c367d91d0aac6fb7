/**
 * Deaths: recording one moves the person to meninggal through the state machine (the previous status
 * kept for a cancel); deleting it restores that status. One record per person, one archive per death
 * (409 KEMATIAN_EXISTS / ARSIP_KEMATIAN_EXISTS, their unique constraints).
 */
import type { FastifyBaseLogger } from 'fastify';
import { tanggalPanjang } from '@sid/openapi/domain/lahir';
import type { DownloadContext, VillageContext } from '../context.js';
import { lockKartuKeluarga } from '../data/kartu-keluarga.js';
import {
  ARSIP_TIDAK_DITEMUKAN,
  deleteArsipRow,
  deleteKematianRow,
  findKematianOf,
  insertArsip,
  insertKematian,
  KEMATIAN_TIDAK_DITEMUKAN,
  kematianEkspor,
  kematianValues,
  listKematian,
  loadArsipDto,
  loadKematian,
  lockArsip,
  lockKematian,
  updateArsipFile,
  updateKematianRow,
  type ArsipKematianDto,
  type KematianDto,
  type KematianInput,
  type KematianFilter,
  type KematianSort,
} from '../data/kematian.js';
import { findPenduduk, lockPenduduk, PENDUDUK_TIDAK_DITEMUKAN, setStatusPenduduk } from '../data/penduduk.js';
import type { DbOrTx } from '../db/client.js';
import { pulihkanDariKematian, transisi } from '../domain/status-penduduk.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { tanggalNamaBerkas } from '../lib/ekspor/nama-berkas.js';
import { notFound } from '../lib/errors.js';
import { saveUploadIn, transactionWithFiles } from '../data/files.js';
import type { AcceptedUpload } from '../lib/files.js';
import { foundOr404, idOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';
import { dampakKematianBaris } from './dampak-hapus.js';
import { alasanHapus, hapusDenganCatatan } from './data-terhapus.js';
import { constraintConflict } from '../domain/konflik.js';

/** The list's filter from the request (the list and its export): its search box and "belum lengkap". */
const filterOf = (q: KematianFilter): KematianFilter => ({ q: q.q, belum_lengkap: q.belum_lengkap });

/** The list's rows as CSV: its search and filter (`q`, `belum_lengkap`) and its order. */
export function eksporKematian(ctx: DownloadContext, q: PageQuery<KematianSort> & KematianFilter & { format?: FormatEkspor }): Ekspor {
  const { run, desaId, config } = ctx;
  const fileName = `data_kematian_${tanggalNamaBerkas(config.timeZone)}.csv`;
  return eksporDaftar(run, kematianEkspor(desaId, { ...q, filter: filterOf(q) }), { format: q.format, fileName, sheetName: 'Kematian' });
}

export function kematianService(ctx: VillageContext) {
  const { db, desaId, config, fileLinks } = ctx;
  const uploadOpts = (actor: Actor, log: FastifyBaseLogger) => ({ dataDir: config.dataDir, desaId, createdBy: actor.id, log });

  const list = (q: PageQuery<KematianSort> & KematianFilter): Promise<{ rows: KematianDto[]; total: number }> => listKematian(db, desaId, { ...q, filter: filterOf(q) }, fileLinks);

  const get = (id: string): Promise<KematianDto> => foundOr404(id, KEMATIAN_TIDAK_DITEMUKAN, (id) => loadKematian(db, desaId, id, fileLinks));
  const lockOr404 = (tx: DbOrTx, id: string) => foundOr404(id, KEMATIAN_TIDAK_DITEMUKAN, (id) => lockKematian(tx, desaId, id));
  const lockArsipOr404 = (tx: DbOrTx, id: string) => foundOr404(id, ARSIP_TIDAK_DITEMUKAN, (id) => lockArsip(tx, desaId, id));

  /** Resident `id` died. A second record of the same person is refused before the status is asked. */
  async function create(id: string, body: KematianInput, actor: Actor): Promise<KematianDto> {
    idOr404(id, PENDUDUK_TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const current = await findPenduduk(tx, desaId, id);
      if (!current) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      await lockKartuKeluarga(tx, desaId, current.keluarga_dari._id);
      const person = await lockPenduduk(tx, desaId, id);
      if (!person) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      // Two clerks recording the same death at once: the unique constraint decides, with the same answer.
      if (await findKematianOf(tx, id)) throw constraintConflict('kematian_penduduk_uq');
      const next = transisi('catatKematian', person.statusPenduduk);
      const row = await insertKematian(tx, { ...kematianValues(body), desaId, pendudukId: id });
      await setStatusPenduduk(tx, [id], next.status);
      const dto = (await loadKematian(tx, desaId, row.id)) as KematianDto;
      await logActivity(tx, actor, {
        activityName: `Mencatat kematian ${person.namaLengkap} (NIK ${person.nik})`,
        entity: 'kematian',
        entityId: row.id,
        before: { penduduk: current },
        after: dto,
      });
      return dto;
    });
  }

  /** The fields only (never the person or the status). */
  async function update(id: string, body: KematianInput, actor: Actor): Promise<KematianDto> {
    return db.transaction(async (tx) => {
      const row = await lockOr404(tx, id);
      const before = await loadKematian(tx, desaId, row.id);
      await updateKematianRow(tx, row.id, kematianValues(body));
      const after = (await loadKematian(tx, desaId, row.id, fileLinks)) as KematianDto;
      await logActivity(tx, actor, {
        activityName: `Memperbarui data kematian ${before?.pemilik_data.nama_lengkap ?? ''} (NIK ${before?.pemilik_data.nik ?? ''})`,
        entity: 'kematian',
        entityId: row.id,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * The record with its archive (and file) and signer, in one transaction, logged first; the person
   * goes back to the status they had before (state machine). Kept 30 days in Data Terhapus with
   * `alasan`; the archive's bytes stay until the purge.
   */
  async function remove(id: string, body: { alasan?: unknown }, actor: Actor): Promise<void> {
    const alasan = alasanHapus(body);
    await db.transaction(async (tx) => {
      const row = await lockOr404(tx, id);
      const before = await loadKematian(tx, desaId, row.id);
      const owner = await findPenduduk(tx, desaId, row.pendudukId);
      if (owner) await lockKartuKeluarga(tx, desaId, owner.keluarga_dari._id);
      const person = await lockPenduduk(tx, desaId, row.pendudukId);
      if (!person) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      const kembali = pulihkanDariKematian(person.statusPenduduk, person.statusSebelumnya);
      const ikutTerhapus = await dampakKematianBaris(tx, row.id, person.namaLengkap);
      await logActivity(tx, actor, {
        activityName: `Menghapus data kematian ${person.namaLengkap} (NIK ${person.nik})`,
        entity: 'kematian',
        entityId: row.id,
        before,
        after: { alasan_penghapusan: alasan },
      });
      const keterangan = [`NIK ${person.nik}`, row.tanggalMeninggal ? `meninggal ${tanggalPanjang(row.tanggalMeninggal)}` : '', row.nomorSuratKematian ? `surat ${row.nomorSuratKematian}` : '']
        .filter(Boolean)
        .join(', ');
      const entri = {
        desaId,
        jenis: 'kematian' as const,
        judul: person.namaLengkap,
        keterangan,
        ikutTerhapus,
        alasan,
        entitasId: row.id,
        dihapusOlehId: actor.id,
        dihapusOlehNama: actor.name,
      };
      await hapusDenganCatatan(tx, entri, async (dropFiles) => {
        dropFiles(await deleteKematianRow(tx, row.id));
        await setStatusPenduduk(tx, [person.id], kembali);
        return { result: undefined };
      });
    });
  }

  /** The archive photo of death record `id`: one per death. */
  async function createArsip(id: string, upload: AcceptedUpload, actor: Actor, log: FastifyBaseLogger): Promise<ArsipKematianDto> {
    return saveUploadIn(db, uploadOpts(actor, log), upload, async (tx, fileId) => {
      const row = await lockOr404(tx, id);
      const arsip = await insertArsip(tx, row.id, fileId);
      const dto = await loadArsipDto(tx, arsip, fileLinks);
      await logActivity(tx, actor, { activityName: 'Menambahkan arsip kematian', entity: 'arsip_kematian', entityId: arsip.id, after: { ...dto, kematian: row.id, file: fileId } });
      return dto;
    });
  }

  /** Archive `id` gets a new photo; the old file goes (row now, bytes after the commit). */
  async function updateArsip(id: string, upload: AcceptedUpload, actor: Actor, log: FastifyBaseLogger): Promise<ArsipKematianDto> {
    return saveUploadIn(db, uploadOpts(actor, log), upload, async (tx, fileId, dropFiles) => {
      const old = await lockArsipOr404(tx, id);
      const arsip = await updateArsipFile(tx, old.id, fileId);
      dropFiles([old.fileId]);
      const dto = await loadArsipDto(tx, arsip, fileLinks);
      await logActivity(tx, actor, {
        activityName: 'Memperbarui arsip kematian',
        entity: 'arsip_kematian',
        entityId: old.id,
        before: { _id: old.id, kematian: old.kematianId, file: old.fileId },
        after: { _id: old.id, kematian: old.kematianId, file: fileId },
      });
      return dto;
    });
  }

  /** Archive `id`, with its file. */
  async function removeArsip(id: string, actor: Actor, log: FastifyBaseLogger): Promise<void> {
    await transactionWithFiles(db, { dataDir: config.dataDir, log }, async (tx, dropFiles) => {
      const old = await lockArsipOr404(tx, id);
      await logActivity(tx, actor, { activityName: 'Menghapus arsip kematian', entity: 'arsip_kematian', entityId: old.id, before: { _id: old.id, kematian: old.kematianId, file: old.fileId } });
      await deleteArsipRow(tx, old.id);
      dropFiles([old.fileId]);
    });
  }

  return { list, get, create, update, remove, createArsip, updateArsip, removeArsip };
}
