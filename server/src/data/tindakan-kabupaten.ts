/**
 * The regency's actions in a village (tindakan_kabupaten, issue 33): written in the village's scope
 * (the console reaches it with asDesa), read by the village (its Super Admins' notice) and by the
 * regency's transactions (the console), acknowledged by the village. Behind migration 0022's policy.
 */
import { and, count, desc, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { tindakanKabupaten, type JenisTindakanKabupaten } from '../db/schema.js';
import { paging } from './paging.js';
import type { DaftarOpsi } from './cari/index.js';

export type TindakanKabupatenRow = typeof tindakanKabupaten.$inferSelect;
export type TindakanKabupatenDto = Schemas['TindakanKabupaten'];
export type TindakanKabupatenSort = Schemas['TindakanKabupatenSort'];

export function toTindakanDto(r: TindakanKabupatenRow): TindakanKabupatenDto {
  return {
    _id: r.id,
    jenis: r.jenis,
    username: r.username,
    pelaku: r.pelakuNama,
    alasan: r.alasan,
    createdAt: r.createdAt.toISOString(),
    diakui_pada: r.diakuiPada ? r.diakuiPada.toISOString() : null,
    diakui_oleh: r.diakuiOlehNama ?? null,
  };
}

export async function insertTindakan(
  db: DbOrTx,
  values: { desaId: string; jenis: JenisTindakanKabupaten; userId: string; username: string; pelakuId: string | null; pelakuNama: string; alasan: string },
): Promise<TindakanKabupatenRow> {
  const [row] = await db.insert(tindakanKabupaten).values(values).returning();
  return row as TindakanKabupatenRow;
}

/** A page of one village's actions, newest first unless sorted otherwise. */
export async function listTindakan(
  db: DbOrTx,
  desaId: string,
  { filter, ...q }: DaftarOpsi<{ belumDiakui?: boolean | undefined }, TindakanKabupatenSort>,
): Promise<{ rows: TindakanKabupatenRow[]; total: number }> {
  const { limit, offset } = paging(q);
  const conds: SQL[] = [eq(tindakanKabupaten.desaId, desaId)];
  if (filter.belumDiakui) conds.push(isNull(tindakanKabupaten.diakuiPada));
  const where = and(...conds);
  const dir = q.sort && q.order !== 'desc' ? asc : desc;
  const rows = await db.select().from(tindakanKabupaten).where(where).orderBy(dir(tindakanKabupaten.createdAt), dir(tindakanKabupaten.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(tindakanKabupaten).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Acknowledges one action of the village (the first acknowledgement stays); undefined when the village
 * has no such action. `baru` says whether this call acknowledged it.
 */
export async function akuiTindakan(
  db: DbOrTx,
  desaId: string,
  id: string,
  oleh: { id: string; nama: string },
): Promise<{ row: TindakanKabupatenRow; baru: boolean } | undefined> {
  const [updated] = await db
    .update(tindakanKabupaten)
    .set({ diakuiPada: sql`now()`, diakuiOlehId: oleh.id, diakuiOlehNama: oleh.nama })
    .where(and(eq(tindakanKabupaten.desaId, desaId), eq(tindakanKabupaten.id, id), isNull(tindakanKabupaten.diakuiPada)))
    .returning();
  if (updated) return { row: updated, baru: true };
  const [existing] = await db
    .select()
    .from(tindakanKabupaten)
    .where(and(eq(tindakanKabupaten.desaId, desaId), eq(tindakanKabupaten.id, id)));
  return existing ? { row: existing, baru: false } : undefined;
}
