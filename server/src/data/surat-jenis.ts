/** Layanan Surat's settings: the regency's kinds and a village's wording, officials, numbering and the logo. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { suratFormat, suratJenis, suratJenisDesa, suratLogo, suratPejabat, suratSetelan } from '../db/schema.js';

export type JenisRow = typeof suratJenis.$inferSelect;
export type PejabatRow = typeof suratPejabat.$inferSelect;
export type JenisBaru = Omit<typeof suratJenis.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function semuaJenis(db: DbOrTx): Promise<JenisRow[]> {
  return db.select().from(suratJenis).orderBy(asc(suratJenis.urutan), asc(suratJenis.id));
}

export async function satuJenis(db: DbOrTx, id: string): Promise<JenisRow | undefined> {
  const [row] = await db.select().from(suratJenis).where(eq(suratJenis.id, id));
  return row;
}

/** Creates or replaces a kind (the regency's publish). */
export async function simpanJenis(db: DbOrTx, row: JenisBaru): Promise<JenisRow> {
  const { id: _id, ...set } = row;
  const [saved] = await db
    .insert(suratJenis)
    .values(row)
    .onConflictDoUpdate({ target: suratJenis.id, set: { ...set, updatedAt: new Date() } })
    .returning();
  return saved as JenisRow;
}

/** The village's own wording by kind. */
export async function teksDesa(db: DbOrTx, desaId: string): Promise<Map<string, string>> {
  const rows = await db.select({ jenisId: suratJenisDesa.jenisId, isi: suratJenisDesa.isi }).from(suratJenisDesa).where(eq(suratJenisDesa.desaId, desaId));
  return new Map(rows.map((r) => [r.jenisId, r.isi]));
}

export async function simpanTeksDesa(db: DbOrTx, desaId: string, jenisId: string, isi: string): Promise<void> {
  await db
    .insert(suratJenisDesa)
    .values({ desaId, jenisId, isi })
    .onConflictDoUpdate({ target: [suratJenisDesa.desaId, suratJenisDesa.jenisId], set: { isi, updatedAt: new Date() } });
}

export async function hapusTeksDesa(db: DbOrTx, desaId: string, jenisId: string): Promise<boolean> {
  const rows = await db.delete(suratJenisDesa).where(and(eq(suratJenisDesa.desaId, desaId), eq(suratJenisDesa.jenisId, jenisId))).returning({ id: suratJenisDesa.jenisId });
  return rows.length > 0;
}

export async function daftarPejabat(db: DbOrTx, desaId: string): Promise<PejabatRow[]> {
  return db.select().from(suratPejabat).where(eq(suratPejabat.desaId, desaId)).orderBy(desc(suratPejabat.aktif), asc(suratPejabat.urutan), asc(suratPejabat.createdAt));
}

export async function satuPejabat(db: DbOrTx, desaId: string, id: string, kunci = false): Promise<PejabatRow | undefined> {
  const q = db.select().from(suratPejabat).where(and(eq(suratPejabat.id, id), eq(suratPejabat.desaId, desaId)));
  const [row] = kunci ? await q.for('update') : await q;
  return row;
}

type PejabatNilai = Pick<PejabatRow, 'nama' | 'jabatan' | 'nip' | 'bentuk' | 'atasNama' | 'untukBeliau' | 'aktif' | 'urutan'>;

export async function tambahPejabat(db: DbOrTx, desaId: string, nilai: PejabatNilai): Promise<PejabatRow> {
  const [row] = await db.insert(suratPejabat).values({ desaId, ...nilai }).returning();
  return row as PejabatRow;
}

export async function ubahPejabat(db: DbOrTx, id: string, nilai: PejabatNilai): Promise<PejabatRow> {
  const [row] = await db.update(suratPejabat).set({ ...nilai, updatedAt: new Date() }).where(eq(suratPejabat.id, id)).returning();
  return row as PejabatRow;
}

/** The village's numbering: shared or per-kind sequence, and each kind's own format. */
export async function bacaPenomoran(db: DbOrTx, desaId: string): Promise<{ urutan: 'per_jenis' | 'bersama'; format: Map<string, string> }> {
  const [setelan] = await db.select().from(suratSetelan).where(eq(suratSetelan.desaId, desaId));
  const rows = await db.select({ jenisId: suratFormat.jenisId, format: suratFormat.format }).from(suratFormat).where(eq(suratFormat.desaId, desaId));
  return { urutan: setelan?.urutan ?? 'per_jenis', format: new Map(rows.map((r) => [r.jenisId, r.format])) };
}

export async function simpanUrutan(db: DbOrTx, desaId: string, urutan: 'per_jenis' | 'bersama'): Promise<void> {
  await db.insert(suratSetelan).values({ desaId, urutan }).onConflictDoUpdate({ target: suratSetelan.desaId, set: { urutan, updatedAt: new Date() } });
}

export async function simpanFormat(db: DbOrTx, desaId: string, jenisId: string, format: string): Promise<void> {
  await db
    .insert(suratFormat)
    .values({ desaId, jenisId, format })
    .onConflictDoUpdate({ target: [suratFormat.desaId, suratFormat.jenisId], set: { format, updatedAt: new Date() } });
}

export async function adaLogo(db: DbOrTx): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from ${suratLogo} where ${suratLogo.id} = 1`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function bacaLogo(db: DbOrTx): Promise<{ tipe: string; isi: Buffer } | undefined> {
  const [row] = await db.select({ tipe: suratLogo.tipe, isi: suratLogo.isi }).from(suratLogo).where(eq(suratLogo.id, 1));
  return row;
}

export async function simpanLogo(db: DbOrTx, tipe: string, isi: Buffer): Promise<void> {
  await db.insert(suratLogo).values({ id: 1, tipe, isi }).onConflictDoUpdate({ target: suratLogo.id, set: { tipe, isi, updatedAt: new Date() } });
}
