/** The signer of a letter (birth, death or moved-out record): at most one per letter (signatures_*_uq). */
import { and, eq } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { kelahiran, kematian, pendudukKeluar, signatures } from '../db/schema.js';

export type SignatureRow = typeof signatures.$inferSelect;
export type SignatureDto = Schemas['Signature'];

export function signatureDto(s: SignatureRow): SignatureDto;
export function signatureDto(s: SignatureRow | null | undefined): SignatureDto | null;
export function signatureDto(s: SignatureRow | null | undefined): SignatureDto | null {
  return s
    ? { _id: s.id, nama_lengkap: s.namaLengkap, nama_jabatan: s.namaJabatan, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() }
    : null;
}

/** The three kinds of letter a signer belongs to: the parent table, its column in signatures, its 404. */
export const SIGNED_LETTERS = {
  kelahiran: { table: kelahiran, column: 'kelahiranId', missing: 'Data kelahiran tidak ditemukan' },
  kematian: { table: kematian, column: 'kematianId', missing: 'Data kematian tidak ditemukan' },
  keluar: { table: pendudukKeluar, column: 'pendudukKeluarId', missing: 'Data penduduk keluar tidak ditemukan' },
} as const;

export type SignedLetter = keyof typeof SIGNED_LETTERS;

/** Locks the letter `id` of this village (FOR UPDATE); false when there is none. */
export async function lockLetter(tx: DbOrTx, kind: SignedLetter, desaId: string, id: string): Promise<boolean> {
  const { table } = SIGNED_LETTERS[kind];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.desaId, desaId)))
    .for('update');
  return row !== undefined;
}

/** True when the signer's letter belongs to this village. */
export async function signerInVillage(tx: DbOrTx, signer: SignatureRow, desaId: string): Promise<boolean> {
  const found = await Promise.all(
    (Object.keys(SIGNED_LETTERS) as SignedLetter[]).map(async (kind) => {
      const { table, column } = SIGNED_LETTERS[kind];
      const letterId = signer[column];
      if (!letterId) return false;
      const [row] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, letterId), eq(table.desaId, desaId)));
      return row !== undefined;
    }),
  );
  return found.some(Boolean);
}

/** A second signer of a letter is refused by its unique constraint (a 409, plugins/errors.ts). */
export async function insertSignature(tx: DbOrTx, kind: SignedLetter, letterId: string, names: { namaLengkap: string; namaJabatan: string }): Promise<SignatureRow> {
  const [row] = await tx
    .insert(signatures)
    .values({ [SIGNED_LETTERS[kind].column]: letterId, ...names })
    .returning();
  return row as SignatureRow;
}

export async function lockSignature(tx: DbOrTx, id: string): Promise<SignatureRow | undefined> {
  const [row] = await tx.select().from(signatures).where(eq(signatures.id, id)).for('update');
  return row;
}

export async function updateSignatureRow(tx: DbOrTx, id: string, names: { namaLengkap: string; namaJabatan: string }): Promise<SignatureRow> {
  const [row] = await tx
    .update(signatures)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(signatures.id, id))
    .returning();
  return row as SignatureRow;
}
