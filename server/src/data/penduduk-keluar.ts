/**
 * Moved-out records (penduduk_keluar): one proposer (urutan 0) and its followers in
 * penduduk_keluar_anggota, each with the status they had before, plus the list and its CSV.
 */
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { keteranganKeluar, pendudukKeluar, pendudukKeluarAnggota, signatures } from '../db/schema.js';
import type { StatusPenduduk } from '../domain/status-penduduk.js';
import { csvChunks } from '../lib/csv.js';
import { csvTable, enumColumn, numberColumn, textColumn } from '../lib/csv-columns.js';
import { storedNamesById, type FileLinks } from '../lib/files.js';
import { inOrderOf, listPage, type PageQuery } from '../lib/paging.js';
import { deleteKeteranganKeluarOf, keteranganKeluarDto } from './keterangan-keluar.js';
import { loadPendudukByIds, type PendudukDto } from './penduduk.js';
import { signatureDto } from './signatures.js';
import { containsPattern, searchCondition, whereAll } from '../lib/search.js';

export type PendudukKeluarRow = typeof pendudukKeluar.$inferSelect;
export type AnggotaKeluarRow = typeof pendudukKeluarAnggota.$inferSelect;
export type PendudukKeluarDto = Schemas['PendudukKeluar'];
export type PendudukKeluarSort = Schemas['PendudukKeluarSort'];

export const PENDUDUK_KELUAR_TIDAK_DITEMUKAN = 'Data penduduk keluar tidak ditemukan';

/**
 * The open record of a family card: one without a statement yet (the newest, should there be more).
 * Locked, so two single moves from one family at the same moment append one after the other.
 */
export async function lockOpenRecord(tx: DbOrTx, desaId: string, kkId: string): Promise<PendudukKeluarRow | undefined> {
  const [row] = await tx
    .select({ r: pendudukKeluar })
    .from(pendudukKeluar)
    .leftJoin(keteranganKeluar, eq(keteranganKeluar.pendudukKeluarId, pendudukKeluar.id))
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.kkId, kkId), isNull(keteranganKeluar.id)))
    .orderBy(desc(pendudukKeluar.createdAt), desc(pendudukKeluar.id))
    .limit(1)
    .for('update', { of: pendudukKeluar });
  return row?.r;
}

/** Locks a moved-out record of this village (FOR UPDATE). */
export async function lockRecord(tx: DbOrTx, desaId: string, id: string): Promise<PendudukKeluarRow | undefined> {
  const [row] = await tx
    .select()
    .from(pendudukKeluar)
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.id, id)))
    .for('update');
  return row;
}

/** The card of a record of this village (read before the card is locked, then the record). */
export async function kartuOfRecord(db: DbOrTx, desaId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ kkId: pendudukKeluar.kkId })
    .from(pendudukKeluar)
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.id, id)));
  return row?.kkId;
}

export async function insertRecord(tx: DbOrTx, desaId: string, kkId: string): Promise<PendudukKeluarRow> {
  const [row] = await tx.insert(pendudukKeluar).values({ desaId, kkId }).returning();
  return row as PendudukKeluarRow;
}

/** Deletes a record with its statement; its people and signer go with it (ON DELETE CASCADE). The statement's file ids. */
export async function deleteRecord(tx: DbOrTx, id: string): Promise<Array<string | null>> {
  const fileIds = await deleteKeteranganKeluarOf(tx, id);
  await tx.delete(pendudukKeluar).where(eq(pendudukKeluar.id, id));
  return fileIds;
}

/** The people of a record in order (proposer first), with the status each had before moving out. */
export async function anggotaOf(tx: DbOrTx, recordId: string): Promise<AnggotaKeluarRow[]> {
  return tx
    .select()
    .from(pendudukKeluarAnggota)
    .where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId))
    .orderBy(asc(pendudukKeluarAnggota.urutan));
}

/** Appends people to a record in order (the first of an empty record becomes its proposer). */
export async function appendAnggota(tx: DbOrTx, recordId: string, people: Array<{ id: string; sebelumnya: StatusPenduduk }>): Promise<void> {
  if (people.length === 0) return;
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${pendudukKeluarAnggota.urutan}) + 1, 0)::int` })
    .from(pendudukKeluarAnggota)
    .where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId));
  await tx.insert(pendudukKeluarAnggota).values(
    people.map((p, i) => ({ pendudukKeluarId: recordId, pendudukId: p.id, urutan: Number(next) + i, statusSebelumnya: p.sebelumnya })),
  );
  await tx.update(pendudukKeluar).set({ updatedAt: sql`now()` }).where(eq(pendudukKeluar.id, recordId));
}

/**
 * Takes a person out of their moved-out record (they are deleted, or their move is cancelled): the
 * people after them move up one place, so the next one becomes the proposer when the proposer leaves;
 * a record left with nobody is deleted with its statement and signer. Returns the file ids the deleted
 * statement owned.
 */
export async function removeAnggota(tx: DbOrTx, pendudukId: string): Promise<Array<string | null>> {
  const [anggota] = await tx.delete(pendudukKeluarAnggota).where(eq(pendudukKeluarAnggota.pendudukId, pendudukId)).returning();
  if (!anggota) return [];
  const recordId = anggota.pendudukKeluarId;
  if ((await anggotaOf(tx, recordId)).length === 0) return deleteRecord(tx, recordId);
  // Two steps: (record, urutan) is unique at every row, so shift out of the way first.
  const moved = and(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId), gte(pendudukKeluarAnggota.urutan, anggota.urutan));
  await tx.update(pendudukKeluarAnggota).set({ urutan: sql`${pendudukKeluarAnggota.urutan} + 1000000` }).where(moved);
  await tx
    .update(pendudukKeluarAnggota)
    .set({ urutan: sql`${pendudukKeluarAnggota.urutan} - 1000001` })
    .where(and(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId), gte(pendudukKeluarAnggota.urutan, 1000000)));
  await tx.update(pendudukKeluar).set({ updatedAt: sql`now()` }).where(eq(pendudukKeluar.id, recordId));
  return [];
}

/**
 * Moved-out records by id, in the order of `ids`: the people in order (proposer first), the statement
 * (photo as a signed link when `links` is given) and the signer. Four queries for any number of records.
 */
export async function loadPendudukKeluarByIds(db: DbOrTx, desaId: string, ids: string[], links?: FileLinks): Promise<PendudukKeluarDto[]> {
  if (ids.length === 0) return [];
  const [rows, people] = await Promise.all([
    db
      .select({ r: pendudukKeluar, k: keteranganKeluar, s: signatures })
      .from(pendudukKeluar)
      .leftJoin(keteranganKeluar, eq(keteranganKeluar.pendudukKeluarId, pendudukKeluar.id))
      .leftJoin(signatures, eq(signatures.pendudukKeluarId, pendudukKeluar.id))
      .where(and(eq(pendudukKeluar.desaId, desaId), inArray(pendudukKeluar.id, ids))),
    db
      .select({ recordId: pendudukKeluarAnggota.pendudukKeluarId, id: pendudukKeluarAnggota.pendudukId })
      .from(pendudukKeluarAnggota)
      .where(inArray(pendudukKeluarAnggota.pendudukKeluarId, ids))
      .orderBy(asc(pendudukKeluarAnggota.pendudukKeluarId), asc(pendudukKeluarAnggota.urutan)),
  ]);
  const [residents, names] = await Promise.all([
    loadPendudukByIds(db, desaId, people.map((p) => p.id)),
    links ? storedNamesById(db, rows.map((r) => r.k?.fotoPengusulId)) : Promise.resolve(new Map<string, string>()),
  ]);
  const residentById = new Map(residents.map((p) => [p._id, p]));
  const peopleOf = new Map<string, PendudukDto[]>();
  for (const p of people) {
    const dto = residentById.get(p.id);
    if (!dto) continue;
    peopleOf.set(p.recordId, [...(peopleOf.get(p.recordId) ?? []), dto]);
  }
  const byId = new Map<string, PendudukKeluarDto>(
    rows.map(({ r, k, s }) => [
      r.id,
      {
        _id: r.id,
        penduduk_keluar_desa: peopleOf.get(r.id) ?? [],
        keterangan_keluar_desa: k ? keteranganKeluarDto(k, k.fotoPengusulId ? names.get(k.fotoPengusulId) : null, links) : null,
        signatures: signatureDto(s),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      },
    ]),
  );
  return inOrderOf(ids, byId);
}

export async function loadPendudukKeluar(db: DbOrTx, desaId: string, id: string, links?: FileLinks): Promise<PendudukKeluarDto | undefined> {
  return (await loadPendudukKeluarByIds(db, desaId, [id], links))[0];
}

// ------------------------------------------------------------------ list and CSV

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
 * Sort keys over `penduduk_keluar pk` alone: the proposer's columns, the card number and the statement
 * are per-record lookups, so a sorted page costs a few index probes per record instead of a hash join
 * over every resident of the village. Never NULL (keyset cursors).
 */
const KELUAR_SORT: Record<PendudukKeluarSort, { expr: SQL; cast: string }> = {
  no_kk: { expr: sql`(select x.no_kk from kartu_keluarga x where x.id = pk.kk_id)`, cast: 'bpchar' },
  nama_lengkap: { expr: pengusul('sort_nama', "''"), cast: 'text' },
  jenis_kelamin: { expr: pengusul('jenis_kelamin', "''"), cast: 'text' },
  tempat_tanggal_lahir: { expr: pengusul('sort_ttl', "''"), cast: 'text' },
  alamat_asal: { expr: pengusul('sort_alamat', "''"), cast: 'text' },
  umur: { expr: pengusul('sort_umur', '2147483647'), cast: 'int' },
  jumlah_pengikut: { expr: jumlahPengikutSql, cast: 'int' },
  data_lengkap: { expr: sql`exists (select 1 from keterangan_keluar x where x.penduduk_keluar_id = pk.id)`, cast: 'boolean' },
  createdAt: { expr: sql`pk.created_at`, cast: 'timestamptz' },
};

/**
 * A page of moved-out records. Moved-out records are a small share of a village (~1 %): a sorted page
 * over their ids (penduduk_keluar_desa_created_idx for the default order), then the rows by id.
 */
/** q: any mover's name or NIK, the card's No. KK, the statement's letter number; belum_lengkap: no statement yet. */
export type PendudukKeluarFilter = { q?: string | undefined; belum_lengkap?: boolean | undefined };

export async function listPendudukKeluar(db: DbOrTx, desaId: string, q: PageQuery<PendudukKeluarSort> & PendudukKeluarFilter, links: FileLinks) {
  const orang = searchCondition(q.q, { text: [sql`x.nama_lengkap`], numbers: [sql`x.nik`] });
  const kartu = searchCondition(q.q, { text: [], numbers: [sql`kx.no_kk`] });
  const conds = [
    orang
      ? sql`(exists (select 1 from penduduk_keluar_anggota a join penduduk x on x.id = a.penduduk_id where a.penduduk_keluar_id = pk.id and ${orang})
          or exists (select 1 from kartu_keluarga kx where kx.id = pk.kk_id and ${kartu ?? sql`false`})
          or exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id and kk.nomor_surat ilike ${containsPattern(q.q?.trim() ?? '')}))`
      : undefined,
    q.belum_lengkap ? sql`not exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id)` : undefined,
  ];
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
  enumColumn('Jumlah Pengikut', sql`${jumlahPengikutSql}::text`),
  enumColumn('Data', sql`case when kt.id is null then 'Tidak Lengkap' else 'Lengkap' end`),
  textColumn('Nomor Surat', sql`coalesce(kt.nomor_surat, '')`),
  textColumn('Alamat Pindah', sql`coalesce(kt.alamat_pindah, '')`),
  textColumn('Alasan Pindah', sql`coalesce(kt.alasan_pindah, '')`),
  enumColumn('Tanggal Meninggalkan Desa', sql`coalesce(kt.meninggalkan_desa_pada::text, '')`),
]);

/** One row per moved-out record (its proposer), in the list's order, as CSV chunks. */
export function pendudukKeluarCsv(db: DbOrTx, desaId: string, sortKey: PendudukKeluarSort = 'createdAt', order: 'asc' | 'desc' = 'asc', batchSize?: number) {
  const sort = KELUAR_SORT[sortKey];
  return csvChunks(
    db,
    { line: PENDUDUK_KELUAR_CSV.line, from: KELUAR_FROM, where: [sql`pk.desa_id = ${desaId}`], sort: sort.expr, cast: sort.cast, tie: sql`pk.id`, order },
    batchSize,
  );
}
