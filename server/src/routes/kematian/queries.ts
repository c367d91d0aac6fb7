import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { arsipKematian, files, kematian, signatures } from '../../db/schema.js';
import { csvCellSql, csvChunks, csvEnumSql, csvLineSql, csvNumberSql } from '../../lib/csv.js';
import type { FileLinks } from '../../lib/files.js';
import { paging, type PageQuery } from '../../lib/paging.js';
import { loadPendudukByIds, PENDUDUK_SORT, type PendudukDto } from '../penduduk/queries.js';

export type KematianRow = typeof kematian.$inferSelect;

export interface KematianFields {
  tanggal_meninggal: string;
  hari_meninggal?: string;
  tempat_meninggal?: string;
  nomor_surat_kematian?: string;
  penyebab_meninggal?: string;
}

export function kematianValues(body: KematianFields) {
  return {
    tanggalMeninggal: body.tanggal_meninggal,
    hariMeninggal: body.hari_meninggal?.trim() ?? '',
    tempatMeninggal: body.tempat_meninggal?.trim() ?? '',
    nomorSuratKematian: body.nomor_surat_kematian?.trim() ?? '',
    penyebabMeninggal: body.penyebab_meninggal?.trim() ?? '',
  };
}

export async function insertKematian(
  tx: DbOrTx,
  values: ReturnType<typeof kematianValues> & { desaId: string; pendudukId: string },
): Promise<KematianRow> {
  const [row] = await tx.insert(kematian).values(values).returning();
  return row as KematianRow;
}

export async function findKematianOf(db: DbOrTx, pendudukId: string): Promise<KematianRow | undefined> {
  const [row] = await db.select().from(kematian).where(eq(kematian.pendudukId, pendudukId)).limit(1);
  return row;
}

export interface KematianDto {
  _id: string;
  pemilik_data: PendudukDto;
  arsip_kematian: { _id: string; arsip_kematian: string | null; createdAt: string; updatedAt: string } | null;
  tanggal_meninggal: string | null;
  hari_meninggal: string;
  tempat_meninggal: string;
  nomor_surat_kematian: string;
  penyebab_meninggal: string;
  signatures: { _id: string; nama_lengkap: string; nama_jabatan: string; createdAt: string; updatedAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

type SignatureRow = typeof signatures.$inferSelect;

export function signatureDto(s: SignatureRow | null | undefined): KematianDto['signatures'] {
  return s
    ? { _id: s.id, nama_lengkap: s.namaLengkap, nama_jabatan: s.namaJabatan, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() }
    : null;
}

/** Death records by id, in the order of `ids`, each with its owner, archive (signed link) and signer. */
export async function loadKematianByIds(db: DbOrTx, desaId: string, ids: string[], links?: FileLinks): Promise<KematianDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ k: kematian, a: arsipKematian, s: signatures, storedName: files.storedName })
    .from(kematian)
    .leftJoin(arsipKematian, eq(arsipKematian.kematianId, kematian.id))
    .leftJoin(files, eq(files.id, arsipKematian.fileId))
    .leftJoin(signatures, eq(signatures.kematianId, kematian.id))
    .where(and(eq(kematian.desaId, desaId), inArray(kematian.id, ids)));
  const owners = new Map((await loadPendudukByIds(db, desaId, [...new Set(rows.map((r) => r.k.pendudukId))])).map((p) => [p._id, p]));
  const byId = new Map<string, KematianDto>();
  for (const { k, a, s, storedName } of rows) {
    const pemilik = owners.get(k.pendudukId);
    if (!pemilik) continue;
    byId.set(k.id, {
      _id: k.id,
      pemilik_data: pemilik,
      arsip_kematian: a
        ? { _id: a.id, arsip_kematian: links?.url(storedName) ?? null, createdAt: a.createdAt.toISOString(), updatedAt: a.updatedAt.toISOString() }
        : null,
      tanggal_meninggal: k.tanggalMeninggal,
      hari_meninggal: k.hariMeninggal,
      tempat_meninggal: k.tempatMeninggal,
      nomor_surat_kematian: k.nomorSuratKematian,
      penyebab_meninggal: k.penyebabMeninggal,
      signatures: signatureDto(s),
      createdAt: k.createdAt.toISOString(),
      updatedAt: k.updatedAt.toISOString(),
    });
  }
  return ids.map((id) => byId.get(id)).filter((d): d is KematianDto => d !== undefined);
}

export async function loadKematian(db: DbOrTx, desaId: string, id: string, links?: FileLinks): Promise<KematianDto | undefined> {
  return (await loadKematianByIds(db, desaId, [id], links))[0];
}

export type KematianSort =
  | 'nik'
  | 'nama_lengkap'
  | 'tempat_tanggal_lahir'
  | 'umur'
  | 'alamat_asal'
  | 'jenis_kelamin'
  | 'data_lengkap'
  | 'tanggal_meninggal'
  | 'createdAt';

/** Sort keys over `kematian km join penduduk p left join arsip_kematian a`. */
export const KEMATIAN_SORT: Record<KematianSort, { expr: SQL; cast: string }> = {
  nik: PENDUDUK_SORT.nik,
  nama_lengkap: PENDUDUK_SORT.nama_lengkap,
  tempat_tanggal_lahir: PENDUDUK_SORT.tempat_tanggal_lahir,
  umur: PENDUDUK_SORT.umur,
  alamat_asal: PENDUDUK_SORT.alamat_asal,
  jenis_kelamin: PENDUDUK_SORT.jenis_kelamin,
  data_lengkap: { expr: sql`(a.id is not null)`, cast: 'boolean' },
  tanggal_meninggal: { expr: sql`km.tanggal_meninggal`, cast: 'date' },
  createdAt: { expr: sql`km.created_at`, cast: 'timestamptz' },
};

const KEMATIAN_FROM = sql`kematian km join penduduk p on p.id = km.penduduk_id left join arsip_kematian a on a.kematian_id = km.id`;

export async function listKematian(db: DbOrTx, desaId: string, q: PageQuery<KematianSort>, links: FileLinks) {
  const { limit, offset } = paging(q);
  const sort = KEMATIAN_SORT[q.sort ?? 'createdAt'];
  const d = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const page = (await db.execute(sql`select km.id::text as id from ${KEMATIAN_FROM} where km.desa_id = ${desaId}
    order by ${sort.expr} ${d}, km.id ${d} limit ${limit} offset ${offset}`)) as unknown as { rows: Array<{ id: string }> };
  const count = (await db.execute(sql`select count(*)::int as n from kematian where desa_id = ${desaId}`)) as unknown as { rows: Array<{ n: number }> };
  const rows = await loadKematianByIds(db, desaId, page.rows.map((r) => r.id), links);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

export const KEMATIAN_CSV_HEADER = [
  'NIK',
  'Nama Lengkap',
  'Tempat Tgl. Lahir',
  'Umur',
  'Alamat',
  'Jenis Kelamin',
  'Tanggal Meninggal',
  'Hari Meninggal',
  'Tempat Meninggal',
  'Penyebab Meninggal',
  'Nomor Surat Kematian',
  'Data Arsip',
];

const kematianCsvLineSql = csvLineSql([
  csvNumberSql(sql`p.nik`),
  ...[sql`p.nama_lengkap`, sql`p.tempat_tanggal_lahir`, sql`p.umur`, sql`p.alamat_asal`, sql`p.jenis_kelamin`].map(csvCellSql),
  csvEnumSql(sql`coalesce(km.tanggal_meninggal::text, '')`),
  ...[sql`km.hari_meninggal`, sql`km.tempat_meninggal`, sql`km.penyebab_meninggal`, sql`km.nomor_surat_kematian`].map(csvCellSql),
  csvEnumSql(sql`case when a.id is null then 'Belum Lengkap' else 'Lengkap' end`),
]);

export function kematianCsv(db: DbOrTx, desaId: string, sortKey: KematianSort = 'createdAt', order: 'asc' | 'desc' = 'asc'): AsyncGenerator<string> {
  const sort = KEMATIAN_SORT[sortKey];
  return csvChunks(db, { line: kematianCsvLineSql, from: KEMATIAN_FROM, where: [sql`km.desa_id = ${desaId}`], sort: sort.expr, cast: sort.cast, tie: sql`km.id`, order });
}

/**
 * Removes a person's death record with its archive and signer (a cascade) when the person themself is
 * deleted. Returns the record as it was (for the activity log) and the file ids it owned.
 */
export async function deleteKematianOf(tx: DbOrTx, pendudukId: string): Promise<{ row: KematianRow | undefined; fileIds: string[] }> {
  const row = await findKematianOf(tx, pendudukId);
  if (!row) return { row: undefined, fileIds: [] };
  const arsip = await tx.select({ fileId: arsipKematian.fileId }).from(arsipKematian).where(eq(arsipKematian.kematianId, row.id));
  await tx.delete(kematian).where(eq(kematian.id, row.id));
  return { row, fileIds: arsip.map((a) => a.fileId) };
}
