/**
 * The village's areas (issue 35, migration 0024): dusun, the RW under a dusun, the RT under an RW, and
 * who has their address there (kartu_keluarga.rt_id, penduduk.rt_id of a person living apart,
 * penduduk.wilayah_rt_id where each person lives). Every statement runs in the village's transaction
 * (row-level security) and names the village as well.
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { dusun, kartuKeluarga, penduduk, rt, rw } from '../db/schema.js';
import { formatAlamatDesa, nomorWilayah, type TingkatWilayah } from '@sid/openapi/domain';
import { samaDesa } from './sama-desa.js';
import { isUuid } from '../lib/ids.js';

export type DusunRow = typeof dusun.$inferSelect;
export type RwRow = typeof rw.$inferSelect;
export type RtRow = typeof rt.$inferSelect;

/** An area of any level, as the services handle it: its level, its name or number, its parent. */
export interface WilayahRow {
  id: string;
  tingkat: TingkatWilayah;
  /** A dusun's name; null for an RW or RT. */
  nama: string | null;
  /** An RW's or RT's number; null for a dusun. */
  nomor: number | null;
  indukId: string | null;
}

const TABLES = { dusun, rw, rt } as const;

/** The whole tree's rows, in the order the screen lists them. */
export async function bacaWilayah(db: DbOrTx, desaId: string): Promise<{ dusun: DusunRow[]; rw: RwRow[]; rt: RtRow[] }> {
  const [d, w, t] = await Promise.all([
    db.select().from(dusun).where(eq(dusun.desaId, desaId)).orderBy(sql`lower(${dusun.nama})`, asc(dusun.id)),
    db.select().from(rw).where(eq(rw.desaId, desaId)).orderBy(asc(rw.nomor), asc(rw.id)),
    db.select().from(rt).where(eq(rt.desaId, desaId)).orderBy(asc(rt.nomor), asc(rt.id)),
  ]);
  return { dusun: d, rw: w, rt: t };
}

/** Per RT: the family cards with their address there, and the people who live there. */
export async function jumlahPerRt(db: DbOrTx, desaId: string): Promise<Map<string, { kk: number; penduduk: number }>> {
  const [kartu, orang] = await Promise.all([
    db
      .select({ rtId: kartuKeluarga.rtId, n: sql<number>`count(*)::int` })
      .from(kartuKeluarga)
      .where(and(eq(kartuKeluarga.desaId, desaId), isNotNull(kartuKeluarga.rtId)))
      .groupBy(kartuKeluarga.rtId),
    db
      .select({ rtId: penduduk.wilayahRtId, n: sql<number>`count(*)::int` })
      .from(penduduk)
      .where(and(eq(penduduk.desaId, desaId), isNotNull(penduduk.wilayahRtId)))
      .groupBy(penduduk.wilayahRtId),
  ]);
  const out = new Map<string, { kk: number; penduduk: number }>();
  const at = (id: string) => out.get(id) ?? out.set(id, { kk: 0, penduduk: 0 }).get(id)!;
  for (const r of kartu) if (r.rtId) at(r.rtId).kk = r.n;
  for (const r of orang) if (r.rtId) at(r.rtId).penduduk = r.n;
  return out;
}

/** Area `id` of this village, whatever its level, locked for the change (FOR UPDATE); undefined when none. */
export async function kunciWilayah(tx: DbOrTx, desaId: string, id: string): Promise<WilayahRow | undefined> {
  const [d] = await tx.select().from(dusun).where(and(eq(dusun.id, id), eq(dusun.desaId, desaId))).for('update');
  if (d) return { id: d.id, tingkat: 'dusun', nama: d.nama, nomor: null, indukId: null };
  const [w] = await tx.select().from(rw).where(and(eq(rw.id, id), eq(rw.desaId, desaId))).for('update');
  if (w) return { id: w.id, tingkat: 'rw', nama: null, nomor: w.nomor, indukId: w.dusunId };
  const [t] = await tx.select().from(rt).where(and(eq(rt.id, id), eq(rt.desaId, desaId))).for('update');
  if (t) return { id: t.id, tingkat: 'rt', nama: null, nomor: t.nomor, indukId: t.rwId };
  return undefined;
}

/** A new area (its unique constraints refuse a name or number taken: a 409, domain/konflik.ts). */
export async function tambahWilayah(tx: DbOrTx, desaId: string, tingkat: TingkatWilayah, indukId: string | null, nama: string, nomor: number | null): Promise<WilayahRow> {
  if (tingkat === 'dusun') {
    const [d] = await tx.insert(dusun).values({ desaId, nama }).returning();
    return { id: d!.id, tingkat, nama: d!.nama, nomor: null, indukId: null };
  }
  if (tingkat === 'rw') {
    const [w] = await tx.insert(rw).values({ desaId, dusunId: indukId!, nomor: nomor! }).returning();
    return { id: w!.id, tingkat, nama: null, nomor: w!.nomor, indukId: w!.dusunId };
  }
  const [t] = await tx.insert(rt).values({ desaId, rwId: indukId!, nomor: nomor! }).returning();
  return { id: t!.id, tingkat, nama: null, nomor: t!.nomor, indukId: t!.rwId };
}

export async function ubahWilayah(tx: DbOrTx, area: WilayahRow, nama: string, nomor: number | null): Promise<WilayahRow> {
  const updatedAt = new Date();
  if (area.tingkat === 'dusun') await tx.update(dusun).set({ nama, updatedAt }).where(eq(dusun.id, area.id));
  else if (area.tingkat === 'rw') await tx.update(rw).set({ nomor: nomor!, updatedAt }).where(eq(rw.id, area.id));
  else await tx.update(rt).set({ nomor: nomor!, updatedAt }).where(eq(rt.id, area.id));
  return area.tingkat === 'dusun' ? { ...area, nama } : { ...area, nomor };
}

/** The RT ids at or under an area. */
export async function rtDi(tx: DbOrTx, area: Pick<WilayahRow, 'id' | 'tingkat'>): Promise<string[]> {
  if (area.tingkat === 'rt') return [area.id];
  const rwIds = area.tingkat === 'rw' ? [area.id] : (await tx.select({ id: rw.id }).from(rw).where(eq(rw.dusunId, area.id))).map((r) => r.id);
  if (rwIds.length === 0) return [];
  return (await tx.select({ id: rt.id }).from(rt).where(inArray(rt.rwId, rwIds))).map((r) => r.id);
}

/** True when a family card or a person has their address in one of these RT. */
export async function rtDipakai(tx: DbOrTx, rtIds: string[]): Promise<boolean> {
  if (rtIds.length === 0) return false;
  const [kartu] = await tx.select({ id: kartuKeluarga.id }).from(kartuKeluarga).where(inArray(kartuKeluarga.rtId, rtIds)).limit(1);
  if (kartu) return true;
  const [orang] = await tx.select({ id: penduduk.id }).from(penduduk).where(inArray(penduduk.rtId, rtIds)).limit(1);
  return orang !== undefined;
}

/** Deletes an area; the empty ones under it go with it (on delete cascade). */
export async function hapusWilayah(tx: DbOrTx, area: Pick<WilayahRow, 'id' | 'tingkat'>): Promise<void> {
  const table = TABLES[area.tingkat];
  await tx.delete(table).where(eq(table.id, area.id));
}

/** The children of an area (a dusun's RW, an RW's RT) with their numbers. */
export async function anakWilayah(tx: DbOrTx, area: Pick<WilayahRow, 'id' | 'tingkat'>): Promise<Array<{ id: string; nomor: number }>> {
  if (area.tingkat === 'dusun') return tx.select({ id: rw.id, nomor: rw.nomor }).from(rw).where(eq(rw.dusunId, area.id)).for('update');
  if (area.tingkat === 'rw') return tx.select({ id: rt.id, nomor: rt.nomor }).from(rt).where(eq(rt.rwId, area.id)).for('update');
  return [];
}

/** Moves a child (an RW, an RT) under another parent of the level above. */
export async function pindahkanAnak(tx: DbOrTx, tingkatAnak: 'rw' | 'rt', anakId: string, indukId: string): Promise<void> {
  if (tingkatAnak === 'rw') await tx.update(rw).set({ dusunId: indukId, updatedAt: new Date() }).where(eq(rw.id, anakId));
  else await tx.update(rt).set({ rwId: indukId, updatedAt: new Date() }).where(eq(rt.id, anakId));
}

/** Every family card and person with their address in RT `dari` takes RT `ke` (the members' wilayah_rt_id follows by trigger). */
export async function pindahkanPemakaiRt(tx: DbOrTx, dari: string, ke: string): Promise<void> {
  await tx.update(kartuKeluarga).set({ rtId: ke, updatedAt: new Date() }).where(eq(kartuKeluarga.rtId, dari));
  await tx.update(penduduk).set({ rtId: ke }).where(eq(penduduk.rtId, dari));
}

// ------------------------------------------------------------------ addresses here (issue 35)

/** The area columns of an address, read through `rt` -> `rw` -> `dusun` (joined by `withArea`). */
export const areaKolom = { rtId: rt.id, rt: rt.nomor, rwId: rw.id, rw: rw.nomor, dusunId: dusun.id, dusun: dusun.nama };
export type AreaRow = { rtId: string | null; rt: number | null; rwId: string | null; rw: number | null; dusunId: string | null; dusun: string | null };

/** The left joins of areaKolom to a query, from the RT column `rtCol` of a row of village `desaCol`. */
export function withArea<Q extends { leftJoin: (...args: never[]) => unknown }>(query: Q, rtCol: PgColumn, desaCol: PgColumn) {
  // One village either way: said, so the row-level policy is checked once per query (data/sama-desa.ts).
  const q = query as unknown as { leftJoin: (t: unknown, on: SQL) => typeof q };
  return q
    .leftJoin(rt, samaDesa(eq(rt.id, rtCol), rt.desaId, desaCol))
    .leftJoin(rw, samaDesa(eq(rw.id, rt.rwId), rw.desaId, rt.desaId))
    .leftJoin(dusun, samaDesa(eq(dusun.id, rw.dusunId), dusun.desaId, rw.desaId)) as unknown as Q;
}

/** The contract's AlamatDesa of an area row and its street or house text. */
export function alamatDesaDto(found: AreaRow | null, alamat: string): Schemas['AlamatDesa'] {
  // drizzle answers a nested selection of left-joined columns that are all null as null.
  const area = found ?? { rtId: null, rt: null, rwId: null, rw: null, dusunId: null, dusun: null };
  const parts = { dusun: area.dusun, rw: area.rw === null ? null : nomorWilayah(area.rw), rt: area.rt === null ? null : nomorWilayah(area.rt), alamat };
  return { dusun_id: area.dusunId, dusun: parts.dusun, rw_id: area.rwId, rw: parts.rw, rt_id: area.rtId, rt: parts.rt, alamat, teks: formatAlamatDesa(parts) };
}

/** RT `id` of this village, or undefined. */
export async function findRt(db: DbOrTx, desaId: string, id: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: rt.id }).from(rt).where(and(eq(rt.id, id), eq(rt.desaId, desaId)));
  return row;
}

/** The areas a list may be filtered by (query parameters dusun_id, rw_id, rt_id). */
export interface WilayahQuery {
  dusun_id?: string | undefined;
  rw_id?: string | undefined;
  rt_id?: string | undefined;
}

/**
 * "Lives in the most specific area named" (an RT, else an RW, else a dusun) over an RT column of a row
 * of village `desaId`; undefined when no area is named. An id of no area of the village matches nothing.
 */
export function saringWilayah(desaId: string, col: SQL, q: WilayahQuery): SQL | undefined {
  const id = q.rt_id || q.rw_id || q.dusun_id;
  // The contract's Id is any short text: one that is no UUID is no area (nothing found, never a 400).
  if (id && !isUuid(id)) return sql`false`;
  if (q.rt_id) return sql`${col} = ${q.rt_id}::uuid`;
  if (q.rw_id) return sql`${col} in (select t.id from rt t where t.rw_id = ${q.rw_id}::uuid and t.desa_id = ${desaId})`;
  if (q.dusun_id) {
    return sql`${col} in (select t.id from rt t join rw w on w.id = t.rw_id and w.desa_id = t.desa_id
      where w.dusun_id = ${q.dusun_id}::uuid and t.desa_id = ${desaId})`;
  }
  return undefined;
}

/**
 * After an area's name or number changed (rename, merge): the stored alamat_asal of the members of the
 * ordinary cards with their address in these RT (not living apart) takes the address's new text, as
 * saving the card's address does (data/kartu-keluarga.ts updateAlamatKartu); the sort by address and the
 * CSV read the stored text.
 */
export async function tulisUlangAlamatDi(tx: DbOrTx, desaId: string, rtIds: string[]): Promise<void> {
  if (rtIds.length === 0) return;
  const cards = await withArea(
    tx.select({ id: kartuKeluarga.id, alamat: kartuKeluarga.alamat, area: areaKolom }).from(kartuKeluarga),
    kartuKeluarga.rtId,
    kartuKeluarga.desaId,
  ).where(and(eq(kartuKeluarga.desaId, desaId), inArray(kartuKeluarga.rtId, rtIds), eq(kartuKeluarga.dataMasuk, false)));
  const PER_STATEMENT = 500;
  for (let i = 0; i < cards.length; i += PER_STATEMENT) {
    const values = cards.slice(i, i + PER_STATEMENT).map((k) => sql`(${k.id}::uuid, ${alamatDesaDto(k.area, k.alamat).teks})`);
    await tx.execute(sql`update penduduk p set alamat_asal = v.teks from (values ${sql.join(values, sql`, `)}) as v(kk_id, teks)
      where p.kk_id = v.kk_id and p.desa_id = ${desaId} and p.rt_id is null and p.alamat_asal is distinct from v.teks`);
  }
  // The members of ordinary cards who live apart in these RT: their own address's new text.
  const sendiri = await withArea(
    tx.select({ id: penduduk.id, alamat: penduduk.alamat, area: areaKolom }).from(penduduk)
      .innerJoin(kartuKeluarga, samaDesa(eq(kartuKeluarga.id, penduduk.kkId), kartuKeluarga.desaId, penduduk.desaId)),
    penduduk.rtId,
    penduduk.desaId,
  ).where(and(eq(penduduk.desaId, desaId), inArray(penduduk.rtId, rtIds), eq(kartuKeluarga.dataMasuk, false)));
  for (let i = 0; i < sendiri.length; i += PER_STATEMENT) {
    const values = sendiri.slice(i, i + PER_STATEMENT).map((o) => sql`(${o.id}::uuid, ${alamatDesaDto(o.area, o.alamat).teks})`);
    await tx.execute(sql`update penduduk p set alamat_asal = v.teks from (values ${sql.join(values, sql`, `)}) as v(id, teks)
      where p.id = v.id and p.desa_id = ${desaId} and p.alamat_asal is distinct from v.teks`);
  }
}

/** The address of RT `rtId` with the text `alamat`, as the contract gives it. */
export async function alamatRt(db: DbOrTx, desaId: string, rtId: string, alamat: string): Promise<Schemas['AlamatDesa']> {
  const [row] = await db
    .select(areaKolom)
    .from(rt)
    .innerJoin(rw, samaDesa(eq(rw.id, rt.rwId), rw.desaId, rt.desaId))
    .innerJoin(dusun, samaDesa(eq(dusun.id, rw.dusunId), dusun.desaId, rw.desaId))
    .where(and(eq(rt.id, rtId), eq(rt.desaId, desaId)));
  return alamatDesaDto(row ?? null, alamat);
}
