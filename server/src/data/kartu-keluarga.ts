/**
 * Family cards: their public shape (each with its members, head first, and its entry documents),
 * locks and writes, the card list with its searches and its CSV. A card's member count and first
 * member are kept by the database (triggers on penduduk, migration 0005).
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { kartuKeluarga, keteranganMasuk, penduduk, pendudukKeluar, keteranganKeluar } from '../db/schema.js';
import { storedNamesById } from './files.js';
import type { FileLinks } from '../lib/files.js';
import { inOrderOf, pageIds, withRows, type IdPage, type ListPlan } from './paging.js';
import { pageCariKartu, saringKartu, type DaftarOpsi, type KartuKeluargaFilter, type UrutOpsi } from './cari/index.js';
import type { DaftarEkspor } from './ekspor/baca.js';
import { countColumn, csvTable, numberColumn, textColumn } from './ekspor/kolom.js';
import { loadAnggotaKeluarga } from './penduduk.js';
import { statistikTotal } from './statistik.js';
import { pagePerKepala } from './kepala-kartu.js';
import { samaDesa } from './sama-desa.js';
import { alamatDesaDto, areaKolom, saringWilayah, withArea, type AreaRow, type WilayahQuery } from './wilayah-desa.js';

export type KartuKeluargaRow = typeof kartuKeluarga.$inferSelect;
export type KartuKeluargaDto = Schemas['KartuKeluarga'];
export type KeteranganMasukDto = Schemas['KeteranganMasuk'];
export type KeteranganMasukRow = typeof keteranganMasuk.$inferSelect;
export type KartuKeluargaSort = Schemas['KartuKeluargaSort'];
export type { KartuKeluargaFilter };

export const KK_TIDAK_DITEMUKAN = 'Kartu keluarga tidak ditemukan';

/** The entry-document record as the contract shows it: the photos as signed links (null without `links`). */
export function keteranganMasukDto(km: KeteranganMasukRow, names: Map<string, string>, links?: FileLinks): KeteranganMasukDto {
  return {
    _id: km.id,
    foto_kk: links?.url(names.get(km.fotoKkId)) ?? null,
    foto_surat_masuk: links?.url(names.get(km.fotoSuratMasukId)) ?? null,
    createdAt: km.createdAt.toISOString(),
    updatedAt: km.updatedAt.toISOString(),
  };
}

/**
 * Cards by id, in the order of `ids`, each with its members (head first) and entry documents (their
 * photos as signed links when `links` is given).
 */
export async function loadKartuKeluargaByIds(db: DbOrTx, desaId: string, ids: string[], links?: FileLinks): Promise<KartuKeluargaDto[]> {
  if (ids.length === 0) return [];
  const [cards, anggota] = await Promise.all([
    withArea(
      db
        .select({ kk: kartuKeluarga, km: keteranganMasuk, area: areaKolom })
        .from(kartuKeluarga)
        .leftJoin(keteranganMasuk, samaDesa(eq(keteranganMasuk.kkId, kartuKeluarga.id), keteranganMasuk.desaId, kartuKeluarga.desaId)),
      kartuKeluarga.rtId,
      kartuKeluarga.desaId,
    ).where(and(eq(kartuKeluarga.desaId, desaId), inArray(kartuKeluarga.id, ids))),
    loadAnggotaKeluarga(db, desaId, ids),
  ]);
  const names = links ? await storedNamesById(db, cards.flatMap(({ km }) => (km ? [km.fotoKkId, km.fotoSuratMasukId] : []))) : new Map<string, string>();
  const byId = new Map<string, KartuKeluargaDto>(
    cards.map(({ kk, km, area }) => [
      kk.id,
      {
        _id: kk.id,
        no_kk: kk.noKk,
        anggota_keluarga: anggota.get(kk.id) ?? [],
        data_penduduk_masuk: km ? keteranganMasukDto(km, names, links) : null,
        alamat_desa: alamatDesaDto(area as AreaRow | null, kk.alamat),
        ...(kk.dataMasuk && kk.tanggalDatang ? { tanggal_datang: kk.tanggalDatang } : {}),
        createdAt: kk.createdAt.toISOString(),
        updatedAt: kk.updatedAt.toISOString(),
      },
    ]),
  );
  return inOrderOf(ids, byId);
}

export async function findKartuKeluarga(db: DbOrTx, desaId: string, id: string, links?: FileLinks): Promise<KartuKeluargaDto | undefined> {
  return (await loadKartuKeluargaByIds(db, desaId, [id], links))[0];
}

/** Locks the card: every change to its members takes this lock first, so they never deadlock. */
export async function lockKartuKeluarga(tx: DbOrTx, desaId: string, id: string): Promise<KartuKeluargaRow | undefined> {
  const [row] = await tx
    .select()
    .from(kartuKeluarga)
    .where(and(eq(kartuKeluarga.desaId, desaId), eq(kartuKeluarga.id, id)))
    .for('update');
  return row;
}

export async function insertKartuKeluarga(tx: DbOrTx, values: { desaId: string; noKk: string; dataMasuk: boolean; rtId?: string | null; alamat?: string; tanggalDatang?: string | null }): Promise<KartuKeluargaRow> {
  const [row] = await tx.insert(kartuKeluarga).values(values).returning();
  return row as KartuKeluargaRow;
}

/** An incoming card's arrival date (issue 40). */
export async function updateTanggalDatangKartu(tx: DbOrTx, kkId: string, tanggalDatang: string): Promise<void> {
  await tx.update(kartuKeluarga).set({ tanggalDatang, updatedAt: new Date() }).where(eq(kartuKeluarga.id, kkId));
}

/**
 * A card's address here (issue 35). Its members who do not live apart follow (their wilayah_rt_id by
 * trigger, migration 0024); on an ordinary card their stored alamat_asal (the spec's one address field,
 * sorted and exported as it is) takes the new address's text.
 */
export async function updateAlamatKartu(tx: DbOrTx, kk: KartuKeluargaRow, rtId: string | null, alamat: string, teks: string): Promise<void> {
  await tx.update(kartuKeluarga).set({ rtId, alamat, updatedAt: new Date() }).where(eq(kartuKeluarga.id, kk.id));
  if (!kk.dataMasuk && rtId !== null) await tx.update(penduduk).set({ alamatAsal: teks }).where(and(eq(penduduk.kkId, kk.id), isNull(penduduk.rtId)));
}

/** The member count of a card as the database keeps it (after a member change in this transaction). */
export async function jumlahAnggota(tx: DbOrTx, kkId: string): Promise<number> {
  const [row] = await tx.select({ jumlah: kartuKeluarga.jumlahAnggota }).from(kartuKeluarga).where(eq(kartuKeluarga.id, kkId));
  return row?.jumlah ?? 0;
}

/**
 * Deletes a card that has no member left, with what hangs off it: its entry documents and any
 * moved-out record left without people. Returns the file ids those owned (the caller deletes them).
 */
export async function deleteKartuKeluargaKosong(tx: DbOrTx, kkId: string): Promise<Array<string | null>> {
  const km = await tx.delete(keteranganMasuk).where(eq(keteranganMasuk.kkId, kkId)).returning();
  const records = await tx.select({ id: pendudukKeluar.id }).from(pendudukKeluar).where(eq(pendudukKeluar.kkId, kkId));
  const statements = records.length
    ? await tx.delete(keteranganKeluar).where(inArray(keteranganKeluar.pendudukKeluarId, records.map((r) => r.id))).returning()
    : [];
  if (records.length) await tx.delete(pendudukKeluar).where(eq(pendudukKeluar.kkId, kkId));
  await tx.delete(kartuKeluarga).where(eq(kartuKeluarga.id, kkId));
  return [...km.flatMap((k) => [k.fotoKkId, k.fotoSuratMasukId]), ...statements.map((s) => s.fotoPengusulId)];
}

// ------------------------------------------------------------------ list, search, CSV

/**
 * Card columns sort through the card's indexes; the first member's columns through the partial
 * indexes `penduduk_pertama_*` (one entry per card). Both give ids for a page without a join.
 */
const KK_SORT: Record<KartuKeluargaSort, { side: 'kk' | 'p'; expr: SQL; cast: string }> = {
  no_kk: { side: 'kk', expr: sql`k.no_kk`, cast: 'bpchar' },
  jumlah_anggota: { side: 'kk', expr: sql`k.jumlah_anggota`, cast: 'int' },
  createdAt: { side: 'kk', expr: sql`k.created_at`, cast: 'timestamptz' },
  nik: { side: 'p', expr: sql`p.nik`, cast: 'bpchar' },
  nama_lengkap: { side: 'p', expr: sql`p.sort_nama`, cast: 'text' },
  tempat_tanggal_lahir: { side: 'p', expr: sql`p.sort_ttl`, cast: 'text' },
  umur: { side: 'p', expr: sql`p.sort_umur`, cast: 'int' },
  alamat_asal: { side: 'p', expr: sql`p.sort_alamat`, cast: 'text' },
  jenis_kelamin: { side: 'p', expr: sql`p.jenis_kelamin`, cast: 'text' },
};

/**
 * A page of card ids: without a filter by a card column over the cards, or by a first member's column
 * over first members (pagePerKepala); a search through the planner (data/cari).
 */
export async function pageKartuKeluargaIds(db: DbOrTx, desaId: string, { filter, wilayah: area, ...q }: DaftarOpsi<KartuKeluargaFilter, KartuKeluargaSort> & { wilayah?: WilayahQuery }): Promise<IdPage> {
  const sort = KK_SORT[q.sort ?? 'createdAt'];
  const wilayah = saringWilayah(desaId, sql`k.rt_id`, area ?? {});
  const dengan = (cari: SQL | undefined): ListPlan => {
    // The area's condition (issue 35) on the card, beside the search's.
    const where = cari && wilayah ? sql`${cari} and ${wilayah}` : (cari ?? wilayah);
    return sort.side === 'kk'
      ? { from: sql`kartu_keluarga k where k.desa_id = ${desaId} ${where ? sql`and ${where}` : sql``}`, id: sql`k.id`, sort: sort.expr }
      : {
          from: sql`penduduk p ${where ? sql`join kartu_keluarga k on k.id = p.kk_id and k.desa_id = p.desa_id` : sql``}
            where p.desa_id = ${desaId} and p.anggota_pertama ${where ? sql`and ${where}` : sql``}`,
          id: sql`p.kk_id`,
          tie: sql`p.id`,
          sort: sort.expr,
        };
  };
  if (filter.kind === 'semua') {
    // The cards of an area, counted exactly (an RT has tens, a dusun hundreds or thousands).
    if (wilayah) return pageIds(db, q, dengan(undefined));
    const total = statistikTotal(db, desaId, 'kartuKeluarga');
    return sort.side === 'kk' ? pageIds(db, q, { ...dengan(undefined), total }) : pagePerKepala(db, desaId, q, sort.expr, undefined, total);
  }
  return pageCariKartu(db, desaId, filter, q, {
    dengan,
    // By a first member's column, the card's id asked of p.kk_id: no join to the card (unless an area asks for it).
    denganId: (punya) =>
      sort.side === 'kk' || wilayah ? dengan(punya(sort.side === 'kk' ? sql`k.id` : sql`p.kk_id`)) : { ...dengan(undefined), from: sql`penduduk p where p.desa_id = ${desaId} and p.anggota_pertama and ${punya(sql`p.kk_id`)}` },
  });
}

export async function listKartuKeluarga(db: DbOrTx, desaId: string, opsi: DaftarOpsi<KartuKeluargaFilter, KartuKeluargaSort> & { wilayah?: WilayahQuery }, links?: FileLinks) {
  return withRows(await pageKartuKeluargaIds(db, desaId, opsi), (ids) => loadKartuKeluargaByIds(db, desaId, ids, links));
}

/** data_kartu_keluarga_{date}.csv: one card with its first member, over `kartu_keluarga k` and `p`. */
export const KK_CSV = csvTable([
  numberColumn('Nomor KK', sql`k.no_kk`),
  numberColumn('NIK', sql`p.nik`),
  textColumn('Nama Lengkap', sql`p.nama_lengkap`),
  textColumn('Jenis Kelamin', sql`p.jenis_kelamin`),
  textColumn('Tempat Tgl. Lahir', sql`p.tempat_tanggal_lahir`),
  textColumn('Umur', sql`sid_umur_teks(p.tanggal_lahir, p.umur_tercatat)`),
  textColumn('Alamat', sql`p.alamat_asal`),
  countColumn('Jumlah Anggota', sql`k.jumlah_anggota`),
]);

/** One row per card with its first member, in the list's order (the padat walk of data/cari). */
export function kartuKeluargaEkspor(desaId: string, { filter, wilayah: area, sort = 'createdAt', order = 'asc' }: UrutOpsi<KartuKeluargaFilter, KartuKeluargaSort> & { wilayah?: WilayahQuery }): DaftarEkspor {
  const urut = KK_SORT[sort];
  const cari = saringKartu(desaId, filter);
  const wilayah = saringWilayah(desaId, sql`k.rt_id`, area ?? {});
  const where = cari && wilayah ? sql`${cari} and ${wilayah}` : (cari ?? wilayah);
  return {
    table: KK_CSV,
    rows: {
      from: sql`kartu_keluarga k join penduduk p on p.kk_id = k.id and p.desa_id = k.desa_id and p.anggota_pertama`,
      where: where ? [sql`k.desa_id = ${desaId}`, where] : [sql`k.desa_id = ${desaId}`],
      sort: urut.expr,
      cast: urut.cast,
      tie: urut.side === 'kk' ? sql`k.id` : sql`p.id`,
      order,
    },
  };
}
