import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { desa } from '../db/schema.js';

export type DesaRow = typeof desa.$inferSelect;

/** The village row of this deployment (written from the environment at every start). */
export async function findDesa(db: DbOrTx, desaId: string): Promise<DesaRow | undefined> {
  const [row] = await db.select().from(desa).where(eq(desa.id, desaId)).limit(1);
  return row;
}
