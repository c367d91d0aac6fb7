/** The village's read-only setting (issue 38, migration 0040): one row a village, none while writable. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { desaHanyaBaca } from '../db/schema.js';

export type HanyaBacaRow = typeof desaHanyaBaca.$inferSelect;

/** The village's row as its own scope reads it; `kunci` locks it for the change that follows. */
export async function bacaHanyaBaca(db: DbOrTx, desaId: string, kunci = false): Promise<HanyaBacaRow | undefined> {
  const query = db.select().from(desaHanyaBaca).where(eq(desaHanyaBaca.desaId, desaId));
  const [row] = kunci ? await query.for('update') : await query;
  return row;
}

export async function simpanHanyaBaca(db: DbOrTx, values: { desaId: string; hanyaBaca: boolean; alamatKabupaten: string | null; diubahOleh: string }): Promise<HanyaBacaRow> {
  const { desaId: _desaId, ...set } = values;
  const [row] = await db
    .insert(desaHanyaBaca)
    .values(values)
    .onConflictDoUpdate({ target: desaHanyaBaca.desaId, set: { ...set, diubahPada: sql`now()` } })
    .returning();
  return row!;
}
