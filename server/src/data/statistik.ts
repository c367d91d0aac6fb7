import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { statistikDesa } from '../db/schema.js';

/**
 * A running total of the village from statistik_desa (kept exact by triggers, migration 0003): the
 * total of an unfiltered list without counting its table.
 */
export async function statistikTotal(db: DbOrTx, desaId: string, column: 'penduduk' | 'kartuKeluarga' | 'kartuMasuk' | 'meninggal' | 'pendudukKeluar'): Promise<number> {
  const [row] = await db.select({ total: statistikDesa[column] }).from(statistikDesa).where(eq(statistikDesa.desaId, desaId));
  return Number(row?.total ?? 0);
}
