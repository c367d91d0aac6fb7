import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { penduduk } from '../../db/schema.js';
import { STATUS_LABEL, type StatusAwal } from '../../domain/status-penduduk.js';
import { logActivity } from '../../lib/activity-log.js';
import { aman, csvLine, sendCsv, tanggalNamaBerkas } from '../../lib/csv.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PageQuery } from '../../lib/paging.js';
import { deleteFileRows, unlinkStoredFiles } from '../../lib/stored-files.js';
import { actorOf } from '../auth/handlers.js';
import { deleteKartuKeluargaKosong, lockKartuKeluarga, refreshKartuKeluarga, KK_TIDAK_DITEMUKAN, listKartuKeluarga, type KartuKeluargaSort } from '../kartu-keluarga/queries.js';
import { deleteKematianOf } from '../kematian/queries.js';
import { removeAnggota } from '../penduduk-keluar/queries.js';
import {
  findPenduduk,
  insertPenduduk,
  listPenduduk,
  lockPenduduk,
  PENDUDUK_TIDAK_DITEMUKAN,
  pendudukCsv,
  pendudukValues,
  registryConflict,
  updatePendudukRow,
  type PendudukFields,
  type PendudukFilter,
  type PendudukDto,
  type PendudukSort,
} from './queries.js';

type ListQuery<S extends string> = PageQuery<S> & { q?: string };
type NameQuery = PageQuery<PendudukSort> & { name: string };

export const SEARCH_BY_NAME_NOT_FOUND = 'SEARCH_BY_NAME_NOT_FOUND';
export const SEARCH_BY_NIK_NOT_FOUND = 'SEARCH_BY_NIK_NOT_FOUND';

/** A search term: trimmed; blank is a 400 (the contract already refuses the empty string). */
export function searchTerm(value: string | undefined, field: string): string {
  const term = (value ?? '').trim();
  if (term === '') throw badRequest(`${field} tidak boleh kosong`);
  return term;
}

/** Text that must not be blank once trimmed (the contract checks length, not whitespace). */
export function requireText(body: Record<string, unknown>, fields: string[]): void {
  for (const f of fields) {
    if (typeof body[f] === 'string' && (body[f] as string).trim() === '') throw badRequest(`${f} tidak boleh kosong`);
  }
}

export const TEXT_FIELDS = ['nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'pekerjaan', 'alamat_asal'];

export const PENDUDUK_CSV_HEADER = [
  'Nomor KK',
  'NIK',
  'Nama Lengkap',
  'Jenis Kelamin',
  'Tempat Tgl. Lahir',
  'Umur',
  'Agama',
  'Status Perkawinan',
  'Pekerjaan',
  'Pendidikan Terakhir',
  'Alamat',
  'Kedudukan dalam Keluarga',
  'Status Penduduk',
];

/** One resident as a CSV line, in JS: the small exports (one card's members). Mirrors pendudukCsvLineSql. */
export function pendudukCsvLine(r: PendudukDto & { no_kk: string }): string {
  return csvLine([
    { nomor: r.no_kk },
    { nomor: r.nik },
    r.nama_lengkap,
    r.jenis_kelamin,
    r.tempat_tanggal_lahir,
    r.umur,
    r.agama,
    r.status_perkawinan,
    r.pekerjaan,
    r.pendidikan_terakhir,
    r.alamat_asal,
    r.posisi_dalam_keluarga,
    STATUS_LABEL[r.status_penduduk] ?? r.status_penduduk,
  ]);
}

export function pendudukHandlers(ctx: AppContext) {
  const { db, desaId, config, fileLinks } = ctx;

  async function listPendudukHandler(request: FastifyRequest<{ Querystring: ListQuery<PendudukSort> }>) {
    const q = request.query.q?.trim();
    const filter: PendudukFilter = q ? { kind: 'q', q } : { kind: 'semua' };
    const { rows, total } = await listPenduduk(db, desaId, filter, request.query);
    return { success: true, data: rows, total };
  }

  async function exportPendudukCsv(request: FastifyRequest<{ Querystring: ListQuery<PendudukSort> }>, reply: FastifyReply) {
    const q = request.query.q?.trim();
    const filter: PendudukFilter = q ? { kind: 'q', q } : { kind: 'semua' };
    const fileName = `data_penduduk_desa_${aman(config.village.nama_desa)}_${tanggalNamaBerkas(config.timeZone)}.csv`;
    return sendCsv(reply, fileName, PENDUDUK_CSV_HEADER, pendudukCsv(db, desaId, filter, request.query.sort, request.query.order));
  }

  async function searchByName(query: NameQuery, kepalaSaja: boolean) {
    const nama = searchTerm(query.name, 'name');
    const { rows, total } = await listPenduduk(db, desaId, { kind: 'nama', nama, kepalaSaja }, { ...query, sort: query.sort ?? 'nama_lengkap' });
    if (total === 0) {
      throw notFound(
        // Never the search term itself: the answer would echo what the caller sent.
        kepalaSaja ? 'Kepala keluarga dengan nama tersebut tidak ditemukan' : 'Penduduk dengan nama tersebut tidak ditemukan',
        SEARCH_BY_NAME_NOT_FOUND,
      );
    }
    return { success: true, data: rows, total };
  }

  async function searchPendudukByNik(request: FastifyRequest<{ Querystring: PageQuery<PendudukSort> & { nik: string } }>) {
    const prefix = searchTerm(request.query.nik, 'nik');
    const { rows, total } = await listPenduduk(db, desaId, { kind: 'nik', prefix }, { ...request.query, sort: request.query.sort ?? 'nik' });
    if (total === 0) throw notFound('Penduduk dengan NIK tersebut tidak ditemukan', SEARCH_BY_NIK_NOT_FOUND);
    return { success: true, data: rows, total };
  }

  async function searchKartuKeluargaByNoKk(request: FastifyRequest<{ Querystring: PageQuery<KartuKeluargaSort> & { no_kk: string } }>) {
    const prefix = searchTerm(request.query.no_kk, 'no_kk');
    const { rows, total } = await listKartuKeluarga(db, desaId, { kind: 'noKk', prefix }, { ...request.query, sort: request.query.sort ?? 'no_kk' }, fileLinks);
    if (total === 0) throw notFound('Kartu keluarga dengan Nomor KK tersebut tidak ditemukan', SEARCH_BY_NIK_NOT_FOUND);
    return { success: true, data: rows, total };
  }

  async function getPenduduk(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    const found = isUuid(id) ? await findPenduduk(db, desaId, id) : undefined;
    if (!found) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
    return { success: true, data: found };
  }

  /** POST /api/penduduk/{id}: id is the family card. */
  async function createAnggotaKeluarga(
    request: FastifyRequest<{ Params: { id: string }; Body: PendudukFields & { status_penduduk?: StatusAwal } }>,
    reply: FastifyReply,
  ) {
    const kkId = request.params.id;
    if (!isUuid(kkId)) throw notFound(KK_TIDAK_DITEMUKAN);
    const body = request.body;
    requireText(body as unknown as Record<string, unknown>, TEXT_FIELDS);
    const actor = actorOf(request);
    try {
      const created = await db.transaction(async (tx) => {
        const kk = await lockKartuKeluarga(tx, desaId, kkId);
        if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
        // A card registered through the incoming flow takes incoming members unless told otherwise.
        const status = body.status_penduduk ?? (kk.dataMasuk ? 'penduduk_masuk' : '');
        const row = await insertPenduduk(tx, { ...pendudukValues(body), desaId, kkId, statusPenduduk: status });
        await refreshKartuKeluarga(tx, kkId);
        const dto = await findPenduduk(tx, desaId, row.id);
        await logActivity(tx, actor, {
          activityName: `Menambahkan anggota keluarga ${row.namaLengkap} (NIK ${row.nik}) ke KK ${kk.noKk}`,
          entity: 'penduduk',
          entityId: row.id,
          after: dto,
        });
        return dto;
      });
      return reply.code(201).send({ success: true, message: 'Anggota keluarga berhasil ditambahkan', data: created });
    } catch (err) {
      registryConflict(err);
    }
  }

  async function updatePenduduk(request: FastifyRequest<{ Params: { id: string }; Body: PendudukFields }>) {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
    requireText(request.body as unknown as Record<string, unknown>, TEXT_FIELDS);
    const actor = actorOf(request);
    try {
      const updated = await db.transaction(async (tx) => {
        const current = await findPenduduk(tx, desaId, id);
        if (!current) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
        // Card first, then the person: the same lock order as every other change to a family.
        await lockKartuKeluarga(tx, desaId, current.keluarga_dari._id);
        if (!(await lockPenduduk(tx, desaId, id))) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
        const before = (await findPenduduk(tx, desaId, id)) as NonNullable<typeof current>;
        await updatePendudukRow(tx, id, pendudukValues(request.body));
        // The position may have changed which member the card list shows.
        await refreshKartuKeluarga(tx, before.keluarga_dari._id);
        const after = await findPenduduk(tx, desaId, id);
        await logActivity(tx, actor, {
          activityName: `Memperbarui data penduduk ${after?.nama_lengkap ?? before.nama_lengkap}`,
          entity: 'penduduk',
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { success: true, message: 'Data penduduk berhasil diperbarui', data: updated };
    } catch (err) {
      registryConflict(err);
    }
  }

  /**
   * DELETE /api/penduduk/{idPenduduk}/d/{idKK}: the resident and everything hanging off them, in one
   * transaction, logged first: their death record (archive, signer), their place in a moved-out record
   * (the next person becomes proposer; an emptied record goes with its statement and signer), their
   * link as a parent on birth records (detached, the birth stays). A card left with no member is
   * deleted too, with its entry documents. Owned images are deleted after the commit.
   */
  async function deleteAnggotaKeluarga(request: FastifyRequest<{ Params: { idPenduduk: string; idKK: string } }>) {
    const { idPenduduk, idKK } = request.params;
    const missing = 'Anggota keluarga tidak ditemukan pada kartu keluarga ini';
    if (!isUuid(idPenduduk) || !isUuid(idKK)) throw notFound(missing);
    const actor = actorOf(request);
    const result = await db.transaction(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, idKK);
      if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      const row = await lockPenduduk(tx, desaId, idPenduduk);
      if (!row || row.kkId !== idKK) throw notFound(missing);
      const before = await findPenduduk(tx, desaId, idPenduduk);
      await logActivity(tx, actor, {
        activityName: `Menghapus anggota keluarga ${row.namaLengkap} (NIK ${row.nik}) dari KK ${kk.noKk}`,
        entity: 'penduduk',
        entityId: row.id,
        before,
      });
      const death = await deleteKematianOf(tx, row.id);
      const move = await removeAnggota(tx, row.id);
      await tx.delete(penduduk).where(eq(penduduk.id, row.id));
      const fileIds: Array<string | null> = [...death.fileIds, ...move.fileIds];
      const left = await refreshKartuKeluarga(tx, idKK);
      let kartuDihapus = false;
      if (left === 0) {
        await logActivity(tx, actor, {
          activityName: `Menghapus kartu keluarga ${kk.noKk} yang tidak lagi memiliki anggota`,
          entity: 'kartu_keluarga',
          entityId: kk.id,
          before: { _id: kk.id, no_kk: kk.noKk, data_masuk: kk.dataMasuk },
        });
        fileIds.push(...(await deleteKartuKeluargaKosong(tx, idKK)));
        kartuDihapus = true;
      }
      return { storedNames: await deleteFileRows(tx, fileIds), kartuDihapus };
    });
    await unlinkStoredFiles(config.dataDir, result.storedNames, request.log);
    return result.kartuDihapus
      ? {
          success: true,
          code: 'KARTU_KELUARGA_DIHAPUS',
          message: 'Anggota keluarga berhasil dihapus. Kartu keluarga tidak lagi memiliki anggota sehingga ikut dihapus.',
        }
      : { success: true, code: 'DELETE_ANGGOTA_SUCCESS', message: 'Anggota keluarga berhasil dihapus' };
  }

  return {
    listPenduduk: listPendudukHandler,
    exportPendudukCsv,
    searchPendudukByName: (request: FastifyRequest<{ Querystring: NameQuery }>) => searchByName(request.query, false),
    searchKepalaKeluargaByName: (request: FastifyRequest<{ Querystring: NameQuery }>) => searchByName(request.query, true),
    searchKartuKeluargaByNoKk,
    searchPendudukByNik,
    getPenduduk,
    createAnggotaKeluarga,
    updatePenduduk,
    deleteAnggotaKeluarga,
  };
}
