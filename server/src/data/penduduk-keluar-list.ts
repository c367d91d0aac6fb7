/** The moved-out records' list and its CSV, over the same search and filter (penduduk-keluar.ts has the records). */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countColumn, csvTable, dateColumn, enumColumn, numberColumn, textColumn } from './ekspor/kolom.js';
import type { DaftarEkspor } from './ekspor/baca.js';
import type { FileLinks } from '../lib/files.js';
import { listPage } from './paging.js';
import { searchCondition, whereAll, type DaftarOpsi, type UrutOpsi } from './cari/index.js';
import { loadPendudukKeluarByIds, type PendudukKeluarSort } from './penduduk-keluar.js';
import { statistikTotal } from './statistik.js';

/**
 * The CSV's rows: `penduduk_keluar pk`, its card `k`, its proposer `p` (urutan 0) and its statement `kt`.
 * Left joins: a record always has a proposer (removeAnggota() deletes a record it empties), but an
 * export must never lose a row over it.
 */
const KELUAR_FROM = sql`penduduk_keluar pk join kartu_keluarga k on k.id = pk.kk_id and k.desa_id = pk.desa_id
  left join penduduk_keluar_anggota a0 on a0.penduduk_keluar_id = pk.id and a0.desa_id = pk.desa_id and a0.urutan = 0
  left join penduduk p on p.id = a0.penduduk_id and p.desa_id = pk.desa_id
  left join keterangan_keluar kt on kt.penduduk_keluar_id = pk.id and kt.desa_id = pk.desa_id`;

/** The followers of a record: everyone in it but the proposer. */
const jumlahPengikutSql = sql`((select count(*) from penduduk_keluar_anggota ax where ax.penduduk_keluar_id = pk.id) - 1)::int`;

/**
 * Sort keys over `penduduk_keluar pk` alone, each kept on the record by the database with its index
 * (migrations 0014 and 0016): the card's number, the followers, the statement and the proposer's
 * columns. A sorted page walks one index and stops. Never NULL (keyset cursors).
 */
const KELUAR_SORT: Record<PendudukKeluarSort, { expr: SQL; cast: string }> = {
  no_kk: { expr: sql`pk.sort_no_kk`, cast: 'text' },
  nama_lengkap: { expr: sql`pk.sort_nama`, cast: 'text' },
  jenis_kelamin: { expr: sql`pk.jenis_kelamin`, cast: 'text' },
  tempat_tanggal_lahir: { expr: sql`pk.sort_ttl`, cast: 'text' },
  alamat_asal: { expr: sql`pk.sort_alamat`, cast: 'text' },
  umur: { expr: sql`pk.sort_umur`, cast: 'int' },
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
  const surat = searchCondition(q.q, { text: [sql`kk.nomor_surat`] });
  return [
    orang
      ? sql`(exists (select 1 from penduduk_keluar_anggota a join penduduk x on x.id = a.penduduk_id and x.desa_id = a.desa_id where a.penduduk_keluar_id = pk.id and ${orang})
          or exists (select 1 from kartu_keluarga kx where kx.id = pk.kk_id and ${kartu ?? sql`false`})
          or exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id and ${surat ?? sql`false`}))`
      : undefined,
    q.belum_lengkap ? sql`not exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id)` : undefined,
  ];
}

export async function listPendudukKeluar(db: DbOrTx, desaId: string, { filter, ...q }: DaftarOpsi<PendudukKeluarFilter, PendudukKeluarSort>, links: FileLinks) {
  const conds = keluarConds(filter);
  const plan = {
    from: whereAll(sql`penduduk_keluar pk where pk.desa_id = ${desaId}`, conds),
    id: sql`pk.id`,
    sort: KELUAR_SORT[q.sort ?? 'createdAt'].expr,
    // Unfiltered, the records kept counted by the database (migration 0020) instead of counted per page.
    ...(conds.some(Boolean) ? {} : { total: statistikTotal(db, desaId, 'pendudukKeluar') }),
  };
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
  textColumn('Umur', sql`coalesce(sid_umur_teks(p.tanggal_lahir, p.umur_tercatat), '')`),
  countColumn('Jumlah Pengikut', jumlahPengikutSql),
  enumColumn('Data', sql`case when kt.id is null then 'Tidak Lengkap' else 'Lengkap' end`),
  textColumn('Nomor Surat', sql`coalesce(kt.nomor_surat, '')`),
  textColumn('Alamat Pindah', sql`coalesce(kt.alamat_pindah, '')`),
  textColumn('Alasan Pindah', sql`coalesce(kt.alasan_pindah, '')`),
  dateColumn('Tanggal Meninggalkan Desa', sql`kt.meninggalkan_desa_pada`),
]);

/** One row per moved-out record of the list's search and filter (its proposer), in its order. */
export function pendudukKeluarEkspor(desaId: string, { filter, sort = 'createdAt', order = 'asc' }: UrutOpsi<PendudukKeluarFilter, PendudukKeluarSort>): DaftarEkspor {
  const urut = KELUAR_SORT[sort];
  const where = [sql`pk.desa_id = ${desaId}`, ...keluarConds(filter).filter((c): c is SQL => c !== undefined)];
  return { table: PENDUDUK_KELUAR_CSV, rows: { from: KELUAR_FROM, where, sort: urut.expr, cast: urut.cast, tie: sql`pk.id`, order } };
}
