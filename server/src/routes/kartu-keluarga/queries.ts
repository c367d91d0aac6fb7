import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kartuKeluarga, keteranganMasuk, penduduk, pendudukKeluar, keteranganKeluar, statistikDesa } from '../../db/schema.js';
import { csvCellSql, csvChunks, csvEnumSql, csvLineSql, csvNumberSql } from '../../lib/csv.js';
import { storedNamesById, type FileLinks } from '../../lib/files.js';
import { paging, type PageQuery } from '../../lib/paging.js';
import { anggotaOrder, containsPattern, isDigits, loadAnggotaKeluarga, type PendudukDto } from '../penduduk/queries.js';

export type KartuKeluargaRow = typeof kartuKeluarga.$inferSelect;
export const KK_TIDAK_DITEMUKAN = 'Kartu keluarga tidak ditemukan';

export interface KeteranganMasukDto {
  _id: string;
  foto_kk: string | null;
  foto_surat_masuk: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface KartuKeluargaDto {
  _id: string;
  no_kk: string;
  anggota_keluarga: PendudukDto[];
  data_penduduk_masuk: KeteranganMasukDto | null;
  createdAt: string;
  updatedAt: string;
}

type KeteranganMasukRow = typeof keteranganMasuk.$inferSelect;

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
    db
      .select({ kk: kartuKeluarga, km: keteranganMasuk })
      .from(kartuKeluarga)
      .leftJoin(keteranganMasuk, eq(keteranganMasuk.kkId, kartuKeluarga.id))
      .where(and(eq(kartuKeluarga.desaId, desaId), inArray(kartuKeluarga.id, ids))),
    loadAnggotaKeluarga(db, desaId, ids),
  ]);
  const names = links ? await storedNamesById(db, cards.flatMap(({ km }) => (km ? [km.fotoKkId, km.fotoSuratMasukId] : []))) : new Map<string, string>();
  const byId = new Map<string, KartuKeluargaDto>(
    cards.map(({ kk, km }) => [
      kk.id,
      {
        _id: kk.id,
        no_kk: kk.noKk,
        anggota_keluarga: anggota.get(kk.id) ?? [],
        data_penduduk_masuk: km ? keteranganMasukDto(km, names, links) : null,
        createdAt: kk.createdAt.toISOString(),
        updatedAt: kk.updatedAt.toISOString(),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((d): d is KartuKeluargaDto => d !== undefined);
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

export async function insertKartuKeluarga(tx: DbOrTx, values: { desaId: string; noKk: string; dataMasuk: boolean }): Promise<KartuKeluargaRow> {
  const [row] = await tx.insert(kartuKeluarga).values(values).returning();
  return row as KartuKeluargaRow;
}

/**
 * After any change to a card's members: which member the card list shows (anggota_pertama) and how
 * many there are. Returns the member count. Two statements for the flag, because the partial unique
 * index allows one first member per card at every moment.
 */
export async function refreshKartuKeluarga(tx: DbOrTx, kkId: string): Promise<number> {
  const first = sql`(select f.id from penduduk f where f.kk_id = ${kkId} order by ${anggotaOrder('f')} limit 1)`;
  await tx.execute(sql`update penduduk set anggota_pertama = false
    where kk_id = ${kkId} and anggota_pertama and id is distinct from ${first}`);
  await tx.execute(sql`update penduduk set anggota_pertama = true where id = ${first} and not anggota_pertama`);
  const [row] = await tx
    .update(kartuKeluarga)
    .set({
      jumlahAnggota: sql`(select count(*)::int from ${penduduk} where ${penduduk.kkId} = ${kkId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(kartuKeluarga.id, kkId))
    .returning({ jumlah: kartuKeluarga.jumlahAnggota });
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

export type KartuKeluargaSort = 'no_kk' | 'nik' | 'nama_lengkap' | 'tempat_tanggal_lahir' | 'umur' | 'alamat_asal' | 'jenis_kelamin' | 'jumlah_anggota' | 'createdAt';

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

export type KartuKeluargaFilter =
  | { kind: 'semua' }
  /** The list's search: digits match No. KK or a member's NIK by prefix; text a member's name. */
  | { kind: 'q'; q: string }
  | { kind: 'noKk'; prefix: string };

/** A condition on the card `k`, or undefined for all cards. */
function compileFilter(desaId: string, f: KartuKeluargaFilter): SQL | undefined {
  switch (f.kind) {
    case 'semua':
      return undefined;
    case 'noKk':
      return sql`k.no_kk like ${`${f.prefix}%`}`;
    case 'q':
      if (isDigits(f.q)) {
        const prefix = `${f.q}%`;
        return sql`(k.no_kk like ${prefix} or k.id in (select px.kk_id from penduduk px where px.desa_id = ${desaId} and px.nik like ${prefix}))`;
      }
      return sql`k.id in (select px.kk_id from penduduk px where px.desa_id = ${desaId} and px.nama_lengkap ilike ${containsPattern(f.q)})`;
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const dir = (order: 'asc' | 'desc' | undefined) => sql.raw(order === 'desc' ? 'desc' : 'asc');

export async function pageKartuKeluargaIds(
  db: DbOrTx,
  desaId: string,
  filter: KartuKeluargaFilter,
  q: PageQuery<KartuKeluargaSort>,
): Promise<{ ids: string[]; total: number }> {
  const { limit, offset } = paging(q);
  const sort = KK_SORT[q.sort ?? 'createdAt'];
  const d = dir(q.order);
  const where = compileFilter(desaId, filter);
  const idsQuery =
    sort.side === 'kk'
      ? sql`select k.id from kartu_keluarga k where k.desa_id = ${desaId} ${where ? sql`and ${where}` : sql``}
          order by ${sort.expr} ${d}, k.id ${d} limit ${limit} offset ${offset}`
      : sql`select p.kk_id as id from penduduk p ${where ? sql`join kartu_keluarga k on k.id = p.kk_id` : sql``}
          where p.desa_id = ${desaId} and p.anggota_pertama ${where ? sql`and ${where}` : sql``}
          order by ${sort.expr} ${d}, p.id ${d} limit ${limit} offset ${offset}`;
  const totalQuery = where
    ? db.execute(sql`select count(*)::int as total from kartu_keluarga k where k.desa_id = ${desaId} and ${where}`)
    : db.select({ total: statistikDesa.kartuKeluarga }).from(statistikDesa).where(eq(statistikDesa.desaId, desaId));
  const [idRows, totalRows] = await Promise.all([db.execute(idsQuery), totalQuery]);
  const totalRow = (Array.isArray(totalRows) ? totalRows[0] : rowsOf<{ total: number }>(totalRows)[0]) as { total: number } | undefined;
  return { ids: rowsOf<{ id: string }>(idRows).map((r) => r.id), total: Number(totalRow?.total ?? 0) };
}

export async function listKartuKeluarga(db: DbOrTx, desaId: string, filter: KartuKeluargaFilter, q: PageQuery<KartuKeluargaSort>, links?: FileLinks) {
  const { ids, total } = await pageKartuKeluargaIds(db, desaId, filter, q);
  return { rows: await loadKartuKeluargaByIds(db, desaId, ids, links), total };
}

/** One card with its first member as a CSV line, over `kartu_keluarga k` and its first member `p`. */
const kartuKeluargaCsvLineSql = csvLineSql([
  csvNumberSql(sql`k.no_kk`),
  csvNumberSql(sql`p.nik`),
  ...[sql`p.nama_lengkap`, sql`p.jenis_kelamin`, sql`p.tempat_tanggal_lahir`, sql`p.umur`, sql`p.alamat_asal`].map(csvCellSql),
  csvEnumSql(sql`k.jumlah_anggota::text`),
]);

/** One row per card with its first member, as CSV chunks in the list's order (see csvChunks). */
export function kartuKeluargaCsv(
  db: DbOrTx,
  desaId: string,
  filter: KartuKeluargaFilter,
  sortKey: KartuKeluargaSort = 'createdAt',
  order: 'asc' | 'desc' = 'asc',
  batchSize?: number,
): AsyncGenerator<string> {
  const sort = KK_SORT[sortKey];
  const where = compileFilter(desaId, filter);
  return csvChunks(
    db,
    {
      line: kartuKeluargaCsvLineSql,
      from: sql`kartu_keluarga k join penduduk p on p.kk_id = k.id and p.anggota_pertama`,
      where: where ? [sql`k.desa_id = ${desaId}`, where] : [sql`k.desa_id = ${desaId}`],
      sort: sort.expr,
      cast: sort.cast,
      tie: sort.side === 'kk' ? sql`k.id` : sql`p.id`,
      order,
    },
    batchSize,
  );
}
