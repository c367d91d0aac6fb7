/** The moved-out records' list and its CSV, over the same search and filter (penduduk-keluar.ts has the records). */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { pendudukKeluarAnggota } from '../db/schema.js';
import { csvChunks } from '../lib/csv.js';
import { countColumn, csvTable, dateColumn, enumColumn, numberColumn, textColumn } from '../lib/csv-columns.js';
import type { FileLinks } from '../lib/files.js';
import { listPage, pageDariOrang, pageIds, withRows, type IdPage, type PageQuery } from '../lib/paging.js';
import { containsPattern, searchCondition, whereAll } from '../lib/search.js';
import { loadPendudukKeluarByIds, type PendudukKeluarSort } from './penduduk-keluar.js';
import { sortOrang } from './penduduk-list.js';

/**
 * The CSV's rows: `penduduk_keluar pk`, its card `k`, its proposer `p` (urutan 0) and its statement `kt`.
 * Left joins: a record always has a proposer (removeAnggota() deletes a record it empties), but an
 * export must never lose a row over it.
 */
const KELUAR_FROM = sql`penduduk_keluar pk join kartu_keluarga k on k.id = pk.kk_id
  left join penduduk_keluar_anggota a0 on a0.penduduk_keluar_id = pk.id and a0.urutan = 0
  left join penduduk p on p.id = a0.penduduk_id
  left join keterangan_keluar kt on kt.penduduk_keluar_id = pk.id`;

/** The followers of a record: everyone in it but the proposer. */
const jumlahPengikutSql = sql`((select count(*) from penduduk_keluar_anggota ax where ax.penduduk_keluar_id = pk.id) - 1)::int`;

/** A column of the record's proposer, looked up per record (unique (record, urutan), then the person by id). */
const pengusul = (column: string, empty: string) =>
  sql`coalesce((select x.${sql.raw(column)} from penduduk_keluar_anggota ax join penduduk x on x.id = ax.penduduk_id
    where ax.penduduk_keluar_id = pk.id and ax.urutan = 0), ${sql.raw(empty)})`;

/**
 * Sort keys over `penduduk_keluar pk` alone: the card's number, the followers and the statement are
 * kept on the record; the proposer's columns are per-record lookups (a filtered list; unfiltered, the
 * proposers are walked in order: pagePerPengusul). Never NULL (keyset cursors).
 */
const KELUAR_SORT: Record<PendudukKeluarSort, { expr: SQL; cast: string }> = {
  // Kept on the record by the database (migration 0014), each with its index.
  no_kk: { expr: sql`pk.sort_no_kk`, cast: 'text' },
  nama_lengkap: { expr: pengusul('sort_nama', "''"), cast: 'text' },
  jenis_kelamin: { expr: pengusul('jenis_kelamin', "''"), cast: 'text' },
  tempat_tanggal_lahir: { expr: pengusul('sort_ttl', "''"), cast: 'text' },
  alamat_asal: { expr: pengusul('sort_alamat', "''"), cast: 'text' },
  umur: { expr: pengusul('sort_umur', '2147483647'), cast: 'int' },
  jumlah_pengikut: { expr: sql`pk.jumlah_pengikut`, cast: 'int' },
  data_lengkap: { expr: sql`pk.data_lengkap`, cast: 'boolean' },
  createdAt: { expr: sql`pk.created_at`, cast: 'timestamptz' },
};

/**
 * A page of moved-out records. Moved-out records are a small share of a village (~1 %): a sorted page
 * over their ids (penduduk_keluar_desa_created_idx for the default order), then the rows by id.
 */
/** q: any mover's name or NIK, the card's No. KK, the statement's letter number; belum_lengkap: no statement yet. */
export type PendudukKeluarFilter = { q?: string | undefined; belum_lengkap?: boolean | undefined };

/** The list's search and filter over the record `pk` (the list and its CSV). */
function keluarConds(q: PendudukKeluarFilter): Array<SQL | undefined> {
  const orang = searchCondition(q.q, { text: [sql`x.nama_lengkap`], numbers: [sql`x.nik`] });
  const kartu = searchCondition(q.q, { text: [], numbers: [sql`kx.no_kk`] });
  return [
    orang
      ? sql`(exists (select 1 from penduduk_keluar_anggota a join penduduk x on x.id = a.penduduk_id where a.penduduk_keluar_id = pk.id and ${orang})
          or exists (select 1 from kartu_keluarga kx where kx.id = pk.kk_id and ${kartu ?? sql`false`})
          or exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id and kk.nomor_surat ilike ${containsPattern(q.q?.trim() ?? '')}))`
      : undefined,
    q.belum_lengkap ? sql`not exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id)` : undefined,
  ];
}

/**
 * The proposer's columns as sort keys over the proposer `p` itself. Every member of a record has the
 * status 'penduduk_keluar' while in it (the status machine moves both together), so an unfiltered
 * list sorted by the proposer reads the proposers from penduduk_status_*_idx (migration 0011) instead
 * of looking up each record's proposer before sorting them all (issue 15).
 */
const PENGUSUL_SORT = sortOrang<PendudukKeluarSort>(['nama_lengkap', 'jenis_kelamin', 'tempat_tanggal_lahir', 'alamat_asal', 'umur']);

/**
 * An unfiltered page sorted by the proposer: the proposers in order from penduduk_status_*_idx, then
 * their records. Whether a mover is a proposer is a per-row probe of penduduk_keluar_anggota_pengusul_idx
 * (index-only), not a join: the planner misjudges that join by 40x and would hash and sort every mover
 * instead of walking the index in order and stopping at the page.
 */
async function pagePerPengusul(db: DbOrTx, desaId: string, q: PageQuery, sort: SQL): Promise<IdPage> {
  const orang = await pageIds(db, q, {
    from: sql`penduduk p where p.desa_id = ${desaId} and p.status_penduduk = 'penduduk_keluar'
      and exists (select 1 from penduduk_keluar_anggota a0 where a0.penduduk_id = p.id and a0.urutan = 0 offset 0)`,
    id: sql`p.id`,
    sort,
    // One proposer per record (removeAnggota() deletes a record it empties).
    total: sql`select count(*)::int as total from penduduk_keluar where desa_id = ${desaId}`,
  });
  const a = pendudukKeluarAnggota;
  return pageDariOrang(orang, async (ids) => {
    const rows = await db.select({ id: a.pendudukKeluarId, pendudukId: a.pendudukId }).from(a).where(and(eq(a.urutan, 0), inArray(a.pendudukId, ids)));
    return new Map(rows.map((r) => [r.pendudukId, r.id]));
  });
}

export async function listPendudukKeluar(db: DbOrTx, desaId: string, q: PageQuery<PendudukKeluarSort> & PendudukKeluarFilter, links: FileLinks) {
  const conds = keluarConds(q);
  const perPengusul = PENGUSUL_SORT[q.sort ?? 'createdAt'];
  if (perPengusul && conds.every((c) => c === undefined)) {
    return withRows(await pagePerPengusul(db, desaId, q, perPengusul), (ids) => loadPendudukKeluarByIds(db, desaId, ids, links));
  }
  const plan = { from: whereAll(sql`penduduk_keluar pk where pk.desa_id = ${desaId}`, conds), id: sql`pk.id`, sort: KELUAR_SORT[q.sort ?? 'createdAt'].expr };
  return listPage(db, q, plan, (ids) => loadPendudukKeluarByIds(db, desaId, ids, links));
}

/** data_penduduk_keluar_{date}.csv: the record's proposer `p`, its card `k`, its statement `kt`. */
export const PENDUDUK_KELUAR_CSV = csvTable([
  numberColumn('No. Kartu Keluarga', sql`k.no_kk`),
  numberColumn('NIK', sql`coalesce(p.nik, '')`),
  textColumn('Nama Lengkap', sql`coalesce(p.nama_lengkap, '')`),
  textColumn('Jenis Kelamin', sql`coalesce(p.jenis_kelamin, '')`),
  textColumn('Tempat Tgl. Lahir', sql`coalesce(p.tempat_tanggal_lahir, '')`),
  textColumn('Alamat Asal', sql`coalesce(p.alamat_asal, '')`),
  textColumn('Umur', sql`coalesce(p.umur, '')`),
  countColumn('Jumlah Pengikut', jumlahPengikutSql),
  enumColumn('Data', sql`case when kt.id is null then 'Tidak Lengkap' else 'Lengkap' end`),
  textColumn('Nomor Surat', sql`coalesce(kt.nomor_surat, '')`),
  textColumn('Alamat Pindah', sql`coalesce(kt.alamat_pindah, '')`),
  textColumn('Alasan Pindah', sql`coalesce(kt.alasan_pindah, '')`),
  dateColumn('Tanggal Meninggalkan Desa', sql`kt.meninggalkan_desa_pada`),
]);

/** One row per moved-out record of the list's search and filter (its proposer), in its order, as CSV chunks. */
export function pendudukKeluarCsv(
  db: DbOrTx,
  desaId: string,
  sortKey: PendudukKeluarSort = 'createdAt',
  order: 'asc' | 'desc' = 'asc',
  batchSize?: number,
  filter: PendudukKeluarFilter = {},
  line: SQL = PENDUDUK_KELUAR_CSV.line,
) {
  const sort = KELUAR_SORT[sortKey];
  const where = [sql`pk.desa_id = ${desaId}`, ...keluarConds(filter).filter((c): c is SQL => c !== undefined)];
  return csvChunks(
    db,
    { line, from: KELUAR_FROM, where, sort: sort.expr, cast: sort.cast, tie: sql`pk.id`, order },
    batchSize,
  );
}
