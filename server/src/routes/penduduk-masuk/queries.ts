import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kartuKeluarga, keteranganMasuk } from '../../db/schema.js';
import { csvCellSql, csvChunks, csvEnumSql, csvLineSql, csvNumberSql } from '../../lib/csv.js';
import type { FileLinks } from '../../lib/files.js';
import { paging, type PageQuery } from '../../lib/paging.js';
import { loadKartuKeluargaByIds } from '../kartu-keluarga/queries.js';

export const KK_MASUK_TIDAK_DITEMUKAN = 'Kartu keluarga penduduk masuk tidak ditemukan';
export const KETERANGAN_MASUK_TIDAK_DITEMUKAN = 'Data keterangan masuk tidak ditemukan';
export const KETERANGAN_MASUK_SUDAH_ADA = 'Data keterangan masuk untuk kartu keluarga ini sudah ada';

export type KeteranganMasukRow = typeof keteranganMasuk.$inferSelect;

export type PendudukMasukSort =
  | 'no_kk'
  | 'nama_lengkap'
  | 'tempat_tanggal_lahir'
  | 'umur'
  | 'alamat_asal'
  | 'jenis_kelamin'
  | 'jumlah_anggota'
  | 'data_lengkap'
  | 'createdAt';

/**
 * What "an incoming card" is (the Penduduk Masuk list, its CSV, its detail and its entry documents):
 * a card registered through the incoming flow (`POST /api/kartu_keluarga/in`, kartu_keluarga.data_masuk)
 * that has at least one member (spec: "Only cards with at least one member are shown"; a card losing
 * its last member is deleted anyway). It stays an incoming card whatever later happens to its members'
 * status (a death or a move out does not take it off the list), which is also how the dashboard's
 * inc_data_penduduk_masuk counts (routes/activity/queries.ts). Over `kartu_keluarga k`.
 */
export const kartuMasukSql = (desaId: string): SQL => sql`k.desa_id = ${desaId} and k.data_masuk and k.jumlah_anggota > 0`;

/** `kartu_keluarga k`, its first member `p` (the head) and its entry documents `km`. */
const MASUK_FROM = sql`kartu_keluarga k join penduduk p on p.kk_id = k.id and p.anggota_pertama left join keterangan_masuk km on km.kk_id = k.id`;

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
  data_lengkap: { expr: sql`exists (select 1 from keterangan_masuk x where x.kk_id = k.id)`, cast: 'boolean' },
  createdAt: { expr: sql`k.created_at`, cast: 'timestamptz' },
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A page of incoming cards, each with its members, entry documents and their signed links. Incoming
 * cards are a small share of a village (~8 %), so the page is a plain sorted LIMIT/OFFSET over the cards
 * of the partial index kartu_keluarga_masuk_idx (ids first, then the rows by id, as the other lists do).
 */
export async function listPendudukMasuk(db: DbOrTx, desaId: string, q: PageQuery<PendudukMasukSort>, links: FileLinks) {
  const { limit, offset } = paging(q);
  const sort = MASUK_SORT[q.sort ?? 'createdAt'];
  const d = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const [idRows, totalRows] = await Promise.all([
    db.execute(sql`select k.id from kartu_keluarga k where ${kartuMasukSql(desaId)}
      order by ${sort.expr} ${d}, k.id ${d} limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from kartu_keluarga k where ${kartuMasukSql(desaId)}`),
  ]);
  const ids = rowsOf<{ id: string }>(idRows).map((r) => r.id);
  return { rows: await loadKartuKeluargaByIds(db, desaId, ids, links), total: Number(rowsOf<{ total: number }>(totalRows)[0]?.total ?? 0) };
}

/** True when the card is an incoming card of this village (see kartuMasukSql). */
export async function isKartuMasuk(db: DbOrTx, desaId: string, kkId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 as ok from kartu_keluarga k where k.id = ${kkId} and ${kartuMasukSql(desaId)}`);
  return rowsOf(result).length > 0;
}

export const PENDUDUK_MASUK_CSV_HEADER = [
  'Nomor KK',
  'NIK',
  'Nama Lengkap',
  'Tempat Tgl. Lahir',
  'Umur',
  'Alamat',
  'Jenis Kelamin',
  'Anggota Keluarga',
  'Data Pend. Masuk',
];

const pendudukMasukCsvLineSql = csvLineSql([
  csvNumberSql(sql`k.no_kk`),
  csvNumberSql(sql`p.nik`),
  ...[sql`p.nama_lengkap`, sql`p.tempat_tanggal_lahir`, sql`p.umur`, sql`p.alamat_asal`, sql`p.jenis_kelamin`].map(csvCellSql),
  csvEnumSql(sql`k.jumlah_anggota::text`),
  csvEnumSql(sql`case when km.id is null then 'Tidak Lengkap' else 'Lengkap' end`),
]);

/** The incoming cards (one row per card, its head), in the list's order, as CSV chunks. */
export function pendudukMasukCsv(db: DbOrTx, desaId: string, sortKey: PendudukMasukSort = 'createdAt', order: 'asc' | 'desc' = 'asc', batchSize?: number) {
  const sort = MASUK_SORT[sortKey];
  return csvChunks(
    db,
    { line: pendudukMasukCsvLineSql, from: MASUK_FROM, where: [kartuMasukSql(desaId)], sort: sort.expr, cast: sort.cast, tie: sql`k.id`, order },
    batchSize,
  );
}

/** Locks an entry-document record of this village (FOR UPDATE), optionally only of card `kkId`. */
export async function lockKeteranganMasuk(tx: DbOrTx, desaId: string, id: string, kkId?: string): Promise<KeteranganMasukRow | undefined> {
  const [row] = await tx
    .select({ km: keteranganMasuk })
    .from(keteranganMasuk)
    .innerJoin(kartuKeluarga, eq(kartuKeluarga.id, keteranganMasuk.kkId))
    .where(and(eq(keteranganMasuk.id, id), eq(kartuKeluarga.desaId, desaId), kkId ? eq(keteranganMasuk.kkId, kkId) : undefined))
    .for('update', { of: keteranganMasuk });
  return row?.km;
}

/** What the activity log keeps of a record: its ids (signed links expire, file ids do not). */
export function keteranganMasukLog(km: KeteranganMasukRow) {
  return { _id: km.id, kartu_keluarga: km.kkId, foto_kk: km.fotoKkId, foto_surat_masuk: km.fotoSuratMasukId, createdAt: km.createdAt, updatedAt: km.updatedAt };
}
