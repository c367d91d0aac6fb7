/** Death records (one per person, kematian_penduduk_uq) and their archive photo (one per death). */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { arsipKematian, files, kematian, signatures } from '../db/schema.js';
import { csvTable, dateColumn, enumColumn, kolomOrang, textColumn } from './ekspor/kolom.js';
import type { DaftarEkspor } from './ekspor/baca.js';
import type { FileLinks } from '../lib/files.js';
import { inOrderOf, listPage, pageDariOrang, pageIds, withRows, type IdPage, type PageQuery } from './paging.js';
import { loadPendudukByIds } from './penduduk.js';
import { PENDUDUK_SORT, sortOrang } from './penduduk-list.js';
import { signatureDto } from './signatures.js';
import { statistikTotal } from './statistik.js';
import { searchCondition, whereAll, type DaftarOpsi, type UrutOpsi } from './cari/index.js';
import { samaDesa } from './sama-desa.js';

export type KematianRow = typeof kematian.$inferSelect;
export type ArsipKematianRow = typeof arsipKematian.$inferSelect;
export type KematianDto = Schemas['Kematian'];
export type ArsipKematianDto = Schemas['ArsipKematian'];
export type KematianInput = Schemas['KematianInput'];
export type KematianSort = Schemas['KematianSort'];

export const KEMATIAN_TIDAK_DITEMUKAN = 'Data kematian tidak ditemukan';
export const ARSIP_TIDAK_DITEMUKAN = 'Arsip kematian tidak ditemukan';

export function kematianValues(body: KematianInput) {
  return {
    tanggalMeninggal: body.tanggal_meninggal,
    hariMeninggal: body.hari_meninggal?.trim() ?? '',
    tempatMeninggal: body.tempat_meninggal?.trim() ?? '',
    nomorSuratKematian: body.nomor_surat_kematian?.trim() ?? '',
    penyebabMeninggal: body.penyebab_meninggal?.trim() ?? '',
  };
}

export async function insertKematian(tx: DbOrTx, values: ReturnType<typeof kematianValues> & { desaId: string; pendudukId: string }): Promise<KematianRow> {
  const [row] = await tx.insert(kematian).values(values).returning();
  return row as KematianRow;
}

export async function updateKematianRow(tx: DbOrTx, id: string, values: ReturnType<typeof kematianValues>): Promise<void> {
  await tx.update(kematian).set({ ...values, updatedAt: new Date() }).where(eq(kematian.id, id));
}

export async function findKematianOf(db: DbOrTx, pendudukId: string): Promise<KematianRow | undefined> {
  const [row] = await db.select().from(kematian).where(eq(kematian.pendudukId, pendudukId)).limit(1);
  return row;
}

/** Locks a death record of this village (FOR UPDATE). */
export async function lockKematian(tx: DbOrTx, desaId: string, id: string): Promise<KematianRow | undefined> {
  const [row] = await tx
    .select()
    .from(kematian)
    .where(and(eq(kematian.id, id), eq(kematian.desaId, desaId)))
    .for('update');
  return row;
}

/**
 * Deletes a death record; its archive and signer go with it (ON DELETE CASCADE). Returns the file ids
 * the archive owned (the caller deletes their rows, then the bytes after the commit).
 */
export async function deleteKematianRow(tx: DbOrTx, id: string): Promise<string[]> {
  const arsip = await tx.select({ fileId: arsipKematian.fileId }).from(arsipKematian).where(eq(arsipKematian.kematianId, id));
  await tx.delete(kematian).where(eq(kematian.id, id));
  return arsip.map((a) => a.fileId);
}

/** A person's death record, when the person themself is deleted: the file ids it owned. */
export async function deleteKematianOf(tx: DbOrTx, pendudukId: string): Promise<string[]> {
  const row = await findKematianOf(tx, pendudukId);
  return row ? deleteKematianRow(tx, row.id) : [];
}

function arsipDto(a: ArsipKematianRow, storedName: string | null | undefined, links?: FileLinks): ArsipKematianDto {
  return { _id: a.id, arsip_kematian: links?.url(storedName) ?? null, createdAt: a.createdAt.toISOString(), updatedAt: a.updatedAt.toISOString() };
}

/** Death records by id, in the order of `ids`, each with its owner, archive (signed link) and signer. */
export async function loadKematianByIds(db: DbOrTx, desaId: string, ids: string[], links?: FileLinks): Promise<KematianDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ k: kematian, a: arsipKematian, s: signatures, storedName: files.storedName })
    .from(kematian)
    .leftJoin(arsipKematian, samaDesa(eq(arsipKematian.kematianId, kematian.id), arsipKematian.desaId, kematian.desaId))
    .leftJoin(files, samaDesa(eq(files.id, arsipKematian.fileId), files.desaId, kematian.desaId))
    .leftJoin(signatures, samaDesa(eq(signatures.kematianId, kematian.id), signatures.desaId, kematian.desaId))
    .where(and(eq(kematian.desaId, desaId), inArray(kematian.id, ids)));
  const owners = new Map((await loadPendudukByIds(db, desaId, [...new Set(rows.map((r) => r.k.pendudukId))])).map((p) => [p._id, p]));
  const byId = new Map<string, KematianDto>();
  for (const { k, a, s, storedName } of rows) {
    const pemilik = owners.get(k.pendudukId);
    if (!pemilik) continue;
    byId.set(k.id, {
      _id: k.id,
      pemilik_data: pemilik,
      arsip_kematian: a ? arsipDto(a, storedName, links) : null,
      // Never null: create and update both require it (the column predates that rule).
      tanggal_meninggal: k.tanggalMeninggal ?? '',
      hari_meninggal: k.hariMeninggal,
      tempat_meninggal: k.tempatMeninggal,
      nomor_surat_kematian: k.nomorSuratKematian,
      penyebab_meninggal: k.penyebabMeninggal,
      signatures: signatureDto(s),
      createdAt: k.createdAt.toISOString(),
      updatedAt: k.updatedAt.toISOString(),
    });
  }
  return inOrderOf(ids, byId);
}

export async function loadKematian(db: DbOrTx, desaId: string, id: string, links?: FileLinks): Promise<KematianDto | undefined> {
  return (await loadKematianByIds(db, desaId, [id], links))[0];
}

// ------------------------------------------------------------------ the archive

/** The archive of a death (one per death: a second insert is a 409 by arsip_kematian_kematian_uq). */
export async function insertArsip(tx: DbOrTx, kematianId: string, fileId: string): Promise<ArsipKematianRow> {
  const [row] = await tx.insert(arsipKematian).values({ kematianId, fileId }).returning();
  return row as ArsipKematianRow;
}

/** Locks an archive of this village (FOR UPDATE). */
export async function lockArsip(tx: DbOrTx, desaId: string, id: string): Promise<ArsipKematianRow | undefined> {
  const [row] = await tx
    .select({ a: arsipKematian })
    .from(arsipKematian)
    .innerJoin(kematian, samaDesa(eq(kematian.id, arsipKematian.kematianId), kematian.desaId, arsipKematian.desaId))
    .where(and(eq(arsipKematian.id, id), eq(kematian.desaId, desaId)))
    .for('update');
  return row?.a;
}

export async function updateArsipFile(tx: DbOrTx, id: string, fileId: string): Promise<ArsipKematianRow> {
  const [row] = await tx.update(arsipKematian).set({ fileId, updatedAt: new Date() }).where(eq(arsipKematian.id, id)).returning();
  return row as ArsipKematianRow;
}

export async function deleteArsipRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(arsipKematian).where(eq(arsipKematian.id, id));
}

/** The archive as the contract shows it, its photo as a signed link. */
export async function loadArsipDto(tx: DbOrTx, a: ArsipKematianRow, links: FileLinks): Promise<ArsipKematianDto> {
  const [stored] = await tx.select({ storedName: files.storedName }).from(files).where(eq(files.id, a.fileId));
  return arsipDto(a, stored?.storedName, links);
}

// ------------------------------------------------------------------ list and CSV

/** Sort keys over `kematian km join penduduk p left join arsip_kematian a`. */
const KEMATIAN_SORT: Record<KematianSort, { expr: SQL; cast: string }> = {
  nik: PENDUDUK_SORT.nik,
  nama_lengkap: PENDUDUK_SORT.nama_lengkap,
  tempat_tanggal_lahir: PENDUDUK_SORT.tempat_tanggal_lahir,
  umur: PENDUDUK_SORT.umur,
  alamat_asal: PENDUDUK_SORT.alamat_asal,
  jenis_kelamin: PENDUDUK_SORT.jenis_kelamin,
  // The archive photo is there: kept on the record by the database (migration 0014), with its index.
  data_lengkap: { expr: sql`km.data_lengkap`, cast: 'boolean' },
  tanggal_meninggal: { expr: sql`km.tanggal_meninggal`, cast: 'date' },
  createdAt: { expr: sql`km.created_at`, cast: 'timestamptz' },
};

const KEMATIAN_FROM = sql`kematian km join penduduk p on p.id = km.penduduk_id and p.desa_id = km.desa_id
  left join arsip_kematian a on a.kematian_id = km.id and a.desa_id = km.desa_id`;

export interface KematianFilter {
  q?: string | undefined;
  /** Only deaths without an archive photo. */
  belum_lengkap?: boolean | undefined;
}

/** The list's search and filter over KEMATIAN_FROM (the list and its CSV). */
const kematianConds = (q: KematianFilter): Array<SQL | undefined> => [
  searchCondition(q.q, { text: [sql`p.nama_lengkap`, sql`km.nomor_surat_kematian`], numbers: [sql`p.nik`] }),
  q.belum_lengkap ? sql`a.id is null` : undefined,
];

/** The sorts of the list that are the dead person's own columns (PENDUDUK_SORT). */
const SORT_ORANG = sortOrang<KematianSort>(['nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin']);

/**
 * An unfiltered page sorted by the person: the dead of the village are the residents of status
 * 'meninggal', one death record each (the status machine records both together and takes both back
 * together), so the page is read from penduduk_status_*_idx alone, counted by statistik_desa, and its
 * people's records looked up after. The join the filtered list needs would have the planner either
 * walk every resident's index or sort every death (0.5-1.9 s at a million residents; issue 15).
 */
async function pageKematianPerOrang(db: DbOrTx, desaId: string, q: PageQuery<KematianSort>, sort: SQL): Promise<IdPage> {
  const orang = await pageIds(db, q, {
    from: sql`penduduk p where p.desa_id = ${desaId} and p.status_penduduk = 'meninggal'`,
    id: sql`p.id`,
    sort,
    total: statistikTotal(db, desaId, 'meninggal'),
  });
  return pageDariOrang(orang, async (ids) => {
    const rows = await db.select({ id: kematian.id, pendudukId: kematian.pendudukId }).from(kematian).where(and(eq(kematian.desaId, desaId), inArray(kematian.pendudukId, ids)));
    return new Map(rows.map((r) => [r.pendudukId, r.id]));
  });
}

export async function listKematian(db: DbOrTx, desaId: string, { filter, ...q }: DaftarOpsi<KematianFilter, KematianSort>, links: FileLinks) {
  const conds = kematianConds(filter);
  const filtered = conds.some((c) => c !== undefined);
  const perOrang = SORT_ORANG[q.sort ?? 'createdAt'];
  if (!filtered && perOrang) {
    return withRows(await pageKematianPerOrang(db, desaId, q, perOrang), (ids) => loadKematianByIds(db, desaId, ids, links));
  }
  // Unfiltered, by a column of the record: the record alone (no join for the planner to weigh).
  const from = filtered ? KEMATIAN_FROM : sql`kematian km`;
  const plan = {
    from: whereAll(sql`${from} where km.desa_id = ${desaId}`, conds),
    id: sql`km.id`,
    sort: KEMATIAN_SORT[q.sort ?? 'createdAt'].expr,
    // Unfiltered: one death record per resident of status 'meninggal' (above), counted by statistik_desa.
    ...(filtered ? {} : { total: statistikTotal(db, desaId, 'meninggal') }),
  };
  return listPage(db, q, plan, (ids) => loadKematianByIds(db, desaId, ids, links));
}

/** data_kematian_{date}.csv, over KEMATIAN_FROM. */
export const KEMATIAN_CSV = csvTable([
  ...kolomOrang(),
  dateColumn('Tanggal Meninggal', sql`km.tanggal_meninggal`),
  textColumn('Hari Meninggal', sql`km.hari_meninggal`),
  textColumn('Tempat Meninggal', sql`km.tempat_meninggal`),
  textColumn('Penyebab Meninggal', sql`km.penyebab_meninggal`),
  textColumn('Nomor Surat Kematian', sql`km.nomor_surat_kematian`),
  enumColumn('Data Arsip', sql`case when a.id is null then 'Belum Lengkap' else 'Lengkap' end`),
]);

/** The deaths of the list's search and filter (`q`, `belum_lengkap`), in its order. */
export function kematianEkspor(desaId: string, { filter, sort = 'createdAt', order = 'asc' }: UrutOpsi<KematianFilter, KematianSort>): DaftarEkspor {
  const urut = KEMATIAN_SORT[sort];
  const where = [sql`km.desa_id = ${desaId}`, ...kematianConds(filter).filter((c): c is SQL => c !== undefined)];
  return { table: KEMATIAN_CSV, rows: { from: KEMATIAN_FROM, where, sort: urut.expr, cast: urut.cast, tie: sql`km.id`, order } };
}
