/**
 * Residents: the list, its searches and CSV, and the member changes of a family card (add, edit,
 * delete). Every change locks the card first, then the person, and writes the activity log in its
 * transaction. A card's member count and first member follow from the writes (database triggers).
 */
import { hariIniDi, rentangLahir } from '@sid/openapi/domain/lahir';
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { deleteKartuKeluargaKosong, jumlahAnggota, KK_TIDAK_DITEMUKAN, lockKartuKeluarga } from '../data/kartu-keluarga.js';
import { deleteKematianOf } from '../data/kematian.js';
import {
  deletePendudukRow,
  findPenduduk,
  insertPenduduk,
  lockPenduduk,
  PENDUDUK_TIDAK_DITEMUKAN,
  pendudukValues,
  updatePendudukRow,
  type PendudukDto,
} from '../data/penduduk.js';
import { listPenduduk, listPerluDilengkapi, pendudukEkspor, type PendudukFilter, type PendudukSort } from '../data/penduduk-list.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import type { WilayahQuery } from '../data/wilayah-desa.js';
import { removeAnggota } from '../data/penduduk-keluar.js';
import { requireNikTanggal, requirePendudukText, searchTerm } from '../domain/input.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { aman, tanggalNamaBerkas } from '../lib/ekspor/nama-berkas.js';
import { notFound } from '../lib/errors.js';
import { foundOr404, idOr404, isUuid } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';
import { dampakAnggota } from '../data/data-terhapus.js';
import { ANGGOTA_TIDAK_DITEMUKAN, dampakAnggotaBaris, pastikanBolehMenghapus } from './dampak-hapus.js';
import { alasanHapus, hapusDenganCatatan } from './data-terhapus.js';
import { alamatAnggota } from './penduduk-alamat.js';
import { pindahDiterimaOrang } from '../data/pindah-antar-desa.js';
import { namaDesa } from '../domain/pindah-antar-desa.js';

type ListQuery = PageQuery<PendudukSort> & WilayahQuery & { q?: string; umur_min?: number; umur_max?: number };
type NameQuery = PageQuery<PendudukSort> & { name: string };
type Page = { rows: PendudukDto[]; total: number };

/**
 * The list's filter: the search box, and the age range as birth dates as of today in the village's
 * time zone (umur_min > umur_max matches nobody: an empty page, not an error).
 */
const filterOf = (q: ListQuery, timeZone: string): PendudukFilter => {
  const term = q.q?.trim();
  const cari: PendudukFilter = term ? { kind: 'q', q: term } : { kind: 'semua' };
  if (q.umur_min === undefined && q.umur_max === undefined) return cari;
  const { dari, sampai } = rentangLahir(hariIniDi(timeZone), q.umur_min, q.umur_max);
  return { kind: 'umur', lahirDari: dari, lahirSampai: sampai, q: cari.kind === 'semua' ? undefined : cari };
};

export function eksporPenduduk(ctx: DownloadContext, q: ListQuery & { format?: FormatEkspor }): Ekspor {
  const { run, desaId, config } = ctx;
  const fileName = `data_penduduk_desa_${aman(config.village.nama_desa)}_${tanggalNamaBerkas(config.timeZone)}.csv`;
  return eksporDaftar(run, pendudukEkspor(desaId, { ...q, filter: filterOf(q, config.timeZone), wilayah: q }), { format: q.format, fileName, sheetName: 'Penduduk' });
}

export function pendudukService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  const list = (q: ListQuery): Promise<Page> => listPenduduk(db, desaId, { ...q, filter: filterOf(q, ctx.config.timeZone), wilayah: q });
  /** "Data perlu dilengkapi": records with fields left to complete (issue 35). */
  const perluDilengkapi = (q: PageQuery<PendudukSort>): Promise<Page> => listPerluDilengkapi(db, desaId, q);

  /**
   * By name, over every resident whatever their position or status; none found is a 404
   * SEARCH_BY_NAME_NOT_FOUND. `untukKartu`: the family-card page's search, where each hit stands for
   * its card (keluarga_dari) and the page links to that member on it; only the message differs.
   */
  async function searchByName(query: NameQuery, untukKartu: boolean): Promise<Page> {
    const nama = searchTerm(query.name, 'name');
    const page = await listPenduduk(db, desaId, { ...query, filter: { kind: 'nama', nama }, sort: query.sort ?? 'nama_lengkap' });
    if (page.total === 0) {
      // Never the search term itself: the answer would echo what the caller sent.
      throw notFound(untukKartu ? 'Kartu keluarga dengan nama anggota tersebut tidak ditemukan' : 'Penduduk dengan nama tersebut tidak ditemukan', 'SEARCH_BY_NAME_NOT_FOUND');
    }
    return page;
  }

  /** By NIK prefix; none found is a 404 SEARCH_BY_NIK_NOT_FOUND. */
  async function searchByNik(query: PageQuery<PendudukSort> & { nik: string }): Promise<Page> {
    const prefix = searchTerm(query.nik, 'nik');
    const page = await listPenduduk(db, desaId, { ...query, filter: { kind: 'nik', prefix }, sort: query.sort ?? 'nik' });
    if (page.total === 0) throw notFound('Penduduk dengan NIK tersebut tidak ditemukan', 'SEARCH_BY_NIK_NOT_FOUND');
    return page;
  }

  /** One resident, with the accepted move between villages they came in or left by (issue 38). */
  const get = async (id: string): Promise<PendudukDto> => {
    const p = await foundOr404(id, PENDUDUK_TIDAK_DITEMUKAN, (id) => findPenduduk(db, desaId, id));
    const r = await pindahDiterimaOrang(db, desaId, p._id);
    if (!r || !r.diputusPada) return p;
    const masuk = r.desaTujuanId === desaId;
    const desa = namaDesa(masuk ? r.kiriman.desaAsal : r.kiriman.desaTujuan);
    return { ...p, pindah_antar_desa: { _id: r.id, arah: masuk ? 'masuk' : 'keluar', desa, tanggal: r.diputusPada.toISOString() } };
  };

  /**
   * A new member of card `kkId`. A card registered through the incoming flow takes incoming members
   * unless told otherwise. NIK taken, a second head: 409 NIK_TAKEN / KEPALA_EXISTS (their constraints).
   */
  async function addMember(kkId: string, body: Schemas['PendudukCreateInput'], actor: Actor): Promise<PendudukDto> {
    idOr404(kkId, KK_TIDAK_DITEMUKAN);
    requirePendudukText(body);
    requireNikTanggal(body.nik);
    return db.transaction(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, kkId);
      if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      const status = body.status_penduduk ?? (kk.dataMasuk ? 'penduduk_masuk' : '');
      const { alamatAsal, ...alamat } = await alamatAnggota(tx, desaId, kk, body);
      const row = await insertPenduduk(tx, { ...pendudukValues(body), alamatAsal, ...alamat, desaId, kkId, statusPenduduk: status });
      const dto = (await findPenduduk(tx, desaId, row.id)) as PendudukDto;
      await logActivity(tx, actor, {
        activityName: `Menambahkan anggota keluarga ${row.namaLengkap} (NIK ${row.nik}) ke KK ${kk.noKk}`,
        entity: 'penduduk',
        entityId: row.id,
        after: dto,
      });
      return dto;
    });
  }

  /** The member fields (never the status, the card or the links). */
  async function update(id: string, body: Schemas['PendudukUpdateInput'], actor: Actor): Promise<PendudukDto> {
    idOr404(id, PENDUDUK_TIDAK_DITEMUKAN);
    requirePendudukText(body);
    return db.transaction(async (tx) => {
      const current = await findPenduduk(tx, desaId, id);
      if (!current) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      requireNikTanggal(body.nik, current.nik);
      // Card first, then the person: the same lock order as every other change to a family.
      const kk = await lockKartuKeluarga(tx, desaId, current.keluarga_dari._id);
      const row = await lockPenduduk(tx, desaId, id);
      if (!kk || !row) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      const before = (await findPenduduk(tx, desaId, id)) as PendudukDto;
      const { alamatAsal, ...alamat } = await alamatAnggota(tx, desaId, kk, body, row);
      await updatePendudukRow(tx, id, { ...pendudukValues(body, before.perlu_dilengkapi, before), alamatAsal, ...alamat });
      const after = (await findPenduduk(tx, desaId, id)) as PendudukDto;
      await logActivity(tx, actor, { activityName: `Memperbarui data penduduk ${after.nama_lengkap}`, entity: 'penduduk', entityId: id, before, after });
      return after;
    });
  }

  /**
   * The resident and everything hanging off them, in one transaction, logged first: their death record
   * (archive, signer), their place in a moved-out record (the next person becomes proposer; an emptied
   * record goes with its statement and signer), their link as a parent on birth records (detached, the
   * birth stays). A card left with no member is deleted too, with its entry documents. All of it is
   * kept 30 days in Data Terhapus with `alasan` (the entry is the card's when the card went); uploaded
   * bytes stay until the purge. An Admin may not delete someone others depend on (409
   * DATA_MASIH_DIPAKAI). Answers whether the card went too.
   */
  async function removeMember(idPenduduk: string, idKK: string, body: { alasan?: unknown }, actor: Actor): Promise<{ kartuDihapus: boolean }> {
    const alasan = alasanHapus(body);
    if (!isUuid(idPenduduk) || !isUuid(idKK)) throw notFound(ANGGOTA_TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, idKK);
      if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      const row = await lockPenduduk(tx, desaId, idPenduduk);
      if (!row || row.kkId !== idKK) throw notFound(ANGGOTA_TIDAK_DITEMUKAN);
      const { ikutTerhapus, dipakai } = dampakAnggotaBaris(await dampakAnggota(tx, row.id, idKK));
      pastikanBolehMenghapus(actor, dipakai);
      await logActivity(tx, actor, {
        activityName: `Menghapus anggota keluarga ${row.namaLengkap} (NIK ${row.nik}) dari KK ${kk.noKk}`,
        entity: 'penduduk',
        entityId: row.id,
        before: await findPenduduk(tx, desaId, idPenduduk),
        after: { alasan_penghapusan: alasan, ikut_terhapus: ikutTerhapus },
      });
      const entri = {
        desaId,
        jenis: 'penduduk' as const,
        judul: row.namaLengkap,
        keterangan: `NIK ${row.nik}, No. KK ${kk.noKk}`,
        ikutTerhapus,
        alasan,
        entitasId: row.id,
        dihapusOlehId: actor.id,
        dihapusOlehNama: actor.name,
      };
      return hapusDenganCatatan<{ kartuDihapus: boolean }>(tx, entri, async (dropFiles) => {
        dropFiles(await deleteKematianOf(tx, row.id));
        dropFiles(await removeAnggota(tx, row.id));
        await deletePendudukRow(tx, row.id);
        if ((await jumlahAnggota(tx, idKK)) !== 0) return { result: { kartuDihapus: false } };
        await logActivity(tx, actor, {
          activityName: `Menghapus kartu keluarga ${kk.noKk} yang tidak lagi memiliki anggota`,
          entity: 'kartu_keluarga',
          entityId: kk.id,
          before: { _id: kk.id, no_kk: kk.noKk, data_masuk: kk.dataMasuk },
        });
        dropFiles(await deleteKartuKeluargaKosong(tx, idKK));
        const kartu = {
          jenis: 'kartu_keluarga' as const,
          judul: `KK ${kk.noKk}`,
          keterangan: `No. KK ${kk.noKk}, anggota terakhir ${row.namaLengkap} (NIK ${row.nik})`,
          entitasId: kk.id,
        };
        return { result: { kartuDihapus: true }, entri: kartu };
      });
    });
  }

  return { list, perluDilengkapi, searchByName, searchByNik, get, addMember, update, removeMember };
}
