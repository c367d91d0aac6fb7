/**
 * The resident list, its searches and its CSV: sort keys over plain indexed columns, filters, and the
 * paging (lib/paging.ts) with one shape of its own for name searches (the trigram index).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx, Reads } from '../db/client.js';
import { STATUS_LABEL } from '../domain/status-penduduk.js';
import { csvChunks, type CsvExport } from '../lib/csv.js';
import { csvTable, enumColumn, numberColumn, textColumn } from '../lib/csv-columns.js';
import { BATAS_HITUNG, hitungTerbatas, pageIds, pageSemuaCocok, withRows, type IdPage, type PageQuery } from './paging.js';
import { loadPendudukByIds, type PendudukDto } from './penduduk.js';
import { statistikTotal } from './statistik.js';
import { isDigits, numberPrefix } from '../lib/search.js';
import { kepadatanCari, namaCocok, PENCARIAN, type Kepadatan } from '../lib/search-nama.js';
import { hitungHimpunan, kataYangMemuat, MAKS_HIMPUNAN, pageDenganKata, pageNamaPerKata } from '../lib/search-kata.js';

export type PendudukSort = Schemas['PendudukSort'];

/**
 * Sort keys over `penduduk p`: each one is a plain indexed column (the sort_* columns are generated,
 * sort_no_kk copied from the card), so the page of ids comes from an index, and, where the
 * visibility map allows, an index-only scan even on deep pages. `cast` re-types a keyset cursor.
 */
export const PENDUDUK_SORT: Record<PendudukSort, { expr: SQL; cast: string }> = {
  // The card's number as the database copies it onto its members (migration 0012).
  no_kk: { expr: sql`p.sort_no_kk`, cast: 'text' },
  nik: { expr: sql`p.nik`, cast: 'bpchar' },
  nama_lengkap: { expr: sql`p.sort_nama`, cast: 'text' },
  tempat_tanggal_lahir: { expr: sql`p.sort_ttl`, cast: 'text' },
  umur: { expr: sql`p.sort_umur`, cast: 'int' },
  alamat_asal: { expr: sql`p.sort_alamat`, cast: 'text' },
  jenis_kelamin: { expr: sql`p.jenis_kelamin`, cast: 'text' },
  posisi_dalam_keluarga: { expr: sql`p.posisi_dalam_keluarga`, cast: 'text' },
  status_penduduk: { expr: sql`p.status_penduduk`, cast: 'text' },
  createdAt: { expr: sql`p.created_at`, cast: 'timestamptz' },
};

/** The sort keys of a list that are a person's own columns, as PENDUDUK_SORT has them (over `p`). */
export function sortOrang<K extends string>(keys: readonly (K & PendudukSort)[]): Partial<Record<K, SQL>> {
  return Object.fromEntries(keys.map((k) => [k, PENDUDUK_SORT[k].expr])) as Partial<Record<K, SQL>>;
}

/** What a list or search is restricted to. */
export type PendudukFilter =
  | { kind: 'semua' }
  /** The list's search box: digits search NIK and No. KK by prefix, anything else the name. */
  | { kind: 'q'; q: string }
  | { kind: 'nama'; nama: string }
  | { kind: 'nik'; prefix: string };


/** The name term of a filter, if it searches names. */
function namaOf(f: PendudukFilter): string | undefined {
  if (f.kind === 'nama') return f.nama;
  if (f.kind === 'q' && !isDigits(f.q)) return f.q;
  return undefined;
}

/**
 * The filter's condition on `p` in the shape `kepadatan` (lib/search-nama.ts): padat walks a sort
 * index, jarang is the form the trigram, pair or prefix indexes serve. Both select the same rows.
 */
function compileFilter(desaId: string, f: PendudukFilter, kepadatan: Kepadatan): SQL | undefined {
  const nama = namaOf(f);
  if (nama !== undefined) return namaCocok(sql`p`, nama, kepadatan);
  switch (f.kind) {
    case 'nik':
      return numberPrefix(sql`p.nik`, f.prefix);
    case 'q':
      // A NIK or the card's number (sort_no_kk, the card's copied on the resident): both on the row
      // itself; jarang as a union, each side through its own index.
      return kepadatan === 'padat'
        ? sql`(${numberPrefix(sql`p.nik`, f.q)} or ${numberPrefix(sql`p.sort_no_kk`, f.q, 'text')})`
        : sql`p.id in (select px.id from penduduk px where px.desa_id = ${desaId} and ${numberPrefix(sql`px.nik`, f.q)}
            union select px.id from penduduk px where px.desa_id = ${desaId} and ${numberPrefix(sql`px.sort_no_kk`, f.q, 'text')})`;
    default:
      return undefined;
  }
}

/**
 * One page of resident ids and the total. Without a filter the ids come from the sort index and the
 * total from statistik_desa. A search takes the way its density asks for (lib/search-nama.ts): few
 * matches (a rare name, a long NIK prefix) are found at once through an index and counted exactly
 * (pageSemuaCocok); many (a common letter, a short NIK prefix) are counted up to BATAS_HITUNG, and past
 * it the sort index is walked, which meets matches soon, and the answer says "more than" the bound.
 */
export async function pagePendudukIds(db: DbOrTx, desaId: string, filter: PendudukFilter, q: PageQuery<PendudukSort>): Promise<IdPage> {
  const sort = PENDUDUK_SORT[q.sort ?? 'createdAt'];
  const villageSize = await statistikTotal(db, desaId, 'penduduk');
  const walk = compileFilter(desaId, filter, 'padat');
  const from = (cond: SQL | undefined) => sql`penduduk p where p.desa_id = ${desaId}${cond ? sql` and ${cond}` : sql``}`;
  if (!walk) return pageIds(db, q, { from: from(undefined), id: sql`p.id`, sort: sort.expr, total: Promise.resolve(villageSize) });
  // A name in a large village, through the words holding it (lib/search-kata.ts): sorted by name, a
  // merge of their runs; in another order, the sort index walked against their set, if it is not huge
  // (lib/search-kata.ts MAKS_HIMPUNAN; a huge one is met at once by the walk below). Through the trigram
  // index a rare name's matches were all fetched and sorted; a common one's LIKE on a walk fetched a
  // row per entry of the sort index, or was planned as a sort of the whole village ('santoso' by age:
  // 1.5 s, 'siti' by NIK: 11 s at a million residents).
  const nama = namaOf(filter);
  const kata = nama !== undefined && villageSize >= PENCARIAN.desaBesar ? await kataYangMemuat(db, desaId, nama) : undefined;
  if (kata && q.sort === 'nama_lengkap') return pageNamaPerKata(db, desaId, kata, q);
  const batasHimpunan = (q.sort ?? 'createdAt') === 'createdAt' ? MAKS_HIMPUNAN.urutanBawaan : MAKS_HIMPUNAN.urutanLain;
  const penduduk = kata && (await hitungHimpunan(db, desaId, kata, batasHimpunan, 'penduduk_id'));
  if (kata && penduduk !== undefined) {
    return pageDenganKata(db, q, desaId, kata, { kolom: 'penduduk_id', n: penduduk }, (punya) => ({ from: from(punya(sql`p.id`)), id: sql`p.id`, sort: sort.expr }));
  }
  const term = filter.kind === 'q' ? filter.q : filter.kind === 'nama' ? filter.nama : filter.kind === 'nik' ? filter.prefix : '';
  const cara = await kepadatanCari(db, desaId, term, villageSize, BATAS_HITUNG);
  // Few matches: all of them through an index, counted exactly.
  if (cara.kepadatan === 'jarang') {
    return pageSemuaCocok(db, q, { from: from(compileFilter(desaId, filter, 'jarang')), id: sql`p.id`, sort: sort.expr });
  }
  // Many: counted up to the bound (unless the sample is sure they pass it) and walked in the list's order.
  const hitung = cara.lewatBatas ? { total: BATAS_HITUNG, terbatas: true } : await hitungTerbatas(db, sql`penduduk p where p.desa_id = ${desaId} and ${walk}`);
  if (!hitung.terbatas) return pageSemuaCocok(db, q, { from: from(walk), id: sql`p.id`, sort: sort.expr });
  return pageIds(db, q, { from: from(walk), id: sql`p.id`, sort: sort.expr, total: Promise.resolve(hitung.total), terbatas: true, jalan: true });
}

export async function listPenduduk(db: DbOrTx, desaId: string, filter: PendudukFilter, q: PageQuery<PendudukSort>) {
  return withRows(await pagePendudukIds(db, desaId, filter, q), (ids) => loadPendudukByIds(db, desaId, ids));
}

// ------------------------------------------------------------------ CSV

/** The status label (spec section 3) as SQL, for exports built in the database. */
const statusLabelSql = sql.raw(
  `case p.status_penduduk ${Object.entries(STATUS_LABEL).map(([k, v]) => `when '${k}' then '${v}'`).join(' ')} else p.status_penduduk end`,
);

/**
 * The residents' export (data_penduduk_desa_{village}_{date}.csv, and one card's members): each
 * column in SQL over `penduduk p` and `kartu_keluarga k` (large exports) and in JS over a resident
 * (a card's few members).
 */
export const PENDUDUK_CSV = csvTable<PendudukDto>([
  numberColumn('Nomor KK', sql`k.no_kk`, (r) => r.keluarga_dari.no_kk),
  numberColumn('NIK', sql`p.nik`, (r) => r.nik),
  textColumn('Nama Lengkap', sql`p.nama_lengkap`, (r) => r.nama_lengkap),
  textColumn('Jenis Kelamin', sql`p.jenis_kelamin`, (r) => r.jenis_kelamin),
  textColumn('Tempat Tgl. Lahir', sql`p.tempat_tanggal_lahir`, (r) => r.tempat_tanggal_lahir),
  textColumn('Umur', sql`p.umur`, (r) => r.umur),
  textColumn('Agama', sql`p.agama`, (r) => r.agama),
  textColumn('Status Perkawinan', sql`p.status_perkawinan`, (r) => r.status_perkawinan),
  textColumn('Pekerjaan', sql`p.pekerjaan`, (r) => r.pekerjaan),
  textColumn('Pendidikan Terakhir', sql`p.pendidikan_terakhir`, (r) => r.pendidikan_terakhir),
  textColumn('Alamat', sql`p.alamat_asal`, (r) => r.alamat_asal),
  textColumn('Kedudukan dalam Keluarga', sql`p.posisi_dalam_keluarga`, (r) => r.posisi_dalam_keluarga),
  enumColumn('Status Penduduk', statusLabelSql, (r) => STATUS_LABEL[r.status_penduduk] ?? r.status_penduduk),
]);

/** `anggota_keluarga_{NIK of the first member}.csv`: one card's members, head first (a handful of rows, read at once). */
export function anggotaCsv(anggota: PendudukDto[], noKk: string): CsvExport {
  async function* lines() {
    yield anggota.map(PENDUDUK_CSV.lineOf).join('');
  }
  return { fileName: `anggota_keluarga_${anggota[0]?.nik ?? noKk}.csv`, header: PENDUDUK_CSV.header, lines: lines() };
}

/** Every matching resident in the list's order, as CSV chunks (see csvChunks); `line` another form of PENDUDUK_CSV's row. */
export function pendudukCsv(
  read: Reads,
  desaId: string,
  filter: PendudukFilter,
  sortKey: PendudukSort = 'createdAt',
  order: 'asc' | 'desc' = 'asc',
  batchSize?: number,
  line: SQL = PENDUDUK_CSV.line,
): AsyncGenerator<string> {
  const sort = PENDUDUK_SORT[sortKey];
  // An export reads every match anyway: walked in the list's order (lib/search-nama.ts, padat).
  const where = compileFilter(desaId, filter, 'padat');
  return csvChunks(
    read,
    {
      line,
      from: sql`penduduk p join kartu_keluarga k on k.id = p.kk_id and k.desa_id = p.desa_id`,
      where: where ? [sql`p.desa_id = ${desaId}`, where] : [sql`p.desa_id = ${desaId}`],
      sort: sort.expr,
      cast: sort.cast,
      tie: sql`p.id`,
      order,
    },
    batchSize,
  );
}
