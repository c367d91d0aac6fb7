/** What the backups ask the database outside any village's scope (as its owner). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The villages on this server: one is a single-village install, more a regency. */
export async function jumlahDesa(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from desa`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}
