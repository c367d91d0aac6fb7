/**
 * The imports' progress in PostgreSQL (issue 39; services/impor-progres-pg.ts): one row per import of
 * a village, its figures as the API's ImporPenduduk (isi), read by whichever app process serves the page.
 * Every statement runs in the village's transaction (row-level security, migration 0031).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { Schemas } from '../contract.js';
import { rowsOf as rowsOfPaging } from './paging.js';

type ImporPenduduk = Schemas['ImporPenduduk'];

const rowsOf = (r: unknown) => rowsOfPaging<{ isi: ImporPenduduk }>(r);

/** Running imports silent (no heartbeat) for `diamDetik` are ended as failed: their process died. */
export async function akhiriYangMati(tx: DbOrTx, desaId: string, diamDetik: number, pesan: string): Promise<void> {
  await tx.execute(sql`
    update impor_progres
       set berjalan = false, berakhir = clock_timestamp(),
           isi = isi || jsonb_build_object('status', 'gagal', 'diproses', 0, 'pesan', ${pesan}::text, 'selesai', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
     where desa_id = ${desaId} and berjalan and diperbarui < clock_timestamp() - make_interval(secs => ${diamDetik})`);
}

/** The village's running import, else its last one ended after `sejak`. */
export async function imporTerakhir(tx: DbOrTx, desaId: string, sejak: Date, hanyaBerjalan: boolean): Promise<ImporPenduduk | undefined> {
  const rows = rowsOf(
    await tx.execute(sql`
      select isi from impor_progres
       where desa_id = ${desaId} and (berjalan or (${!hanyaBerjalan} and berakhir >= ${sejak.toISOString()}::timestamptz))
       order by berjalan desc, isi->>'dimulai' desc limit 1`),
  );
  return rows[0]?.isi;
}

export async function imporById(tx: DbOrTx, desaId: string, id: string, sejak: Date): Promise<ImporPenduduk | undefined> {
  const rows = rowsOf(
    await tx.execute(sql`select isi from impor_progres where id = ${id} and desa_id = ${desaId} and (berjalan or berakhir >= ${sejak.toISOString()}::timestamptz)`),
  );
  return rows[0]?.isi;
}

/** False when the village has a running import already (the partial unique index). */
export async function sisipkanImpor(tx: DbOrTx, desaId: string, impor: ImporPenduduk): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      insert into impor_progres (id, desa_id, isi) values (${impor._id}, ${desaId}, ${JSON.stringify(impor)}::jsonb)
      on conflict (desa_id) where berjalan do nothing returning isi`),
  );
  return rows.length === 1;
}

/** The rows written so far, and the heartbeat. */
export async function majukanImpor(tx: DbOrTx, desaId: string, id: string, diproses: number | null): Promise<void> {
  await tx.execute(sql`
    update impor_progres
       set diperbarui = clock_timestamp(),
           isi = case when ${diproses}::int is null then isi else jsonb_set(isi, '{diproses}', to_jsonb(${diproses}::int)) end
     where id = ${id} and desa_id = ${desaId} and berjalan`);
}

export async function akhiriImpor(tx: DbOrTx, desaId: string, id: string, hasil: Partial<ImporPenduduk>): Promise<void> {
  await tx.execute(sql`
    update impor_progres set berjalan = false, berakhir = clock_timestamp(), isi = isi || ${JSON.stringify(hasil)}::jsonb
     where id = ${id} and desa_id = ${desaId}`);
}

/** Ended imports older than `sebelum` go. */
export async function hapusImporLama(tx: DbOrTx, desaId: string, sebelum: Date): Promise<void> {
  await tx.execute(sql`delete from impor_progres where desa_id = ${desaId} and not berjalan and berakhir < ${sebelum.toISOString()}::timestamptz`);
}
