/** Family cards: the list, search by No. KK, a card with its head, and the CSVs (all cards, one card's members). */
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import {
  findKartuKeluarga,
  insertKartuKeluarga,
  lockKartuKeluarga,
  updateAlamatKartu,
  updateTanggalDatangKartu,
  kartuKeluargaEkspor,
  KK_TIDAK_DITEMUKAN,
  listKartuKeluarga,
  type KartuKeluargaDto,
  type KartuKeluargaFilter,
  type KartuKeluargaSort,
} from '../data/kartu-keluarga.js';
import { findPenduduk, insertPenduduk, pendudukValues, type PendudukDto } from '../data/penduduk.js';
import { anggotaEkspor } from '../data/penduduk-list.js';
import { requireNikTanggal, requirePendudukText, searchTerm } from '../domain/input.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { tanggalNamaBerkas } from '../lib/ekspor/nama-berkas.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { calonKepala, KEPALA_KELUARGA, masihTinggal, periksaTanggalDatang, POSISI_KEPALA_LAMA } from '@sid/openapi/domain';
import { hariIniDi } from '@sid/openapi/domain/lahir';
import { listKartuTanpaKepala, setPosisiDalamKeluarga } from '../data/kepala-baru.js';
import { foundOr404, idOr404 } from '../lib/ids.js';
import type { DbOrTx } from '../db/client.js';
import { alamatRt, findRt, type WilayahQuery } from '../data/wilayah-desa.js';
import type { PageQuery } from '../lib/paging.js';

type ListQuery = PageQuery<KartuKeluargaSort> & WilayahQuery & { q?: string };
type Page = { rows: KartuKeluargaDto[]; total: number };

const filterOf = (q: ListQuery): KartuKeluargaFilter => {
  const term = q.q?.trim();
  return term ? { kind: 'q', q: term } : { kind: 'semua' };
};

export function eksporKartuKeluarga(ctx: DownloadContext, q: ListQuery & { format?: FormatEkspor }): Ekspor {
  const { run, desaId, config } = ctx;
  const fileName = `data_kartu_keluarga_${tanggalNamaBerkas(config.timeZone)}.csv`;
  return eksporDaftar(run, kartuKeluargaEkspor(desaId, { ...q, filter: filterOf(q), wilayah: q }), { format: q.format, fileName, sheetName: 'Kartu Keluarga' });
}

export function kartuKeluargaService(ctx: VillageContext) {
  const { db, desaId, fileLinks, config } = ctx;

  /**
   * Issue 40: the arrival date of an incoming card, checked against its head's birth date (the contract
   * already keeps it a date from 1900 up to today); without one, today in the village's zone.
   */
  function tanggalDatang(diminta: string | undefined, masuk: boolean, tanggalLahirKepala: string | null | undefined): string | null {
    // An ordinary card has none (its contract, KartuKeluargaCreateInput, has no such field: 400).
    if (!masuk) return null;
    if (diminta === undefined) return hariIniDi(config.timeZone);
    const salah = periksaTanggalDatang(diminta, tanggalLahirKepala);
    if (salah) throw badRequest(`tanggal_datang: ${salah}`);
    return diminta;
  }

  const list = (q: ListQuery): Promise<Page> => listKartuKeluarga(db, desaId, { ...q, filter: filterOf(q), wilayah: q }, fileLinks);

  /** By No. KK prefix; none found is a 404 SEARCH_BY_NIK_NOT_FOUND. */
  async function searchByNoKk(query: PageQuery<KartuKeluargaSort> & { no_kk: string }): Promise<Page> {
    const prefix = searchTerm(query.no_kk, 'no_kk');
    const page = await listKartuKeluarga(db, desaId, { ...query, filter: { kind: 'noKk', prefix }, sort: query.sort ?? 'no_kk' }, fileLinks);
    if (page.total === 0) throw notFound('Kartu keluarga dengan Nomor KK tersebut tidak ditemukan', 'SEARCH_BY_NIK_NOT_FOUND');
    return page;
  }

  const get = (id: string, withLinks = true): Promise<KartuKeluargaDto> =>
    foundOr404(id, KK_TIDAK_DITEMUKAN, (id) => findKartuKeluarga(db, desaId, id, withLinks ? fileLinks : undefined));

  /**
   * A card and its head in one transaction; for the incoming flow (`masuk`) the card is listed under
   * Penduduk Masuk and its members start as penduduk_masuk. Answers the head, whose keluarga_dari is
   * the new card. No. KK or NIK taken: 409 NO_KK_TAKEN / NIK_TAKEN, nothing created.
   */
  async function create(body: Schemas['KartuKeluargaCreateInput'] | Schemas['KartuKeluargaMasukCreateInput'], masuk: boolean, actor: Actor): Promise<PendudukDto> {
    requirePendudukText(body);
    requireNikTanggal(body.nik);
    const datang = tanggalDatang('tanggal_datang' in body ? body.tanggal_datang : undefined, masuk, body.tanggal_lahir);
    return db.transaction(async (tx) => {
      const rtId = body.rt_id === undefined ? null : await rtDesa(tx, body.rt_id);
      const kk = await insertKartuKeluarga(tx, { desaId, noKk: body.no_kk, dataMasuk: masuk, rtId, alamat: body.alamat?.trim() ?? '', tanggalDatang: datang });
      const row = await insertPenduduk(tx, {
        ...pendudukValues({ ...body, posisi_dalam_keluarga: body.posisi_dalam_keluarga ?? 'Kepala Keluarga' }),
        desaId,
        kkId: kk.id,
        statusPenduduk: masuk ? 'penduduk_masuk' : '',
      });
      const dto = (await findPenduduk(tx, desaId, row.id)) as PendudukDto;
      await logActivity(tx, actor, {
        activityName: `Menambahkan kartu keluarga ${masuk ? 'penduduk masuk ' : ''}${kk.noKk} dengan ${row.namaLengkap}`,
        entity: 'kartu_keluarga',
        entityId: kk.id,
        after: { _id: kk.id, no_kk: kk.noKk, data_masuk: kk.dataMasuk, ...(datang ? { tanggal_datang: datang } : {}), anggota_keluarga: [dto] },
      });
      return dto;
    });
  }

  /** An RT of this village (400 naming the field otherwise: the id came in a body). */
  async function rtDesa(tx: DbOrTx, id: string): Promise<string> {
    if (!(await findRt(tx, desaId, id))) throw badRequest('rt_id: RT tidak ditemukan di desa ini');
    return id;
  }

  /** The card's address here (issue 35): its RT (or none) and street or house text; its members move with it. */
  async function updateAlamat(id: string, body: Schemas['AlamatKartuKeluargaInput'], actor: Actor): Promise<KartuKeluargaDto> {
    idOr404(id, KK_TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, id);
      if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      const rtId = body.rt_id === null ? null : await rtDesa(tx, body.rt_id);
      const before = (await findKartuKeluarga(tx, desaId, id))!.alamat_desa;
      const teks = rtId === null ? '' : (await alamatRt(tx, desaId, rtId, body.alamat.trim())).teks;
      await updateAlamatKartu(tx, kk, rtId, body.alamat.trim(), teks);
      const dto = (await findKartuKeluarga(tx, desaId, id, fileLinks))!;
      await logActivity(tx, actor, { activityName: `Mengubah alamat kartu keluarga ${kk.noKk}`, entity: 'kartu_keluarga', entityId: id, before: { alamat_desa: before }, after: { alamat_desa: dto.alamat_desa } });
      return dto;
    });
  }

  /**
   * Issue 40: an incoming card's arrival date. A card of no incoming family is not found here (404, as
   * Penduduk Masuk's routes answer). The ledger keeps the arrivals already recorded as they were.
   */
  async function updateTanggalDatang(id: string, body: Schemas['TanggalDatangInput'], actor: Actor): Promise<KartuKeluargaDto> {
    idOr404(id, KK_TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, id);
      if (!kk || !kk.dataMasuk) throw notFound(KK_TIDAK_DITEMUKAN);
      const before = (await findKartuKeluarga(tx, desaId, id))!;
      const kepala = before.anggota_keluarga.find((a) => a.posisi_dalam_keluarga === KEPALA_KELUARGA);
      const datang = tanggalDatang(body.tanggal_datang, true, kepala?.tanggal_lahir);
      if (datang !== kk.tanggalDatang) {
        await updateTanggalDatangKartu(tx, id, datang as string);
        await logActivity(tx, actor, {
          activityName: `Mengubah tanggal datang kartu keluarga ${kk.noKk}`,
          entity: 'kartu_keluarga',
          entityId: id,
          before: { tanggal_datang: kk.tanggalDatang },
          after: { tanggal_datang: datang },
        });
      }
      return (await findKartuKeluarga(tx, desaId, id, fileLinks))!;
    });
  }

  /** Cards waiting for a new head (issue 40), the latest death or move first. */
  const tanpaKepala = (q: PageQuery): Promise<Page> => listKartuTanpaKepala(db, desaId, q, fileLinks);

  /**
   * Issue 40: the card's head died or moved out; `penduduk_id`, a member still living on it, heads it
   * now and the old head becomes Lainnya (one head per card: the old one steps aside first). A head
   * still living on the card is kept: 409 KEPALA_EXISTS (the member form changes a living head), unless
   * it is the one named (done already).
   */
  async function setKepala(id: string, body: Schemas['KepalaKeluargaInput'], actor: Actor): Promise<KartuKeluargaDto> {
    idOr404(id, KK_TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const kk = await lockKartuKeluarga(tx, desaId, id);
      if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      const before = (await findKartuKeluarga(tx, desaId, id))!;
      const anggota = before.anggota_keluarga;
      const baru = anggota.find((a) => a._id === body.penduduk_id);
      if (!baru) throw badRequest('penduduk_id: penduduk ini bukan anggota kartu keluarga ini');
      const lama = anggota.find((a) => a.posisi_dalam_keluarga === KEPALA_KELUARGA);
      // The same choice again (a retried request, a second clerk) is answered as done: a PUT is idempotent.
      if (lama && lama._id === baru._id && masihTinggal(lama)) return before;
      if (lama && masihTinggal(lama)) throw conflict('KEPALA_EXISTS', 'Kartu keluarga ini masih memiliki Kepala Keluarga yang tinggal di desa; ubah kedudukannya lewat data anggota');
      if (!calonKepala(anggota).includes(baru)) throw badRequest('penduduk_id: Kepala Keluarga baru harus anggota yang masih tinggal di kartu ini (bukan yang meninggal atau pindah)');
      if (lama) await setPosisiDalamKeluarga(tx, lama._id, POSISI_KEPALA_LAMA);
      await setPosisiDalamKeluarga(tx, baru._id, KEPALA_KELUARGA);
      const dto = (await findKartuKeluarga(tx, desaId, id, fileLinks))!;
      await logActivity(tx, actor, {
        activityName: `Menetapkan ${baru.nama_lengkap} (NIK ${baru.nik}) sebagai Kepala Keluarga KK ${kk.noKk}`,
        entity: 'kartu_keluarga',
        entityId: id,
        before: { anggota_keluarga: anggota },
        after: { anggota_keluarga: dto.anggota_keluarga },
      });
      return dto;
    });
  }

  /** One card's members as a CSV. */
  async function membersCsv(id: string): Promise<Ekspor> {
    const kk = await get(id, false);
    return anggotaEkspor(kk.anggota_keluarga, kk.no_kk);
  }

  return { list, searchByNoKk, get, create, updateAlamat, updateTanggalDatang, tanpaKepala, setKepala, membersCsv };
}
