/**
 * The resident list, its searches and its export: sort keys over plain indexed columns, the search
 * through data/cari (its one door), the export through data/ekspor.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { STATUS_LABEL } from '../domain/status-penduduk.js';
import type { Ekspor } from '../lib/ekspor/jenis.js';
import { hitungDari, pageIds, pageSemuaCocok, paging, withRows, type IdPage, type PageQuery } from './paging.js';
import { statistikTotal } from './statistik.js';
import { pageCariPenduduk, saringPenduduk, type DaftarOpsi, type PendudukFilter, type UrutOpsi } from './cari/index.js';
import { eksporBaris, type DaftarEkspor } from './ekspor/baca.js';
import { csvTable, dateColumn, enumColumn, numberColumn, optionalNumberColumn, textColumn } from './ekspor/kolom.js';
import { DISABILITAS_LABEL, LABEL_PENDUDUK, labelDisabilitas } from '@sid/openapi/domain';
import { loadPendudukByIds, type PendudukDto } from './penduduk.js';
import { saringWilayah, type WilayahQuery } from './wilayah-desa.js';

export type { PendudukFilter };

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

/**
 * One page of resident ids and the total: the list, the dashboard's name search and the NIK search,
 * each through the search planner (data/cari), which pages the whole village off the sort index and
 * its counter when there is no filter.
 */
export async function pagePendudukIds(db: DbOrTx, desaId: string, { filter, wilayah: area, ...q }: DaftarOpsi<PendudukFilter, PendudukSort> & { wilayah?: WilayahQuery }): Promise<IdPage> {
  const sort = PENDUDUK_SORT[q.sort ?? 'createdAt'].expr;
  const wilayah = saringWilayah(desaId, sql`p.wilayah_rt_id`, area ?? {});
  if (!wilayah) return pageCariPenduduk(db, desaId, filter, q, sort);
  // The residents of an area (issue 35, p.wilayah_rt_id): with a search, every match in the area found
  // at once (an area's matches are few beside the village's).
  const cari = saringPenduduk(desaId, filter);
  const from = sql`penduduk p where p.desa_id = ${desaId} and ${wilayah}${cari ? sql` and ${cari}` : sql``}`;
  if (cari) return pageSemuaCocok(db, q, { from, id: sql`p.id`, sort });
  // Without one: counted first (the RT index alone), then paged the cheaper way. The planner cannot
  // tell how many an area holds and always gathered and sorted them all: a dusun of 33,934 of the
  // 135,568 residents by name took 34 ms warm, a second from disk, where walking the village's sort
  // index meets the page's ten within ~40 entries. Walking visits about (offset + limit) x village /
  // area entries, gathering visits the area's own: walk when the area is the larger of the two.
  const n = await hitungDari(db, from);
  const desa = await statistikTotal(db, desaId, 'penduduk');
  const { limit, offset } = paging(q);
  return pageIds(db, q, { from, id: sql`p.id`, sort, total: Promise.resolve(n), jalan: n * n > (offset + limit) * desa });
}

export async function listPenduduk(db: DbOrTx, desaId: string, opsi: DaftarOpsi<PendudukFilter, PendudukSort> & { wilayah?: WilayahQuery }) {
  return withRows(await pagePendudukIds(db, desaId, opsi), (ids) => loadPendudukByIds(db, desaId, ids));
}

/**
 * "Data perlu dilengkapi" (issue 35): the village's records with fields left to complete, counted
 * exactly (their partial index, migration 0023) and paged in the list's order (by name unless told).
 */
export async function listPerluDilengkapi(db: DbOrTx, desaId: string, q: PageQuery<PendudukSort>) {
  const sort = PENDUDUK_SORT[q.sort ?? 'nama_lengkap'].expr;
  const page = await pageSemuaCocok(db, { ...q, sort: q.sort ?? 'nama_lengkap' }, {
    from: sql`penduduk p where p.desa_id = ${desaId} and p.perlu_dilengkapi <> '{}'`,
    id: sql`p.id`,
    sort,
  });
  return withRows(page, (ids) => loadPendudukByIds(db, desaId, ids));
}

// ------------------------------------------------------------------ CSV

/** The status label (spec section 3) as SQL, for exports built in the database. */
const statusLabelSql = sql.raw(
  `case p.status_penduduk ${Object.entries(STATUS_LABEL).map(([k, v]) => `when '${k}' then '${v}'`).join(' ')} else p.status_penduduk end`,
);

/** The disability's label (the KK form's) as SQL; '' for none (the JS side: labelDisabilitas). */
const disabilitasSql = sql.raw(`case p.disabilitas ${Object.entries(DISABILITAS_LABEL).map(([k, v]) => `when '${k}' then '${v}'`).join(' ')} else '' end`);

/**
 * The residents' export (data_penduduk_desa_{village}_{date}.csv, and one card's members): each
 * column in SQL over `penduduk p` and `kartu_keluarga k` (large exports) and in JS over a resident
 * (a card's few members).
 */
export const PENDUDUK_CSV = csvTable<PendudukDto>([
  numberColumn(LABEL_PENDUDUK.no_kk, sql`k.no_kk`, (r) => r.keluarga_dari.no_kk),
  numberColumn(LABEL_PENDUDUK.nik, sql`p.nik`, (r) => r.nik),
  textColumn(LABEL_PENDUDUK.nama_lengkap, sql`p.nama_lengkap`, (r) => r.nama_lengkap),
  textColumn(LABEL_PENDUDUK.jenis_kelamin, sql`p.jenis_kelamin`, (r) => r.jenis_kelamin),
  textColumn(LABEL_PENDUDUK.tempat_tanggal_lahir, sql`p.tempat_tanggal_lahir`, (r) => r.tempat_tanggal_lahir),
  textColumn(LABEL_PENDUDUK.umur, sql`sid_umur_teks(p.tanggal_lahir, p.umur_tercatat)`, (r) => r.umur),
  textColumn(LABEL_PENDUDUK.agama, sql`p.agama`, (r) => r.agama),
  textColumn(LABEL_PENDUDUK.status_perkawinan, sql`p.status_perkawinan`, (r) => r.status_perkawinan),
  textColumn(LABEL_PENDUDUK.pekerjaan, sql`p.pekerjaan`, (r) => r.pekerjaan),
  textColumn(LABEL_PENDUDUK.pendidikan_terakhir, sql`p.pendidikan_terakhir`, (r) => r.pendidikan_terakhir),
  textColumn(LABEL_PENDUDUK.alamat, sql`p.alamat_asal`, (r) => r.alamat_asal),
  textColumn(LABEL_PENDUDUK.posisi_dalam_keluarga, sql`p.posisi_dalam_keluarga`, (r) => r.posisi_dalam_keluarga),
  enumColumn(LABEL_PENDUDUK.status_penduduk, statusLabelSql, (r) => STATUS_LABEL[r.status_penduduk] ?? r.status_penduduk),
  // Beyond the spec's columns, which keep their places for the files' old readers (issue 35): the two
  // birth fields beside the spec's one text (a spreadsheet sorts and filters by the date), then the KK's.
  textColumn(LABEL_PENDUDUK.tempat_lahir, sql`coalesce(p.tempat_lahir, '')`, (r) => r.tempat_lahir ?? ''),
  dateColumn(LABEL_PENDUDUK.tanggal_lahir, sql`p.tanggal_lahir`, (r) => r.tanggal_lahir),
  textColumn(LABEL_PENDUDUK.nama_ayah, sql`p.nama_ayah`, (r) => r.nama_ayah),
  optionalNumberColumn(LABEL_PENDUDUK.nik_ayah, sql`p.nik_ayah`, (r) => r.nik_ayah),
  textColumn(LABEL_PENDUDUK.nama_ibu, sql`p.nama_ibu`, (r) => r.nama_ibu),
  optionalNumberColumn(LABEL_PENDUDUK.nik_ibu, sql`p.nik_ibu`, (r) => r.nik_ibu),
  enumColumn(LABEL_PENDUDUK.golongan_darah, sql`p.golongan_darah`, (r) => r.golongan_darah),
  dateColumn(LABEL_PENDUDUK.tanggal_perkawinan, sql`p.tanggal_perkawinan`, (r) => r.tanggal_perkawinan),
  enumColumn(LABEL_PENDUDUK.kewarganegaraan, sql`p.kewarganegaraan`, (r) => r.kewarganegaraan),
  textColumn(LABEL_PENDUDUK.no_paspor, sql`p.no_paspor`, (r) => r.no_paspor),
  textColumn(LABEL_PENDUDUK.no_kitas_kitap, sql`p.no_kitas_kitap`, (r) => r.no_kitas_kitap),
  enumColumn(LABEL_PENDUDUK.disabilitas, disabilitasSql, (r) => (r.disabilitas ? labelDisabilitas(r.disabilitas) : '')),
]);

/** `anggota_keluarga_{NIK of the first member}.csv`: one card's members, head first (a handful of rows, read at once). */
export const anggotaEkspor = (anggota: PendudukDto[], noKk: string): Ekspor => eksporBaris(PENDUDUK_CSV, anggota, `anggota_keluarga_${anggota[0]?.nik ?? noKk}.csv`);

/** Every matching resident in the list's order (an export reads every match anyway: the padat walk, data/cari). */
export function pendudukEkspor(desaId: string, { filter, wilayah, sort = 'createdAt', order = 'asc' }: UrutOpsi<PendudukFilter, PendudukSort> & { wilayah?: WilayahQuery }): DaftarEkspor<PendudukDto> {
  const urut = PENDUDUK_SORT[sort];
  const where = [saringPenduduk(desaId, filter), saringWilayah(desaId, sql`p.wilayah_rt_id`, wilayah ?? {})].filter((w): w is SQL => w !== undefined);
  return {
    table: PENDUDUK_CSV,
    rows: {
      from: sql`penduduk p join kartu_keluarga k on k.id = p.kk_id and k.desa_id = p.desa_id`,
      where: [sql`p.desa_id = ${desaId}`, ...where],
      sort: urut.expr,
      cast: urut.cast,
      tie: sql`p.id`,
      order,
    },
  };
}
