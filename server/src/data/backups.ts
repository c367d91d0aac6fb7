/** What the backups ask the database outside any village's scope (as its owner). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The villages on this server: one is a single-village install, more a regency. */
export async function jumlahDesa(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from desa`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

/** A standalone install (issue 38): one village and no Admin Kabupaten (as db/seed.ts reads it). */
export async function desaMandiri(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select not exists (select 1 from users where role = 'Admin Kabupaten') and (select count(*) from desa) = 1 as mandiri`,
  )) as unknown as { rows: Array<{ mandiri: boolean }> };
  return result.rows[0]?.mandiri === true;
}
