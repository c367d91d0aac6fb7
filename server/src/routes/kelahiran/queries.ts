import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kelahiran, penduduk, signatures } from '../../db/schema.js';
import { csvCellSql, csvChunks, csvEnumSql, csvLineSql } from '../../lib/csv.js';
import { paging, type PageQuery } from '../../lib/paging.js';
import { loadPendudukByIds, type PendudukDto } from '../penduduk/queries.js';
import { signatureDto, type KematianDto } from '../kematian/queries.js';

export type KelahiranRow = typeof kelahiran.$inferSelect;

export interface KelahiranFields {
  nik?: string;
  nama?: string;
  jenis_kelamin?: 'Laki laki' | 'Perempuan';
  tempat_lahir?: string;
  tanggal_lahir?: string;
  agama?: string;
  hari_kelahiran?: string;
  jam_lahir?: string;
  nomor_surat_kelahiran?: string;
  hubungan_pelapor?: string;
}

export interface KelahiranCreateFields extends KelahiranFields {
  nik_ayah: string;
  nik_ibu: string;
}

/** The columns a body sets; on update, a field left out keeps its value. */
export function kelahiranValues(body: KelahiranFields): Partial<typeof kelahiran.$inferInsert> {
  const v: Partial<typeof kelahiran.$inferInsert> = {};
  if (body.nik !== undefined) v.nik = body.nik;
  if (body.nama !== undefined) v.nama = body.nama.trim();
  if (body.jenis_kelamin !== undefined) v.jenisKelamin = body.jenis_kelamin;
  if (body.tempat_lahir !== undefined) v.tempatLahir = body.tempat_lahir.trim();
  if (body.tanggal_lahir !== undefined) v.tanggalLahir = body.tanggal_lahir;
  if (body.agama !== undefined) v.agama = body.agama;
  if (body.hari_kelahiran !== undefined) v.hariKelahiran = body.hari_kelahiran.trim();
  if (body.jam_lahir !== undefined) v.jamLahir = body.jam_lahir;
  if (body.nomor_surat_kelahiran !== undefined) v.nomorSuratKelahiran = body.nomor_surat_kelahiran.trim();
  if (body.hubungan_pelapor !== undefined) v.hubunganPelapor = body.hubungan_pelapor.trim();
  return v;
}

export interface KelahiranDto {
  _id: string;
  nik: string | null;
  nama: string | null;
  jenis_kelamin: string | null;
  tempat_lahir: string | null;
  tanggal_lahir: string | null;
  agama: string | null;
  hari_kelahiran: string | null;
  jam_lahir: string | null;
  nomor_surat_kelahiran: string | null;
  hubungan_pelapor: string | null;
  data_ayah: PendudukDto | null;
  data_ibu: PendudukDto | null;
  signatures: KematianDto['signatures'];
  createdAt: string;
  updatedAt: string;
}

/** A resident of this village by NIK, whatever their status (a parent may since have died or moved). */
export async function findPendudukByNik(db: DbOrTx, desaId: string, nik: string): Promise<{ id: string; jenisKelamin: string } | undefined> {
  const [row] = await db
    .select({ id: penduduk.id, jenisKelamin: penduduk.jenisKelamin })
    .from(penduduk)
    .where(and(eq(penduduk.desaId, desaId), eq(penduduk.nik, nik)))
    .limit(1);
  return row;
}

/** Births by id, in the order of `ids`, with both parents (resident records) and the signer. */
export async function loadKelahiranByIds(db: DbOrTx, desaId: string, ids: string[]): Promise<KelahiranDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ k: kelahiran, s: signatures })
    .from(kelahiran)
    .leftJoin(signatures, eq(signatures.kelahiranId, kelahiran.id))
    .where(and(eq(kelahiran.desaId, desaId), inArray(kelahiran.id, ids)));
  const parentIds = [...new Set(rows.flatMap((r) => [r.k.ayahId, r.k.ibuId]).filter((id): id is string => !!id))];
  const parents = new Map((await loadPendudukByIds(db, desaId, parentIds)).map((p) => [p._id, p]));
  const byId = new Map<string, KelahiranDto>();
  for (const { k, s } of rows) {
    byId.set(k.id, {
      _id: k.id,
      nik: k.nik,
      nama: k.nama,
      jenis_kelamin: k.jenisKelamin || null,
      tempat_lahir: k.tempatLahir,
      tanggal_lahir: k.tanggalLahir,
      agama: k.agama || null,
      hari_kelahiran: k.hariKelahiran,
      jam_lahir: k.jamLahir ? k.jamLahir.slice(0, 5) : null,
      nomor_surat_kelahiran: k.nomorSuratKelahiran,
      hubungan_pelapor: k.hubunganPelapor,
      data_ayah: (k.ayahId && parents.get(k.ayahId)) || null,
      data_ibu: (k.ibuId && parents.get(k.ibuId)) || null,
      signatures: signatureDto(s),
      createdAt: k.createdAt.toISOString(),
      updatedAt: k.updatedAt.toISOString(),
    });
  }
  return ids.map((id) => byId.get(id)).filter((d): d is KelahiranDto => d !== undefined);
}

export async function loadKelahiran(db: DbOrTx, desaId: string, id: string): Promise<KelahiranDto | undefined> {
  return (await loadKelahiranByIds(db, desaId, [id]))[0];
}

export type KelahiranSort = 'nama' | 'jenis_kelamin' | 'tempat_lahir' | 'tanggal_lahir' | 'agama' | 'hubungan_pelapor' | 'createdAt';

/** Sort keys over `kelahiran kl`. */
export const KELAHIRAN_SORT: Record<KelahiranSort, { expr: SQL; cast: string }> = {
  nama: { expr: sql`kl.nama`, cast: 'text' },
  jenis_kelamin: { expr: sql`coalesce(kl.jenis_kelamin, '')`, cast: 'text' },
  tempat_lahir: { expr: sql`kl.tempat_lahir`, cast: 'text' },
  tanggal_lahir: { expr: sql`coalesce(kl.tanggal_lahir, '0001-01-01'::date)`, cast: 'date' },
  agama: { expr: sql`kl.agama`, cast: 'text' },
  hubungan_pelapor: { expr: sql`kl.hubungan_pelapor`, cast: 'text' },
  createdAt: { expr: sql`kl.created_at`, cast: 'timestamptz' },
};

export async function listKelahiran(db: DbOrTx, desaId: string, q: PageQuery<KelahiranSort>) {
  const { limit, offset } = paging(q);
  const sort = KELAHIRAN_SORT[q.sort ?? 'createdAt'];
  const d = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const page = (await db.execute(sql`select kl.id::text as id from kelahiran kl where kl.desa_id = ${desaId}
    order by ${sort.expr} ${d}, kl.id ${d} limit ${limit} offset ${offset}`)) as unknown as { rows: Array<{ id: string }> };
  const count = (await db.execute(sql`select count(*)::int as n from kelahiran where desa_id = ${desaId}`)) as unknown as { rows: Array<{ n: number }> };
  return { rows: await loadKelahiranByIds(db, desaId, page.rows.map((r) => r.id)), total: Number(count.rows[0]?.n ?? 0) };
}

export const KELAHIRAN_CSV_HEADER = [
  'NIK',
  'Nama Lengkap',
  'Jenis Kelamin',
  'Tempat Lahir',
  'Tanggal Lahir',
  'Hari Kelahiran',
  'Jam Lahir',
  'Agama',
  'Pelapor',
  'Nomor Surat Kelahiran',
  'Nama Ayah',
  'Nama Ibu',
];

const kelahiranCsvLineSql = csvLineSql([
  sql`case when kl.nik is null then '""' else '"=""' || kl.nik || '"""' end`,
  ...[sql`kl.nama`, sql`coalesce(kl.jenis_kelamin, '')`, sql`kl.tempat_lahir`].map(csvCellSql),
  csvEnumSql(sql`coalesce(kl.tanggal_lahir::text, '')`),
  csvCellSql(sql`kl.hari_kelahiran`),
  csvEnumSql(sql`coalesce(to_char(kl.jam_lahir, 'HH24:MI'), '')`),
  ...[sql`kl.agama`, sql`kl.hubungan_pelapor`, sql`kl.nomor_surat_kelahiran`, sql`coalesce(ay.nama_lengkap, '')`, sql`coalesce(ib.nama_lengkap, '')`].map(csvCellSql),
]);

export function kelahiranCsv(db: DbOrTx, desaId: string, sortKey: KelahiranSort = 'createdAt', order: 'asc' | 'desc' = 'asc'): AsyncGenerator<string> {
  const sort = KELAHIRAN_SORT[sortKey];
  return csvChunks(db, {
    line: kelahiranCsvLineSql,
    from: sql`kelahiran kl left join penduduk ay on ay.id = kl.ayah_id left join penduduk ib on ib.id = kl.ibu_id`,
    where: [sql`kl.desa_id = ${desaId}`],
    sort: sort.expr,
    cast: sort.cast,
    tie: sql`kl.id`,
    order,
  });
}
