/** The closed months' reports (laporan_bulanan, migration 0027): stored once as issued, read as stored. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { laporanBulanan } from '../db/schema.js';
import { rowsOf } from './paging.js';

export type LaporanTutupRow = typeof laporanBulanan.$inferSelect;

export async function findLaporanTutup(db: DbOrTx, desaId: string, bulan: string): Promise<LaporanTutupRow | undefined> {
  const [row] = await db.select().from(laporanBulanan).where(and(eq(laporanBulanan.desaId, desaId), eq(laporanBulanan.bulan, bulan)));
  return row;
}

/** The village's last closed month, or null. */
export async function bulanTutupTerakhir(db: DbOrTx, desaId: string): Promise<string | null> {
  const [row] = await db.select({ bulan: laporanBulanan.bulan }).from(laporanBulanan).where(eq(laporanBulanan.desaId, desaId)).orderBy(desc(laporanBulanan.bulan)).limit(1);
  return row?.bulan ?? null;
}

export async function insertLaporanTutup(
  tx: DbOrTx,
  values: { desaId: string; bulan: string; isi: unknown; ditutupOlehId: string | null; ditutupOlehNama: string },
): Promise<LaporanTutupRow> {
  const [row] = await tx.insert(laporanBulanan).values(values).returning();
  return row as LaporanTutupRow;
}

/** Every closed report of month `bulan` the transaction sees (the regency's: every village's), by village. */
export async function laporanTutupBulan(db: DbOrTx, bulan: string): Promise<Map<string, LaporanTutupRow>> {
  const rows = await db.select().from(laporanBulanan).where(eq(laporanBulanan.bulan, bulan));
  return new Map(rows.map((r) => [r.desaId, r]));
}

/**
 * Each village's first month in `timeZone` (its own): the month of its first ledger record or of its
 * creation, whichever is earlier; one village (`desaId`) or every village the transaction sees.
 */
export async function bulanPertamaDesa(db: DbOrTx, timeZone: string, desaId?: string): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    select d.id, to_char(least(d.created_at, (select min(p.dicatat_pada) from peristiwa_penduduk p where p.desa_id = d.id)) at time zone ${timeZone}, 'YYYY-MM') as bulan
    from desa d where (${desaId ?? null}::uuid is null or d.id = ${desaId ?? null}::uuid)`);
  return new Map(rowsOf<{ id: string; bulan: string }>(result).map((r) => [String(r.id), String(r.bulan)]));
}
