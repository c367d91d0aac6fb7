/**
 * The regency's villages by modules (issue 40): a page of villages, then every module setting and
 * load report of those villages in one query each. Runs in the regency's transaction.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { modulDesa, modulMuat } from '../db/schema.js';
import { whereOf, type DesaFilter } from './kabupaten.js';
import type { ModulDesaRow, ModulDesaSort, MuatRow } from './modul.js';
import { direction, paging, rowsOf, type PageQuery } from './paging.js';

export interface DesaBaris {
  desaId: string;
  namaDesa: string;
  kecamatan: string;
  kodeWilayah: string | null;
  desaAktif: boolean;
}

const SORT_COLUMNS = {
  nama_desa: sql`lower(v.nama_desa)`,
  kecamatan: sql`lower(v.kecamatan)`,
  kode_wilayah: sql`v.kode_wilayah`,
} as const satisfies Record<ModulDesaSort, SQL>;

const toBaris = (r: Record<string, unknown>): DesaBaris => ({
  desaId: String(r.id),
  namaDesa: String(r.nama_desa),
  kecamatan: String(r.kecamatan),
  kodeWilayah: (r.kode_wilayah as string | null) ?? null,
  desaAktif: r.aktif === true || r.aktif === 't',
});

/** A page of villages (the villages' search and kecamatan) and how many match; `desaId` one village only. */
export async function listDesaBaris(db: DbOrTx, q: PageQuery<ModulDesaSort>, f: DesaFilter & { desaId?: string }): Promise<{ rows: DesaBaris[]; total: number }> {
  const { limit, offset } = paging(q);
  const d = direction(q.order);
  const where = f.desaId ? sql`${whereOf(f)} and v.id = ${f.desaId}` : whereOf(f);
  const sort = SORT_COLUMNS[q.sort ?? 'nama_desa'];
  const [page, count] = await Promise.all([
    db.execute(sql`select v.id, v.nama_desa, v.kecamatan, v.kode_wilayah, v.aktif from desa v
      where ${where} order by ${sort} ${d}, v.id ${d} limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from desa v where ${where}`),
  ]);
  return { rows: rowsOf<Record<string, unknown>>(page).map(toBaris), total: Number(rowsOf<{ total: unknown }>(count)[0]?.total ?? 0) };
}

/** Every module setting of these villages (a missing one follows the regency). */
export async function setelanDesa(db: DbOrTx, desaIds: string[]): Promise<ModulDesaRow[]> {
  if (desaIds.length === 0) return [];
  return db.select().from(modulDesa).where(inArray(modulDesa.desaId, desaIds));
}

/** Every load report of these villages' shells, all modules. */
export async function muatDesa(db: DbOrTx, desaIds: string[]): Promise<MuatRow[]> {
  if (desaIds.length === 0) return [];
  return db.select().from(modulMuat).where(inArray(modulMuat.desaId, desaIds));
}
