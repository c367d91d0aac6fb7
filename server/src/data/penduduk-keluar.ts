/**
 * Moved-out records (penduduk_keluar): one proposer (urutan 0) and its followers in
 * penduduk_keluar_anggota, each with the status they had before. The list and its CSV are in
 * penduduk-keluar-list.ts.
 */
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { keteranganKeluar, pendudukKeluar, pendudukKeluarAnggota, signatures } from '../db/schema.js';
import type { StatusPenduduk } from '../domain/status-penduduk.js';
import { storedNamesById } from './files.js';
import type { FileLinks } from '../lib/files.js';
import { inOrderOf } from './paging.js';
import { deleteKeteranganKeluarOf, keteranganKeluarDto } from './keterangan-keluar.js';
import { loadPendudukByIds, type PendudukDto } from './penduduk.js';
import { signatureDto } from './signatures.js';
import { samaDesa } from './sama-desa.js';

export type PendudukKeluarRow = typeof pendudukKeluar.$inferSelect;
export type AnggotaKeluarRow = typeof pendudukKeluarAnggota.$inferSelect;
export type PendudukKeluarDto = Schemas['PendudukKeluar'];
export type PendudukKeluarSort = Schemas['PendudukKeluarSort'];

export const PENDUDUK_KELUAR_TIDAK_DITEMUKAN = 'Data penduduk keluar tidak ditemukan';

/**
 * The open record of a family card: one without a statement yet (the newest, should there be more).
 * Locked, so two single moves from one family at the same moment append one after the other.
 */
export async function lockOpenRecord(tx: DbOrTx, desaId: string, kkId: string): Promise<PendudukKeluarRow | undefined> {
  const [row] = await tx
    .select({ r: pendudukKeluar })
    .from(pendudukKeluar)
    .leftJoin(keteranganKeluar, samaDesa(eq(keteranganKeluar.pendudukKeluarId, pendudukKeluar.id), keteranganKeluar.desaId, pendudukKeluar.desaId))
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.kkId, kkId), isNull(keteranganKeluar.id)))
    .orderBy(desc(pendudukKeluar.createdAt), desc(pendudukKeluar.id))
    .limit(1)
    .for('update', { of: pendudukKeluar });
  return row?.r;
}

/** Locks a moved-out record of this village (FOR UPDATE). */
export async function lockRecord(tx: DbOrTx, desaId: string, id: string): Promise<PendudukKeluarRow | undefined> {
  const [row] = await tx
    .select()
    .from(pendudukKeluar)
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.id, id)))
    .for('update');
  return row;
}

/** The card of a record of this village (read before the card is locked, then the record). */
export async function kartuOfRecord(db: DbOrTx, desaId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ kkId: pendudukKeluar.kkId })
    .from(pendudukKeluar)
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.id, id)));
  return row?.kkId;
}

export async function insertRecord(tx: DbOrTx, desaId: string, kkId: string): Promise<PendudukKeluarRow> {
  const [row] = await tx.insert(pendudukKeluar).values({ desaId, kkId }).returning();
  return row as PendudukKeluarRow;
}

/** Deletes a record with its statement; its people and signer go with it (ON DELETE CASCADE). The statement's file ids. */
export async function deleteRecord(tx: DbOrTx, id: string): Promise<Array<string | null>> {
  const fileIds = await deleteKeteranganKeluarOf(tx, id);
  await tx.delete(pendudukKeluar).where(eq(pendudukKeluar.id, id));
  return fileIds;
}

/** The people of a record in order (proposer first), with the status each had before moving out. */
export async function anggotaOf(tx: DbOrTx, recordId: string): Promise<AnggotaKeluarRow[]> {
  return tx
    .select()
    .from(pendudukKeluarAnggota)
    .where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId))
    .orderBy(asc(pendudukKeluarAnggota.urutan));
}

/** Appends people to a record in order (the first of an empty record becomes its proposer). */
export async function appendAnggota(tx: DbOrTx, recordId: string, people: Array<{ id: string; sebelumnya: StatusPenduduk }>): Promise<void> {
  if (people.length === 0) return;
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${pendudukKeluarAnggota.urutan}) + 1, 0)::int` })
    .from(pendudukKeluarAnggota)
    .where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId));
  await tx.insert(pendudukKeluarAnggota).values(
    people.map((p, i) => ({ pendudukKeluarId: recordId, pendudukId: p.id, urutan: Number(next) + i, statusSebelumnya: p.sebelumnya })),
  );
  await tx.update(pendudukKeluar).set({ updatedAt: sql`now()` }).where(eq(pendudukKeluar.id, recordId));
}

/**
 * Takes a person out of their moved-out record (they are deleted, or their move is cancelled): the
 * people after them move up one place, so the next one becomes the proposer when the proposer leaves;
 * a record left with nobody is deleted with its statement and signer. Returns the file ids the deleted
 * statement owned.
 */
export async function removeAnggota(tx: DbOrTx, pendudukId: string): Promise<Array<string | null>> {
  const [anggota] = await tx.delete(pendudukKeluarAnggota).where(eq(pendudukKeluarAnggota.pendudukId, pendudukId)).returning();
  if (!anggota) return [];
  const recordId = anggota.pendudukKeluarId;
  if ((await anggotaOf(tx, recordId)).length === 0) return deleteRecord(tx, recordId);
  // Two steps: (record, urutan) is unique at every row, so shift out of the way first.
  const moved = and(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId), gte(pendudukKeluarAnggota.urutan, anggota.urutan));
  await tx.update(pendudukKeluarAnggota).set({ urutan: sql`${pendudukKeluarAnggota.urutan} + 1000000` }).where(moved);
  await tx
    .update(pendudukKeluarAnggota)
    .set({ urutan: sql`${pendudukKeluarAnggota.urutan} - 1000001` })
    .where(and(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId), gte(pendudukKeluarAnggota.urutan, 1000000)));
  await tx.update(pendudukKeluar).set({ updatedAt: sql`now()` }).where(eq(pendudukKeluar.id, recordId));
  return [];
}

/**
 * Moved-out records by id, in the order of `ids`: the people in order (proposer first), the statement
 * (photo as a signed link when `links` is given) and the signer. Four queries for any number of records.
 */
export async function loadPendudukKeluarByIds(db: DbOrTx, desaId: string, ids: string[], links?: FileLinks): Promise<PendudukKeluarDto[]> {
  if (ids.length === 0) return [];
  const [rows, people] = await Promise.all([
    db
      .select({ r: pendudukKeluar, k: keteranganKeluar, s: signatures })
      .from(pendudukKeluar)
      .leftJoin(keteranganKeluar, samaDesa(eq(keteranganKeluar.pendudukKeluarId, pendudukKeluar.id), keteranganKeluar.desaId, pendudukKeluar.desaId))
      .leftJoin(signatures, samaDesa(eq(signatures.pendudukKeluarId, pendudukKeluar.id), signatures.desaId, pendudukKeluar.desaId))
      .where(and(eq(pendudukKeluar.desaId, desaId), inArray(pendudukKeluar.id, ids))),
    db
      .select({ recordId: pendudukKeluarAnggota.pendudukKeluarId, id: pendudukKeluarAnggota.pendudukId })
      .from(pendudukKeluarAnggota)
      .where(inArray(pendudukKeluarAnggota.pendudukKeluarId, ids))
      .orderBy(asc(pendudukKeluarAnggota.pendudukKeluarId), asc(pendudukKeluarAnggota.urutan)),
  ]);
  const [residents, names] = await Promise.all([
    loadPendudukByIds(db, desaId, people.map((p) => p.id)),
    links ? storedNamesById(db, rows.map((r) => r.k?.fotoPengusulId)) : Promise.resolve(new Map<string, string>()),
  ]);
  const residentById = new Map(residents.map((p) => [p._id, p]));
  const peopleOf = new Map<string, PendudukDto[]>();
  for (const p of people) {
    const dto = residentById.get(p.id);
    if (!dto) continue;
    peopleOf.set(p.recordId, [...(peopleOf.get(p.recordId) ?? []), dto]);
  }
  const byId = new Map<string, PendudukKeluarDto>(
    rows.map(({ r, k, s }) => [
      r.id,
      {
        _id: r.id,
        penduduk_keluar_desa: peopleOf.get(r.id) ?? [],
        keterangan_keluar_desa: k ? keteranganKeluarDto(k, k.fotoPengusulId ? names.get(k.fotoPengusulId) : null, links) : null,
        signatures: signatureDto(s),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      },
    ]),
  );
  return inOrderOf(ids, byId);
}

export async function loadPendudukKeluar(db: DbOrTx, desaId: string, id: string, links?: FileLinks): Promise<PendudukKeluarDto | undefined> {
  return (await loadPendudukKeluarByIds(db, desaId, [id], links))[0];
}

// ------------------------------------------------------------------ list and CSV
