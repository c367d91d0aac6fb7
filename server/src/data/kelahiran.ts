/** Birth records: the child's fields, both parents (residents of this village, found by NIK) and the signer. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { kelahiran, signatures } from '../db/schema.js';
import { csvTable, dateColumn, enumColumn, optionalNumberColumn, textColumn } from './ekspor/kolom.js';
import type { DaftarEkspor } from './ekspor/baca.js';
import { inOrderOf, listPage } from './paging.js';
import { loadPendudukByIds } from './penduduk.js';
import { signatureDto } from './signatures.js';
import { searchCondition, whereAll, type DaftarOpsi, type UrutOpsi } from './cari/index.js';
import { samaDesa } from './sama-desa.js';

export type KelahiranRow = typeof kelahiran.$inferSelect;
export type KelahiranDto = Schemas['Kelahiran'];
/** The birth's own fields (the parents travel as NIKs and are stored as their resident ids). */
export type KelahiranFields = Omit<Schemas['KelahiranUpdateInput'], 'nik_ayah' | 'nik_ibu'>;
export type KelahiranSort = Schemas['KelahiranSort'];

export const KELAHIRAN_TIDAK_DITEMUKAN = 'Data kelahiran tidak ditemukan';

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

export async function insertKelahiran(tx: DbOrTx, fields: KelahiranFields, values: { desaId: string; ayahId: string; ibuId: string }): Promise<string> {
  const [row] = await tx
    .insert(kelahiran)
    .values({ ...kelahiranValues(fields), ...values })
    .returning({ id: kelahiran.id });
  return (row as { id: string }).id;
}

/** The fields sent, and a parent (their resident id) when corrected. */
export async function updateKelahiranRow(tx: DbOrTx, id: string, fields: KelahiranFields, parents: { ayahId?: string; ibuId?: string } = {}): Promise<void> {
  await tx.update(kelahiran).set({ ...kelahiranValues(fields), ...parents, updatedAt: new Date() }).where(eq(kelahiran.id, id));
}

/** Deletes a birth record; its signer goes with it (ON DELETE CASCADE). */
export async function deleteKelahiranRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(kelahiran).where(eq(kelahiran.id, id));
}

/** Locks a birth record of this village (FOR UPDATE). */
export async function lockKelahiran(tx: DbOrTx, desaId: string, id: string): Promise<KelahiranRow | undefined> {
  const [row] = await tx
    .select()
    .from(kelahiran)
    .where(and(eq(kelahiran.id, id), eq(kelahiran.desaId, desaId)))
    .for('update');
  return row;
}

/** Births by id, in the order of `ids`, with both parents (resident records) and the signer. */
export async function loadKelahiranByIds(db: DbOrTx, desaId: string, ids: string[]): Promise<KelahiranDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ k: kelahiran, s: signatures })
    .from(kelahiran)
    .leftJoin(signatures, samaDesa(eq(signatures.kelahiranId, kelahiran.id), signatures.desaId, kelahiran.desaId))
    .where(and(eq(kelahiran.desaId, desaId), inArray(kelahiran.id, ids)));
  const parentIds = [...new Set(rows.flatMap((r) => [r.k.ayahId, r.k.ibuId]).filter((id): id is string => !!id))];
  const parents = new Map((await loadPendudukByIds(db, desaId, parentIds)).map((p) => [p._id, p]));
  const byId = new Map<string, KelahiranDto>();
  for (const { k, s } of rows) {
    byId.set(k.id, {
      _id: k.id,
      nik: k.nik,
      nama: k.nama,
      // The enum columns hold what the contract validated on the way in ('' = not given).
      jenis_kelamin: (k.jenisKelamin || null) as Schemas['JenisKelamin'] | null,
      tempat_lahir: k.tempatLahir,
      tanggal_lahir: k.tanggalLahir,
      agama: (k.agama || null) as Schemas['Agama'] | null,
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
  return inOrderOf(ids, byId);
}

export async function loadKelahiran(db: DbOrTx, desaId: string, id: string): Promise<KelahiranDto | undefined> {
  return (await loadKelahiranByIds(db, desaId, [id]))[0];
}

/** Sort keys over `kelahiran kl`. */
const KELAHIRAN_SORT: Record<KelahiranSort, { expr: ReturnType<typeof sql>; cast: string }> = {
  nama: { expr: sql`kl.nama`, cast: 'text' },
  jenis_kelamin: { expr: sql`coalesce(kl.jenis_kelamin, '')`, cast: 'text' },
  tempat_lahir: { expr: sql`kl.tempat_lahir`, cast: 'text' },
  tanggal_lahir: { expr: sql`coalesce(kl.tanggal_lahir, '0001-01-01'::date)`, cast: 'date' },
  agama: { expr: sql`kl.agama`, cast: 'text' },
  hubungan_pelapor: { expr: sql`kl.hubungan_pelapor`, cast: 'text' },
  createdAt: { expr: sql`kl.created_at`, cast: 'timestamptz' },
};

/** The search box over births: the baby's name and NIK, the letter number, the parents' names. */
const cariKelahiran = (q: string | undefined) =>
  searchCondition(q, {
    text: [
      sql`kl.nama`,
      sql`kl.nomor_surat_kelahiran`,
      sql`(select x.nama_lengkap from penduduk x where x.id = kl.ayah_id)`,
      sql`(select x.nama_lengkap from penduduk x where x.id = kl.ibu_id)`,
    ],
    numbers: [sql`kl.nik`],
  });

/** The births list's filter: its search box. */
export type KelahiranFilter = { q?: string | undefined };

export async function listKelahiran(db: DbOrTx, desaId: string, { filter, ...q }: DaftarOpsi<KelahiranFilter, KelahiranSort>) {
  const from = whereAll(sql`kelahiran kl where kl.desa_id = ${desaId}`, [cariKelahiran(filter.q)]);
  const plan = { from, id: sql`kl.id`, sort: KELAHIRAN_SORT[q.sort ?? 'createdAt'].expr };
  return listPage(db, q, plan, (ids) => loadKelahiranByIds(db, desaId, ids));
}

/** data_kelahiran_{date}.csv, over `kelahiran kl` and the parents `ay`, `ib`. */
export const KELAHIRAN_CSV = csvTable([
  optionalNumberColumn('NIK', sql`kl.nik`),
  textColumn('Nama Lengkap', sql`kl.nama`),
  textColumn('Jenis Kelamin', sql`coalesce(kl.jenis_kelamin, '')`),
  textColumn('Tempat Lahir', sql`kl.tempat_lahir`),
  dateColumn('Tanggal Lahir', sql`kl.tanggal_lahir`),
  textColumn('Hari Kelahiran', sql`kl.hari_kelahiran`),
  enumColumn('Jam Lahir', sql`coalesce(to_char(kl.jam_lahir, 'HH24:MI'), '')`),
  textColumn('Agama', sql`kl.agama`),
  textColumn('Pelapor', sql`kl.hubungan_pelapor`),
  textColumn('Nomor Surat Kelahiran', sql`kl.nomor_surat_kelahiran`),
  textColumn('Nama Ayah', sql`coalesce(ay.nama_lengkap, '')`),
  textColumn('Nama Ibu', sql`coalesce(ib.nama_lengkap, '')`),
]);

/** The births of the list's search (`q`, as listKelahiran), in its order, with their parents `ay`, `ib`. */
export function kelahiranEkspor(desaId: string, { filter, sort = 'createdAt', order = 'asc' }: UrutOpsi<KelahiranFilter, KelahiranSort>): DaftarEkspor {
  const urut = KELAHIRAN_SORT[sort];
  const where = whereAll(sql`kl.desa_id = ${desaId}`, [cariKelahiran(filter.q)]);
  return {
    table: KELAHIRAN_CSV,
    rows: {
      from: sql`kelahiran kl left join penduduk ay on ay.id = kl.ayah_id and ay.desa_id = kl.desa_id left join penduduk ib on ib.id = kl.ibu_id and ib.desa_id = kl.desa_id`,
      where: [where],
      sort: urut.expr,
      cast: urut.cast,
      tie: sql`kl.id`,
      order,
    },
  };
}
