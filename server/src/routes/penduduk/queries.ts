import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kartuKeluarga, kelahiran, kematian, penduduk, pendudukKeluarAnggota, statistikDesa } from '../../db/schema.js';
import { STATUS_LABEL, type StatusPenduduk } from '../../domain/status-penduduk.js';
import { csvCellSql, csvChunks, csvEnumSql, csvLineSql, csvNumberSql } from '../../lib/csv.js';
import { conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { paging, type PageQuery } from '../../lib/paging.js';
import { contractEnum } from '../../openapi.js';

export type PendudukRow = typeof penduduk.$inferSelect;

export const NIK_SUDAH_TERDAFTAR = 'NIK sudah terdaftar';
export const NO_KK_SUDAH_TERDAFTAR = 'Nomor KK sudah terdaftar';
export const KEPALA_SUDAH_ADA = 'Kartu keluarga ini sudah memiliki Kepala Keluarga';
export const PENDUDUK_TIDAK_DITEMUKAN = 'Data penduduk tidak ditemukan';

/** The registry's unique constraints as the 409 each one means; anything else is rethrown. */
export function registryConflict(err: unknown): never {
  if (isUniqueViolation(err, 'penduduk_nik_uq')) throw conflict(NIK_SUDAH_TERDAFTAR);
  if (isUniqueViolation(err, 'kartu_keluarga_no_kk_uq')) throw conflict(NO_KK_SUDAH_TERDAFTAR);
  if (isUniqueViolation(err, 'penduduk_one_kepala_per_kk_uq')) throw conflict(KEPALA_SUDAH_ADA);
  throw err;
}

/** Family positions in the order a KK lists them, the head first: the contract's enum order. */
export const POSISI_DALAM_KELUARGA = contractEnum('PosisiDalamKeluarga');

/**
 * The order of a card's members (anggota_keluarga, its CSV, and which member is its "first member"
 * in the card list): by family position, then by when they were added. Takes the table alias.
 */
export function anggotaOrder(alias: string): SQL {
  const a = sql.raw(alias);
  const list = sql.raw(`ARRAY[${POSISI_DALAM_KELUARGA.map((p) => `'${p}'`).join(',')}]::text[]`);
  return sql`coalesce(array_position(${list}, ${a}.posisi_dalam_keluarga), 99), ${a}.created_at, ${a}.id`;
}

// ------------------------------------------------------------------ the public shape

export interface PendudukDto {
  _id: string;
  nik: string;
  nama_lengkap: string;
  tempat_tanggal_lahir: string;
  umur: string;
  alamat_asal: string;
  agama: string;
  pekerjaan: string;
  pendidikan_terakhir: string;
  status_perkawinan: string;
  jenis_kelamin: string;
  posisi_dalam_keluarga: string;
  status_penduduk: StatusPenduduk;
  keluarga_dari: { _id: string; no_kk: string };
  data_kelahiran: string | null;
  data_kematian: string | null;
  data_penduduk_keluar: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A resident with its card number and the ids of what links to it (one query for any number of rows). */
const pendudukSelection = {
  p: penduduk,
  noKk: kartuKeluarga.noKk,
  dataKematian: kematian.id,
  dataPendudukKeluar: pendudukKeluarAnggota.pendudukKeluarId,
  // The resident's own birth record, found by NIK (a newborn's record may have been made before).
  dataKelahiran: sql<string | null>`(select ${kelahiran.id} from ${kelahiran}
    where ${kelahiran.nik} = ${penduduk.nik} and ${kelahiran.desaId} = ${penduduk.desaId}
    order by ${kelahiran.createdAt} desc limit 1)`,
};

type PendudukJoined = { p: PendudukRow; noKk: string; dataKematian: string | null; dataPendudukKeluar: string | null; dataKelahiran: string | null };

export function toPendudukDto(r: PendudukJoined): PendudukDto {
  const { p } = r;
  return {
    _id: p.id,
    nik: p.nik,
    nama_lengkap: p.namaLengkap,
    tempat_tanggal_lahir: p.tempatTanggalLahir,
    umur: p.umur,
    alamat_asal: p.alamatAsal,
    agama: p.agama,
    pekerjaan: p.pekerjaan,
    pendidikan_terakhir: p.pendidikanTerakhir,
    status_perkawinan: p.statusPerkawinan,
    jenis_kelamin: p.jenisKelamin,
    posisi_dalam_keluarga: p.posisiDalamKeluarga,
    status_penduduk: p.statusPenduduk,
    keluarga_dari: { _id: p.kkId, no_kk: r.noKk },
    data_kelahiran: r.dataKelahiran ?? null,
    data_kematian: r.dataKematian ?? null,
    data_penduduk_keluar: r.dataPendudukKeluar ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function selectPenduduk(db: DbOrTx) {
  return db
    .select(pendudukSelection)
    .from(penduduk)
    .innerJoin(kartuKeluarga, eq(kartuKeluarga.id, penduduk.kkId))
    .leftJoin(kematian, eq(kematian.pendudukId, penduduk.id))
    .leftJoin(pendudukKeluarAnggota, eq(pendudukKeluarAnggota.pendudukId, penduduk.id));
}

/** Residents by id, in the order of `ids` (unknown ids are skipped). */
export async function loadPendudukByIds(db: DbOrTx, desaId: string, ids: string[]): Promise<PendudukDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectPenduduk(db).where(and(eq(penduduk.desaId, desaId), inArray(penduduk.id, ids)));
  const byId = new Map(rows.map((r) => [r.p.id, toPendudukDto(r as PendudukJoined)]));
  return ids.map((id) => byId.get(id)).filter((d): d is PendudukDto => d !== undefined);
}

export async function findPenduduk(db: DbOrTx, desaId: string, id: string): Promise<PendudukDto | undefined> {
  return (await loadPendudukByIds(db, desaId, [id]))[0];
}

/** The members of each card, in anggotaOrder. */
export async function loadAnggotaKeluarga(db: DbOrTx, desaId: string, kkIds: string[]): Promise<Map<string, PendudukDto[]>> {
  const out = new Map<string, PendudukDto[]>(kkIds.map((id) => [id, []]));
  if (kkIds.length === 0) return out;
  const rows = await selectPenduduk(db)
    .where(and(eq(penduduk.desaId, desaId), inArray(penduduk.kkId, kkIds)))
    .orderBy(penduduk.kkId, anggotaOrder('"penduduk"'));
  for (const r of rows) out.get(r.p.kkId)?.push(toPendudukDto(r as PendudukJoined));
  return out;
}

/** Locks the row until the transaction ends; every status change starts here. */
export async function lockPenduduk(tx: DbOrTx, desaId: string, id: string): Promise<PendudukRow | undefined> {
  const [row] = await tx
    .select()
    .from(penduduk)
    .where(and(eq(penduduk.desaId, desaId), eq(penduduk.id, id)))
    .for('update');
  return row;
}

// ------------------------------------------------------------------ lists and searches

export type PendudukSort =
  | 'no_kk'
  | 'nik'
  | 'nama_lengkap'
  | 'tempat_tanggal_lahir'
  | 'umur'
  | 'alamat_asal'
  | 'jenis_kelamin'
  | 'posisi_dalam_keluarga'
  | 'status_penduduk'
  | 'createdAt';

/**
 * Sort keys over `penduduk p` (and `kartu_keluarga k` for no_kk): each one is a plain indexed column
 * (the sort_* columns are generated), so the page of ids comes from an index, and, where the
 * visibility map allows, an index-only scan even on deep pages. `cast` re-types a keyset cursor.
 */
export const PENDUDUK_SORT: Record<PendudukSort, { expr: SQL; cast: string; needsKk?: boolean }> = {
  no_kk: { expr: sql`k.no_kk`, cast: 'bpchar', needsKk: true },
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

/** What a list or search is restricted to. */
export type PendudukFilter =
  | { kind: 'semua' }
  /** The list's search box: digits search NIK and No. KK by prefix, anything else the name. */
  | { kind: 'q'; q: string }
  | { kind: 'nama'; nama: string; kepalaSaja?: boolean }
  | { kind: 'nik'; prefix: string };

/** `%term%` for ILIKE, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** pg_trgm can narrow a LIKE only with a run of 3+ letters or digits; shorter terms scan. */
export const trigramUsable = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);

export const isDigits = (s: string): boolean => /^[0-9]{1,16}$/.test(s);

interface CompiledFilter {
  where: SQL | undefined;
  /** A name term: the trigram index is the way in. */
  nama?: string;
}

function compileFilter(f: PendudukFilter): CompiledFilter {
  switch (f.kind) {
    case 'semua':
      return { where: undefined };
    case 'nik':
      return { where: sql`p.nik like ${`${f.prefix}%`}` };
    case 'nama': {
      const byName = sql`p.nama_lengkap ilike ${containsPattern(f.nama)}`;
      return {
        where: f.kepalaSaja ? sql`${byName} and p.posisi_dalam_keluarga = 'Kepala Keluarga'` : byName,
        nama: f.nama,
      };
    }
    case 'q': {
      if (isDigits(f.q)) {
        const prefix = `${f.q}%`;
        return {
          where: sql`(p.nik like ${prefix} or p.kk_id in (select kx.id from kartu_keluarga kx where kx.no_kk like ${prefix}))`,
        };
      }
      return compileFilter({ kind: 'nama', nama: f.q });
    }
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const dir = (order: 'asc' | 'desc' | undefined) => sql.raw(order === 'desc' ? 'desc' : 'asc');

/**
 * One page of resident ids and the total. Three shapes, chosen by what the filter can use:
 * - no filter: ids from the sort index (LIMIT/OFFSET on ids only, rows fetched afterwards by id), the
 *   total from statistik_desa (kept by triggers);
 * - a name of 3+ characters: the trigram index finds the matches once (a MATERIALIZED CTE, so the
 *   planner never walks the whole name index hoping to meet them), and both the count and the page
 *   come from that set;
 * - anything else (NIK / No. KK prefixes, 1-2 letter names): the sort index with the filter, and a count.
 */
export async function pagePendudukIds(
  db: DbOrTx,
  desaId: string,
  filter: PendudukFilter,
  q: PageQuery<PendudukSort>,
): Promise<{ ids: string[]; total: number }> {
  const { limit, offset } = paging(q);
  const sort = PENDUDUK_SORT[q.sort ?? 'createdAt'];
  const d = dir(q.order);
  const join = sort.needsKk ? sql`join kartu_keluarga k on k.id = p.kk_id` : sql``;
  const { where, nama } = compileFilter(filter);
  // Sorted by No. KK the cards lead (their index gives the order) and members are looked up per card
  // through (kk_id, id), index-only: scope by the card's village, which is its members' village.
  const scope = sort.needsKk ? sql`k.desa_id = ${desaId}` : sql`p.desa_id = ${desaId}`;
  const cond = where ? sql`${scope} and ${where}` : scope;

  if (nama !== undefined && trigramUsable(nama)) {
    const [row] = rowsOf<{ total: number; ids: string[] | string | null }>(
      await db.execute(sql`
        with m as materialized (select p.id, ${sort.expr} as s from penduduk p ${join} where ${cond})
        select (select count(*)::int from m) as total,
          (select json_agg(x.id order by x.s ${d}, x.id ${d})
             from (select id, s from m order by s ${d}, id ${d} limit ${limit} offset ${offset}) x) as ids`),
    );
    const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as string[]) : (row?.ids ?? []);
    return { ids, total: Number(row?.total ?? 0) };
  }

  const idsQuery = db.execute(sql`select p.id from penduduk p ${join} where ${cond}
    order by ${sort.expr} ${d}, p.id ${d} limit ${limit} offset ${offset}`);
  const totalQuery = where
    ? db.execute(sql`select count(*)::int as total from penduduk p where p.desa_id = ${desaId} and ${where}`)
    : db.select({ total: statistikDesa.penduduk }).from(statistikDesa).where(eq(statistikDesa.desaId, desaId));
  const [idRows, totalRows] = await Promise.all([idsQuery, totalQuery]);
  const totalRow = (Array.isArray(totalRows) ? totalRows[0] : rowsOf<{ total: number }>(totalRows)[0]) as { total: number } | undefined;
  return { ids: rowsOf<{ id: string }>(idRows).map((r) => r.id), total: Number(totalRow?.total ?? 0) };
}

export async function listPenduduk(db: DbOrTx, desaId: string, filter: PendudukFilter, q: PageQuery<PendudukSort>) {
  const { ids, total } = await pagePendudukIds(db, desaId, filter, q);
  return { rows: await loadPendudukByIds(db, desaId, ids), total };
}

// ------------------------------------------------------------------ CSV

/** The status label (spec section 3) as SQL, for exports built in the database. */
const statusLabelSql = sql.raw(
  `case p.status_penduduk ${Object.entries(STATUS_LABEL).map(([k, v]) => `when '${k}' then '${v}'`).join(' ')} else p.status_penduduk end`,
);

/** One resident as a CSV line (the columns of PENDUDUK_CSV_HEADER), over `penduduk p` and `kartu_keluarga k`. */
export const pendudukCsvLineSql = csvLineSql([
  csvNumberSql(sql`k.no_kk`),
  csvNumberSql(sql`p.nik`),
  ...[
    sql`p.nama_lengkap`,
    sql`p.jenis_kelamin`,
    sql`p.tempat_tanggal_lahir`,
    sql`p.umur`,
    sql`p.agama`,
    sql`p.status_perkawinan`,
    sql`p.pekerjaan`,
    sql`p.pendidikan_terakhir`,
    sql`p.alamat_asal`,
    sql`p.posisi_dalam_keluarga`,
  ].map(csvCellSql),
  csvEnumSql(statusLabelSql),
]);

/** Every matching resident in the list's order, as CSV chunks (see csvChunks). */
export function pendudukCsv(
  db: DbOrTx,
  desaId: string,
  filter: PendudukFilter,
  sortKey: PendudukSort = 'createdAt',
  order: 'asc' | 'desc' = 'asc',
  batchSize?: number,
): AsyncGenerator<string> {
  const sort = PENDUDUK_SORT[sortKey];
  const { where } = compileFilter(filter);
  return csvChunks(
    db,
    {
      line: pendudukCsvLineSql,
      from: sql`penduduk p join kartu_keluarga k on k.id = p.kk_id`,
      where: where ? [sql`p.desa_id = ${desaId}`, where] : [sql`p.desa_id = ${desaId}`],
      sort: sort.expr,
      cast: sort.cast,
      tie: sql`p.id`,
      order,
    },
    batchSize,
  );
}

// ------------------------------------------------------------------ writes

export interface PendudukFields {
  nik: string;
  nama_lengkap: string;
  jenis_kelamin: string;
  tempat_tanggal_lahir: string;
  umur: string;
  agama: string;
  status_perkawinan: string;
  pekerjaan: string;
  pendidikan_terakhir: string;
  posisi_dalam_keluarga: string;
  alamat_asal: string;
}

/** Body fields -> columns. Text is trimmed; the contract has already checked formats and enums. */
export function pendudukValues(body: PendudukFields) {
  return {
    nik: body.nik,
    namaLengkap: body.nama_lengkap.trim(),
    jenisKelamin: body.jenis_kelamin,
    tempatTanggalLahir: body.tempat_tanggal_lahir.trim(),
    umur: body.umur.trim(),
    agama: body.agama,
    statusPerkawinan: body.status_perkawinan,
    pekerjaan: body.pekerjaan.trim(),
    pendidikanTerakhir: body.pendidikan_terakhir,
    posisiDalamKeluarga: body.posisi_dalam_keluarga,
    alamatAsal: body.alamat_asal.trim(),
  };
}

export async function insertPenduduk(
  tx: DbOrTx,
  values: ReturnType<typeof pendudukValues> & { desaId: string; kkId: string; statusPenduduk: StatusPenduduk },
): Promise<PendudukRow> {
  const [row] = await tx.insert(penduduk).values(values).returning();
  return row as PendudukRow;
}

export async function updatePendudukRow(tx: DbOrTx, id: string, values: ReturnType<typeof pendudukValues>): Promise<PendudukRow> {
  const [row] = await tx
    .update(penduduk)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(penduduk.id, id))
    .returning();
  return row as PendudukRow;
}

/**
 * Sets the status of people after the state machine allowed it, keeping the status each one had
 * (status_sebelumnya = the old value, in the same statement), so a cancel can restore it.
 */
export async function setStatusPenduduk(tx: DbOrTx, ids: string[], status: StatusPenduduk): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(penduduk)
    .set({ statusPenduduk: status, statusSebelumnya: sql`${penduduk.statusPenduduk}`, updatedAt: sql`now()` })
    .where(inArray(penduduk.id, ids));
}
