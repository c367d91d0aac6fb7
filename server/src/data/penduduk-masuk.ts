/**
 * Incoming residents: the incoming cards (list, CSV) and their entry documents (keterangan_masuk:
 * foto_kk and foto_surat_masuk, one record per card).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { kartuKeluarga, keteranganMasuk } from '../db/schema.js';
import { countColumn, csvTable, dateColumn, enumColumn, kolomOrang, numberColumn } from './ekspor/kolom.js';
import type { DaftarEkspor } from './ekspor/baca.js';
import type { FileLinks } from '../lib/files.js';
import { listPage, rowsOf, withRows } from './paging.js';
import { loadKartuKeluargaByIds, type KeteranganMasukRow } from './kartu-keluarga.js';
import { pagePerKepala } from './kepala-kartu.js';
import { sortOrang } from './penduduk-list.js';
import { searchCondition, whereAll, type DaftarOpsi, type UrutOpsi } from './cari/index.js';
import { statistikTotal } from './statistik.js';
import { samaDesa } from './sama-desa.js';

export type { KeteranganMasukRow };
export type PendudukMasukSort = Schemas['PendudukMasukSort'];

export const KK_MASUK_TIDAK_DITEMUKAN = 'Kartu keluarga penduduk masuk tidak ditemukan';
export const KETERANGAN_MASUK_TIDAK_DITEMUKAN = 'Data keterangan masuk tidak ditemukan';

/**
 * What "an incoming card" is (the Penduduk Masuk list, its CSV, its detail and its entry documents):
 * a card registered through the incoming flow (`POST /api/kartu_keluarga/in`, kartu_keluarga.data_masuk)
 * that has at least one member (spec: "Only cards with at least one member are shown"; a card losing
 * its last member is deleted anyway). It stays an incoming card whatever later happens to its members'
 * status (a death or a move out does not take it off the list), which is also how the dashboard's
 * inc_data_penduduk_masuk counts (data/activity.ts). Over `kartu_keluarga k`.
 */
export const kartuMasukSql = (desaId: string): SQL => sql`k.desa_id = ${desaId} and k.data_masuk and k.jumlah_anggota > 0`;

/** `kartu_keluarga k`, its first member `p` (the head) and its entry documents `km`. */
const MASUK_FROM = sql`kartu_keluarga k join penduduk p on p.kk_id = k.id and p.desa_id = k.desa_id and p.anggota_pertama
  left join keterangan_masuk km on km.kk_id = k.id and km.desa_id = k.desa_id`;

/** A column of the card's head (its first member), looked up per card through penduduk_anggota_pertama_uq. */
const kepala = (column: string, empty: string) =>
  sql`coalesce((select x.${sql.raw(column)} from penduduk x where x.kk_id = k.id and x.anggota_pertama), ${sql.raw(empty)})`;

/**
 * Sort keys over `kartu_keluarga k` alone: the head's columns and the documents are per-card lookups,
 * so a sorted page costs one index probe per incoming card (about 2,000 in a village of 100,000)
 * instead of a hash join over every first member of the village. Never NULL (keyset cursors).
 */
const MASUK_SORT: Record<PendudukMasukSort, { expr: SQL; cast: string }> = {
  no_kk: { expr: sql`k.no_kk`, cast: 'bpchar' },
  nama_lengkap: { expr: kepala('sort_nama', "''"), cast: 'text' },
  tempat_tanggal_lahir: { expr: kepala('sort_ttl', "''"), cast: 'text' },
  umur: { expr: kepala('sort_umur', '2147483647'), cast: 'int' },
  alamat_asal: { expr: kepala('sort_alamat', "''"), cast: 'text' },
  jenis_kelamin: { expr: kepala('jenis_kelamin', "''"), cast: 'text' },
  jumlah_anggota: { expr: sql`k.jumlah_anggota`, cast: 'int' },
  // Kept on the card by the database (migration 0015), with an index over the incoming cards.
  data_lengkap: { expr: sql`k.data_lengkap`, cast: 'boolean' },
  // Issue 40 (migration 0039): every incoming card has one (the day entered for older cards).
  tanggal_datang: { expr: sql`coalesce(k.tanggal_datang, '0001-01-01'::date)`, cast: 'date' },
  createdAt: { expr: sql`k.created_at`, cast: 'timestamptz' },
};

/**
 * A page of incoming cards, each with its members, entry documents and their signed links. Incoming
 * cards are a small share of a village (~8 %): a sorted page over the cards of the partial index
 * kartu_keluarga_masuk_idx.
 */
export interface PendudukMasukFilter {
  /** No. KK, or any member's name or NIK. */
  q?: string | undefined;
  /** Only cards without entry documents. */
  belum_lengkap?: boolean | undefined;
}

/** The list's search and filter over the card `k` (the list and its CSV). */
function masukConds(q: PendudukMasukFilter): Array<SQL | undefined> {
  const anggota = searchCondition(q.q, { text: [sql`x.nama_lengkap`], numbers: [sql`x.nik`] });
  return [
    anggota ? sql`(${searchCondition(q.q, { text: [], numbers: [sql`k.no_kk`] }) ?? sql`false`} or exists (select 1 from penduduk x where x.kk_id = k.id and ${anggota}))` : undefined,
    q.belum_lengkap ? sql`not k.data_lengkap` : undefined,
  ];
}

/** The heads' columns as sort keys over the head `p` itself (penduduk_masuk_*_idx, migration 0012). */
const KEPALA_SORT = sortOrang<PendudukMasukSort>(['nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin']);

export async function listPendudukMasuk(db: DbOrTx, desaId: string, { filter, ...q }: DaftarOpsi<PendudukMasukFilter, PendudukMasukSort>, links: FileLinks) {
  const conds = masukConds(filter);
  const filtered = conds.some((c) => c !== undefined);
  // Unfiltered, the total is kept by the database (statistik_desa.kartu_masuk, migration 0018): counting
  // the incoming cards cost 14-40 ms of every page on PGlite at a million residents (issue 15).
  const total = filtered ? undefined : statistikTotal(db, desaId, 'kartuMasuk');
  const perKepala = KEPALA_SORT[q.sort ?? 'createdAt'];
  if (perKepala && !filtered) {
    // The heads of the incoming cards (penduduk.kartu_masuk, kept by the database) in their own index:
    // one head per card with a member, which is what kartuMasukSql asks.
    return withRows(await pagePerKepala(db, desaId, q, perKepala, sql`p.kartu_masuk`, total), (ids) => loadKartuKeluargaByIds(db, desaId, ids, links));
  }
  const plan = { from: whereAll(sql`kartu_keluarga k where ${kartuMasukSql(desaId)}`, conds), id: sql`k.id`, sort: MASUK_SORT[q.sort ?? 'createdAt'].expr, ...(total ? { total } : {}) };
  return listPage(db, q, plan, (ids) => loadKartuKeluargaByIds(db, desaId, ids, links));
}

/** True when the card is an incoming card of this village (see kartuMasukSql). */
export async function isKartuMasuk(db: DbOrTx, desaId: string, kkId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 as ok from kartu_keluarga k where k.id = ${kkId} and ${kartuMasukSql(desaId)}`);
  return rowsOf(result).length > 0;
}

/** data_kartu_keluarga_penduduk_masuk_{date}.csv, over MASUK_FROM (the card, its head, its documents). */
export const PENDUDUK_MASUK_CSV = csvTable([
  numberColumn('Nomor KK', sql`k.no_kk`),
  ...kolomOrang(),
  countColumn('Anggota Keluarga', sql`k.jumlah_anggota`),
  enumColumn('Data Pend. Masuk', sql`case when km.id is null then 'Tidak Lengkap' else 'Lengkap' end`),
  // Issue 40: the arrival date, after the spec's columns.
  dateColumn('Tanggal Datang', sql`k.tanggal_datang`),
]);

/** The incoming cards of the list's search and filter (one row per card, its head), in its order. */
export function pendudukMasukEkspor(desaId: string, { filter, sort = 'createdAt', order = 'asc' }: UrutOpsi<PendudukMasukFilter, PendudukMasukSort>): DaftarEkspor {
  const urut = MASUK_SORT[sort];
  const where = [kartuMasukSql(desaId), ...masukConds(filter).filter((c): c is SQL => c !== undefined)];
  return { table: PENDUDUK_MASUK_CSV, rows: { from: MASUK_FROM, where, sort: urut.expr, cast: urut.cast, tie: sql`k.id`, order } };
}

/** Locks an entry-document record of this village (FOR UPDATE), optionally only of card `kkId`. */
export async function lockKeteranganMasuk(tx: DbOrTx, desaId: string, id: string, kkId?: string): Promise<KeteranganMasukRow | undefined> {
  const [row] = await tx
    .select({ km: keteranganMasuk })
    .from(keteranganMasuk)
    .innerJoin(kartuKeluarga, samaDesa(eq(kartuKeluarga.id, keteranganMasuk.kkId), kartuKeluarga.desaId, keteranganMasuk.desaId))
    .where(and(eq(keteranganMasuk.id, id), eq(kartuKeluarga.desaId, desaId), kkId ? eq(keteranganMasuk.kkId, kkId) : undefined))
    .for('update', { of: keteranganMasuk });
  return row?.km;
}

export async function insertKeteranganMasuk(tx: DbOrTx, values: { kkId: string; fotoKkId: string; fotoSuratMasukId: string }): Promise<KeteranganMasukRow> {
  const [row] = await tx.insert(keteranganMasuk).values(values).returning();
  return row as KeteranganMasukRow;
}

export async function updateKeteranganMasukRow(tx: DbOrTx, id: string, values: { fotoKkId: string; fotoSuratMasukId: string }): Promise<KeteranganMasukRow> {
  const [row] = await tx
    .update(keteranganMasuk)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(keteranganMasuk.id, id))
    .returning();
  return row as KeteranganMasukRow;
}

export async function deleteKeteranganMasukRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(keteranganMasuk).where(eq(keteranganMasuk.id, id));
}

/** What the activity log keeps of a record: its ids (signed links expire, file ids do not). */
export function keteranganMasukLog(km: KeteranganMasukRow) {
  return { _id: km.id, kartu_keluarga: km.kkId, foto_kk: km.fotoKkId, foto_surat_masuk: km.fotoSuratMasukId, createdAt: km.createdAt, updatedAt: km.updatedAt };
}
