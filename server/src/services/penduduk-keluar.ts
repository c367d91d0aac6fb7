/**
 * Moving out: one person (they join the open record of their card or open a new one), a whole family
 * (all or nothing), and the cancels (a whole record, one follower). Every change locks the card, the
 * record, then the people; the state machine (domain/status-penduduk.ts) decides each status.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { KK_TIDAK_DITEMUKAN, lockKartuKeluarga } from '../data/kartu-keluarga.js';
import {
  findPenduduk,
  loadPendudukByIds,
  lockAnggotaKeluarga,
  lockPenduduk,
  lockPendudukByIds,
  PENDUDUK_TIDAK_DITEMUKAN,
  setStatusPenduduk,
  type PendudukRow,
} from '../data/penduduk.js';
import {
  anggotaOf,
  appendAnggota,
  deleteRecord,
  insertRecord,
  kartuOfRecord,
  loadPendudukKeluar,
  lockOpenRecord,
  lockRecord,
  PENDUDUK_KELUAR_TIDAK_DITEMUKAN,
  removeAnggota,
  type AnggotaKeluarRow,
  type PendudukKeluarDto,
  type PendudukKeluarSort,
} from '../data/penduduk-keluar.js';
import { listPendudukKeluar, pendudukKeluarEkspor, type PendudukKeluarFilter } from '../data/penduduk-keluar-list.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import type { DbOrTx } from '../db/client.js';
import { pulihkanDariPindah, transisi, transisiKeluarga, type StatusAwal } from '../domain/status-penduduk.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { tanggalNamaBerkas } from '../lib/ekspor/nama-berkas.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { foundOr404, idOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';
import { transactionWithFiles } from '../data/files.js';

const PENGUSUL_TIDAK_DAPAT_DIHAPUS = 'Pengusul tidak dapat dihapus sendiri. Gunakan "Hapus Semua Data" untuk menghapus seluruh data penduduk keluar ini.';
const PENGIKUT_TIDAK_DITEMUKAN = 'Pengikut tidak ditemukan pada data penduduk keluar ini';

interface Member {
  anggota: AnggotaKeluarRow;
  person: PendudukRow;
  /** Where the state machine sends them back to. */
  kembali: StatusAwal;
}

/** The list's filter from the request (the list and its export): its search box and "belum lengkap". */
const filterOf = (q: PendudukKeluarFilter): PendudukKeluarFilter => ({ q: q.q, belum_lengkap: q.belum_lengkap });

/** The list's rows as CSV: its search and filter (`q`, `belum_lengkap`) and its order. */
export function eksporPendudukKeluar(ctx: DownloadContext, q: PageQuery<PendudukKeluarSort> & PendudukKeluarFilter & { format?: FormatEkspor }): Ekspor {
  const { run, desaId, config } = ctx;
  const fileName = `data_penduduk_keluar_${tanggalNamaBerkas(config.timeZone)}.csv`;
  return eksporDaftar(run, pendudukKeluarEkspor(desaId, { ...q, filter: filterOf(q) }), { format: q.format, fileName, sheetName: 'Penduduk Keluar' });
}

export function pendudukKeluarService(ctx: VillageContext) {
  const { db, desaId, config, fileLinks } = ctx;

  const list = (q: PageQuery<PendudukKeluarSort> & PendudukKeluarFilter): Promise<{ rows: PendudukKeluarDto[]; total: number }> => listPendudukKeluar(db, desaId, { ...q, filter: filterOf(q) }, fileLinks);

  const get = (id: string): Promise<PendudukKeluarDto> => foundOr404(id, PENDUDUK_KELUAR_TIDAK_DITEMUKAN, (id) => loadPendudukKeluar(db, desaId, id, fileLinks));

  /** Runs a move in one transaction and answers the record it wrote (the id `work` returns), with its links. */
  async function move(work: (tx: DbOrTx) => Promise<string>): Promise<PendudukKeluarDto> {
    const recordId = await db.transaction(work);
    return (await loadPendudukKeluar(db, desaId, recordId, fileLinks)) as PendudukKeluarDto;
  }

  /**
   * One person moves out. They join the open record of their family card (one without a statement
   * yet) as a follower, or open a new record as its proposer; a record with a statement is closed and
   * never joined. `no_kk`, when sent, must be their card's.
   */
  async function moveOne(id: string, body: Schemas['PindahSatuInput'] | undefined, actor: Actor): Promise<PendudukKeluarDto> {
    idOr404(id, PENDUDUK_TIDAK_DITEMUKAN);
    return move(async (tx) => {
      const current = await findPenduduk(tx, desaId, id);
      if (!current) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      if (body?.no_kk !== undefined && body.no_kk !== current.keluarga_dari.no_kk) {
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
  }

  /**
   * The whole family moves out, all or nothing: every member must be '' or penduduk_masuk, otherwise
   * 409 FAIL_POST_MANY_PENDUDUK_KELUAR names who is in the way and nothing changes. A new record gets
   * the members in family order, the head first. `idKK` in the body, when sent, must be the path's.
   */
  async function moveFamily(idKK: string, body: Schemas['PindahKeluargaInput'] | undefined, actor: Actor): Promise<PendudukKeluarDto> {
    if (body?.idKK !== undefined && body.idKK !== idKK) throw badRequest('idKK pada body harus sama dengan idKK pada alamat');
    idOr404(idKK, KK_TIDAK_DITEMUKAN);
    return move(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, idKK);
      if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      const moves = transisiKeluarga(await lockAnggotaKeluarga(tx, desaId, idKK));
      const ids = moves.map((m) => m.id);
      const before = await loadPendudukByIds(tx, desaId, ids);
      const record = await insertRecord(tx, desaId, idKK);
      await appendAnggota(tx, record.id, moves.map((m) => ({ id: m.id, sebelumnya: m.sebelumnya })));
      await setStatusPenduduk(tx, ids, 'penduduk_keluar');
      await logActivity(tx, actor, {
        activityName: `Memindahkan seluruh keluarga KK ${kk.noKk} keluar desa (${moves.length} orang)`,
        entity: 'penduduk_keluar',
        entityId: record.id,
        before: { anggota_keluarga: before },
        after: { anggota_keluarga: await loadPendudukByIds(tx, desaId, ids), penduduk_keluar: record.id },
      });
      return record.id;
    });
  }

  /**
   * The locks of a cancel, in the order every change to a family takes them: the record's card, the
   * record, then its people. Returns the record and its people (locked) with the status the state
   * machine sends each back to (pulihkanDariPindah: '' or penduduk_masuk, as kept in the record).
   */
  async function lockForCancel(tx: DbOrTx, id: string) {
    const kkId = await kartuOfRecord(tx, desaId, id);
    if (!kkId) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    await lockKartuKeluarga(tx, desaId, kkId);
    const record = await lockRecord(tx, desaId, id);
    if (!record) throw notFound(PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    const anggota = await anggotaOf(tx, id);
    const byId = new Map((await lockPendudukByIds(tx, desaId, anggota.map((a) => a.pendudukId))).map((p) => [p.id, p]));
    const members = anggota.map((a): Member => {
      const person = byId.get(a.pendudukId);
      if (!person) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      return { anggota: a, person, kembali: pulihkanDariPindah(person.statusPenduduk, a.statusSebelumnya) };
    });
    return { record, members };
  }

  /** Sets each person back to their status, one statement per target status. */
  async function restore(tx: DbOrTx, members: Member[]) {
    for (const status of ['', 'penduduk_masuk'] as const) {
      await setStatusPenduduk(tx, members.filter((m) => m.kembali === status).map((m) => m.person.id), status);
    }
  }

  /**
   * The whole record, logged first, with its statement (and photo) and signer; everyone in it goes
   * back to the status they had before the move, in one transaction.
   */
  async function removeRecord(id: string, actor: Actor, log: FastifyBaseLogger): Promise<void> {
    idOr404(id, PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    await transactionWithFiles(db, { dataDir: config.dataDir, log }, async (tx, dropFiles) => {
      const { record, members } = await lockForCancel(tx, id);
      const before = await loadPendudukKeluar(tx, desaId, record.id);
      const proposer = members[0]?.person;
      await logActivity(tx, actor, {
        activityName: `Menghapus seluruh data penduduk keluar${proposer ? ` ${proposer.namaLengkap} (NIK ${proposer.nik})` : ''} (${members.length} orang)`,
        entity: 'penduduk_keluar',
        entityId: record.id,
        before,
      });
      dropFiles(await deleteRecord(tx, record.id));
      await restore(tx, members);
      await logActivity(tx, actor, {
        activityName: `Memulihkan status ${members.length} penduduk setelah data penduduk keluar dihapus`,
        entity: 'penduduk',
        entityId: record.id,
        before: { penduduk: before?.penduduk_keluar_desa ?? [] },
        after: { penduduk: await loadPendudukByIds(tx, desaId, members.map((m) => m.person.id)) },
      });
    });
  }

  /**
   * A follower (followerId = the resident) leaves the record and goes back to their previous status.
   * The proposer (urutan 0) is refused with 409 PENGUSUL_NOT_REMOVABLE: the record is theirs, and
   * removing them is deleting it (removeRecord).
   */
  async function removeFollower(id: string, followerId: string, actor: Actor): Promise<void> {
    idOr404(id, PENDUDUK_KELUAR_TIDAK_DITEMUKAN);
    idOr404(followerId, PENGIKUT_TIDAK_DITEMUKAN);
    await db.transaction(async (tx) => {
      const { record, members } = await lockForCancel(tx, id);
      const member = members.find((m) => m.person.id === followerId);
      if (!member) throw notFound(PENGIKUT_TIDAK_DITEMUKAN);
      if (member.anggota.urutan === 0) throw conflict('PENGUSUL_NOT_REMOVABLE', PENGUSUL_TIDAK_DAPAT_DIHAPUS);
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
  }

  return { list, get, moveOne, moveFamily, removeRecord, removeFollower };
}
