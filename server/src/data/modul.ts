/**
 * Module releases and rollout: the rows of migration 0009. The regency's writes run in its
 * transaction (withKabupaten); what /api/config and the module gate read runs as the owner, before
 * any village transaction (src/modul/penugasan.ts).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { desa, modulDesa, modulKabupaten, modulMuat, modulRilis } from '../db/schema.js';
import { direction, paging, rowsOf, type PageQuery } from './paging.js';
import { whereOf, type DesaFilter } from './kabupaten.js';

export type RilisRow = typeof modulRilis.$inferSelect;
export type ModulKabupatenRow = typeof modulKabupaten.$inferSelect;
export type ModulDesaRow = typeof modulDesa.$inferSelect;
export type ModulDesaSort = Schemas['ModulDesaSort'];

/** The built-in build in modul_muat.versi (its primary key cannot hold a null). */
export const VERSI_BAWAAN_KEY = '';

export const semuaRilis = (db: DbOrTx): Promise<RilisRow[]> => db.select().from(modulRilis);

export async function findRilis(db: DbOrTx, modulId: string, versi: string): Promise<RilisRow | undefined> {
  const [row] = await db.select().from(modulRilis).where(and(eq(modulRilis.modulId, modulId), eq(modulRilis.versi, versi)));
  return row;
}

export async function insertRilis(db: DbOrTx, row: typeof modulRilis.$inferInsert): Promise<RilisRow> {
  const [inserted] = await db.insert(modulRilis).values(row).returning();
  return inserted as RilisRow;
}

export const semuaModulKabupaten = (db: DbOrTx): Promise<ModulKabupatenRow[]> => db.select().from(modulKabupaten);

export async function lockModulKabupaten(db: DbOrTx, modulId: string): Promise<ModulKabupatenRow | undefined> {
  // The row may not exist yet: the advisory lock orders two changes of one module's default.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sid:modul-kabupaten:${modulId}`}))`);
  const [row] = await db.select().from(modulKabupaten).where(eq(modulKabupaten.modulId, modulId));
  return row;
}

export async function simpanModulKabupaten(db: DbOrTx, row: Omit<typeof modulKabupaten.$inferInsert, 'updatedAt'>): Promise<void> {
  const set = { versi: row.versi ?? null, versiSebelumnya: row.versiSebelumnya ?? null, adaSebelumnya: row.adaSebelumnya ?? false, updatedAt: new Date() };
  await db.insert(modulKabupaten).values({ ...row, ...set }).onConflictDoUpdate({ target: modulKabupaten.modulId, set });
}

/** A village's own settings of every module (none: it follows the regency everywhere). */
export const modulDesaOf = (db: DbOrTx, desaId: string): Promise<ModulDesaRow[]> => db.select().from(modulDesa).where(eq(modulDesa.desaId, desaId));

/** Is the module switched off for the village? (No row: `nonaktifAwal`, the module's starting state.) */
export async function modulNonaktif(db: DbOrTx, desaId: string, modulId: string, nonaktifAwal = false): Promise<boolean> {
  const [row] = await db
    .select({ aktif: modulDesa.aktif })
    .from(modulDesa)
    .where(and(eq(modulDesa.desaId, desaId), eq(modulDesa.modulId, modulId)));
  return row === undefined ? nonaktifAwal : !row.aktif;
}

/** The villages' rows of one module, locked for a change (missing rows are villages that follow the regency). */
export async function lockModulDesa(db: DbOrTx, modulId: string, desaIds: string[]): Promise<Map<string, ModulDesaRow>> {
  if (desaIds.length === 0) return new Map();
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sid:modul-desa:${modulId}`}))`);
  const rows = await db
    .select()
    .from(modulDesa)
    .where(and(eq(modulDesa.modulId, modulId), inArray(modulDesa.desaId, desaIds)))
    .for('update');
  return new Map(rows.map((r) => [r.desaId, r]));
}

export async function simpanModulDesa(db: DbOrTx, row: Omit<typeof modulDesa.$inferInsert, 'updatedAt'>): Promise<void> {
  const set = { aktif: row.aktif ?? true, versi: row.versi ?? null, versiSebelumnya: row.versiSebelumnya ?? null, adaSebelumnya: row.adaSebelumnya ?? false, updatedAt: new Date() };
  await db.insert(modulDesa).values({ ...row, ...set }).onConflictDoUpdate({ target: [modulDesa.desaId, modulDesa.modulId], set });
}

export interface HitungModulDesa {
  /** Villages with the module switched off; `belumAktif`: villages with no setting yet (of all `jumlahDesa`). */
  nonaktif: number;
  khusus: number;
  aktif: number;
}

/** Counts for the overview: villages that switched each module on or off, and that pin a version; and how many villages there are. */
export async function hitungModulDesa(db: DbOrTx): Promise<{ perModul: Map<string, HitungModulDesa>; jumlahDesa: number }> {
  const [rows, [semua]] = await Promise.all([
    db
      .select({
        modulId: modulDesa.modulId,
        nonaktif: sql<number>`count(*) filter (where not ${modulDesa.aktif})::int`,
        aktif: sql<number>`count(*) filter (where ${modulDesa.aktif})::int`,
        khusus: sql<number>`count(*) filter (where ${modulDesa.versi} is not null)::int`,
      })
      .from(modulDesa)
      .groupBy(modulDesa.modulId),
    db.select({ n: sql<number>`count(*)::int` }).from(desa),
  ]);
  const perModul = new Map(rows.map((r) => [r.modulId, { nonaktif: Number(r.nonaktif), aktif: Number(r.aktif), khusus: Number(r.khusus) }]));
  return { perModul, jumlahDesa: Number(semua?.n ?? 0) };
}

/** The villages a rollout names: by id (every one must exist) or all of a kecamatan. */
export async function desaTerpilih(db: DbOrTx, pilihan: { desaIds?: string[] | undefined; kecamatan?: string | undefined }) {
  const cols = { id: desa.id, namaDesa: desa.namaDesa };
  if (pilihan.desaIds) return db.select(cols).from(desa).where(inArray(desa.id, pilihan.desaIds));
  return db.select(cols).from(desa).where(eq(desa.kecamatan, pilihan.kecamatan ?? ''));
}

const SORT_COLUMNS = {
  nama_desa: sql`lower(v.nama_desa)`,
  kecamatan: sql`lower(v.kecamatan)`,
  kode_wilayah: sql`v.kode_wilayah`,
} as const satisfies Record<ModulDesaSort, SQL>;

export interface ModulDesaBaris {
  desaId: string;
  namaDesa: string;
  kecamatan: string;
  kodeWilayah: string | null;
  desaAktif: boolean;
  setelan: Pick<ModulDesaRow, 'aktif' | 'versi' | 'versiSebelumnya' | 'adaSebelumnya'> | null;
}

/** A page of villages with their setting of one module. */
export async function listModulDesaRows(db: DbOrTx, modulId: string, q: PageQuery<ModulDesaSort>, f: DesaFilter): Promise<{ rows: ModulDesaBaris[]; total: number }> {
  const { limit, offset } = paging(q);
  const d = direction(q.order);
  const where = whereOf(f);
  const sort = SORT_COLUMNS[q.sort ?? 'nama_desa'];
  const [page, count] = await Promise.all([
    db.execute(sql`
      select v.id, v.nama_desa, v.kecamatan, v.kode_wilayah, v.aktif as desa_aktif,
        md.aktif, md.versi, md.versi_sebelumnya, md.ada_sebelumnya
      from desa v left join modul_desa md on md.desa_id = v.id and md.modul_id = ${modulId}
      where ${where} order by ${sort} ${d}, v.id ${d} limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from desa v where ${where}`),
  ]);
  const rows = rowsOf<Record<string, unknown>>(page).map((r): ModulDesaBaris => ({
    desaId: String(r.id),
    namaDesa: String(r.nama_desa),
    kecamatan: String(r.kecamatan),
    kodeWilayah: (r.kode_wilayah as string | null) ?? null,
    desaAktif: r.desa_aktif === true,
    setelan:
      r.aktif === null || r.aktif === undefined
        ? null
        : { aktif: r.aktif === true, versi: (r.versi as string | null) ?? null, versiSebelumnya: (r.versi_sebelumnya as string | null) ?? null, adaSebelumnya: r.ada_sebelumnya === true },
  }));
  return { rows, total: Number(rowsOf<{ total: unknown }>(count)[0]?.total ?? 0) };
}

export type MuatRow = typeof modulMuat.$inferSelect;

/** What the villages' shells reported for one module. */
export async function muatModulDesa(db: DbOrTx, modulId: string, desaIds: string[]): Promise<MuatRow[]> {
  if (desaIds.length === 0) return [];
  return db.select().from(modulMuat).where(and(eq(modulMuat.modulId, modulId), inArray(modulMuat.desaId, desaIds)));
}

/** Counts one report of the caller's village (its transaction fills desa_id). */
export async function catatMuat(db: DbOrTx, r: { modulId: string; versi: string; berhasil: boolean; alasan: string | null }): Promise<void> {
  const now = new Date();
  const values = r.berhasil
    ? { modulId: r.modulId, versi: r.versi, berhasil: 1, dimuatTerakhir: now }
    : { modulId: r.modulId, versi: r.versi, gagal: 1, gagalTerakhir: now, alasanTerakhir: r.alasan };
  const set = r.berhasil
    ? { berhasil: sql`${modulMuat.berhasil} + 1`, dimuatTerakhir: now }
    : { gagal: sql`${modulMuat.gagal} + 1`, gagalTerakhir: now, alasanTerakhir: r.alasan };
  await db.insert(modulMuat).values(values).onConflictDoUpdate({ target: [modulMuat.desaId, modulMuat.modulId, modulMuat.versi], set });
}
