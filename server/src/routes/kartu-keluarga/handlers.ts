import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { StatusAwal } from '../../domain/status-penduduk.js';
import { logActivity } from '../../lib/activity-log.js';
import { sendCsv, tanggalNamaBerkas } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PageQuery } from '../../lib/paging.js';
import { actorOf } from '../auth/handlers.js';
import { PENDUDUK_CSV_HEADER, pendudukCsvLine, requireText, TEXT_FIELDS } from '../penduduk/handlers.js';
import { findPenduduk, insertPenduduk, pendudukValues, registryConflict, type PendudukFields } from '../penduduk/queries.js';
import {
  findKartuKeluarga,
  insertKartuKeluarga,
  kartuKeluargaCsv,
  KK_TIDAK_DITEMUKAN,
  listKartuKeluarga,
  refreshKartuKeluarga,
  type KartuKeluargaDto,
  type KartuKeluargaFilter,
  type KartuKeluargaSort,
} from './queries.js';

type CreateBody = Omit<PendudukFields, 'posisi_dalam_keluarga'> & { no_kk: string; posisi_dalam_keluarga?: string };
type ListQuery = PageQuery<KartuKeluargaSort> & { q?: string };

const KK_CSV_HEADER = ['Nomor KK', 'NIK', 'Nama Lengkap', 'Jenis Kelamin', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jumlah Anggota'];

/** `anggota_keluarga_{NIK of the first member}.csv`: one card's members, head first (a handful of rows). */
export function sendAnggotaCsv(reply: FastifyReply, kk: KartuKeluargaDto): Promise<FastifyReply> {
  const first = kk.anggota_keluarga[0];
  async function* lines() {
    yield kk.anggota_keluarga.map((p) => pendudukCsvLine({ ...p, no_kk: p.keluarga_dari.no_kk })).join('');
  }
  return sendCsv(reply, `anggota_keluarga_${first?.nik ?? kk.no_kk}.csv`, PENDUDUK_CSV_HEADER, lines());
}

export function kartuKeluargaHandlers(ctx: AppContext) {
  const { db, desaId, config, fileLinks } = ctx;

  async function listKartuKeluargaHandler(request: FastifyRequest<{ Querystring: ListQuery }>) {
    const q = request.query.q?.trim();
    const filter: KartuKeluargaFilter = q ? { kind: 'q', q } : { kind: 'semua' };
    const { rows, total } = await listKartuKeluarga(db, desaId, filter, request.query, fileLinks);
    return { success: true, data: rows, total };
  }

  /**
   * A card and its head in one transaction (POST /api/kartu_keluarga and, for the incoming flow,
   * /api/kartu_keluarga/in, whose members start as penduduk_masuk). Answers the head, whose
   * keluarga_dari is the new card.
   */
  function createCard(masuk: boolean) {
    return async (request: FastifyRequest<{ Body: CreateBody }>, reply: FastifyReply) => {
      const body = request.body;
      requireText(body as unknown as Record<string, unknown>, TEXT_FIELDS);
      const actor = actorOf(request);
      const status: StatusAwal = masuk ? 'penduduk_masuk' : '';
      try {
        const head = await db.transaction(async (tx) => {
          const kk = await insertKartuKeluarga(tx, { desaId, noKk: body.no_kk, dataMasuk: masuk });
          const row = await insertPenduduk(tx, {
            ...pendudukValues({ ...body, posisi_dalam_keluarga: body.posisi_dalam_keluarga ?? 'Kepala Keluarga' }),
            desaId,
            kkId: kk.id,
            statusPenduduk: status,
          });
          await refreshKartuKeluarga(tx, kk.id);
          const dto = await findPenduduk(tx, desaId, row.id);
          await logActivity(tx, actor, {
            activityName: `Menambahkan kartu keluarga ${masuk ? 'penduduk masuk ' : ''}${kk.noKk} dengan ${row.namaLengkap}`,
            entity: 'kartu_keluarga',
            entityId: kk.id,
            after: { _id: kk.id, no_kk: kk.noKk, data_masuk: kk.dataMasuk, anggota_keluarga: [dto] },
          });
          return dto;
        });
        return reply.code(201).send({
          success: true,
          message: masuk ? 'Kartu keluarga penduduk masuk berhasil ditambahkan' : 'Kartu keluarga berhasil ditambahkan',
          data: head,
        });
      } catch (err) {
        registryConflict(err);
      }
    };
  }

  async function getKartuKeluarga(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params;
    const found = isUuid(id) ? await findKartuKeluarga(db, desaId, id, fileLinks) : undefined;
    if (!found) throw notFound(KK_TIDAK_DITEMUKAN);
    return { success: true, data: found };
  }

  async function exportKartuKeluargaCsv(request: FastifyRequest<{ Querystring: ListQuery }>, reply: FastifyReply) {
    const q = request.query.q?.trim();
    const filter: KartuKeluargaFilter = q ? { kind: 'q', q } : { kind: 'semua' };
    const chunks = kartuKeluargaCsv(db, desaId, filter, request.query.sort, request.query.order);
    return sendCsv(reply, `data_kartu_keluarga_${tanggalNamaBerkas(config.timeZone)}.csv`, KK_CSV_HEADER, chunks);
  }

  /** One card's members (head first): a handful of rows, read at once. */
  async function exportAnggotaKeluargaCsv(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const { id } = request.params;
    const kk = isUuid(id) ? await findKartuKeluarga(db, desaId, id) : undefined;
    if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
    return sendAnggotaCsv(reply, kk);
  }

  return {
    listKartuKeluarga: listKartuKeluargaHandler,
    createKartuKeluarga: createCard(false),
    createKartuKeluargaMasuk: createCard(true),
    getKartuKeluarga,
    exportKartuKeluargaCsv,
    exportAnggotaKeluargaCsv,
  };
}
