/** The moving-out statement (keterangan_keluar): at most one per moved-out record; its presence closes the record. */
import { and, eq, sql } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { keteranganKeluar, pendudukKeluar } from '../db/schema.js';
import { storedNamesById } from './files.js';
import type { FileLinks } from '../lib/files.js';
import { samaDesa } from './sama-desa.js';

export type KeteranganKeluarRow = typeof keteranganKeluar.$inferSelect;
export type KeteranganKeluarDto = Schemas['KeteranganKeluar'];
type KeteranganKeluarValues = Omit<typeof keteranganKeluar.$inferInsert, 'id' | 'pendudukKeluarId' | 'createdAt' | 'updatedAt'>;

export const KETERANGAN_KELUAR_TIDAK_DITEMUKAN = 'Data keterangan keluar tidak ditemukan';

/** The statement as the contract shows it: the proposer photo as a signed link (null without one). */
export function keteranganKeluarDto(k: KeteranganKeluarRow, storedName: string | null | undefined, links?: FileLinks): KeteranganKeluarDto {
  return {
    _id: k.id,
    nomor_surat: k.nomorSurat,
    alamat_pindah: k.alamatPindah,
    alasan_pindah: k.alasanPindah,
    pengikut: k.pengikut,
    tanggal_ktp: k.tanggalKtp,
    meninggalkan_desa_pada: k.meninggalkanDesaPada,
    catatan: k.catatan,
    kewarganegaraan: k.kewarganegaraan,
    foto_pengusul: links?.url(storedName) ?? null,
    createdAt: k.createdAt.toISOString(),
    updatedAt: k.updatedAt.toISOString(),
  };
}

/** The statement with its photo's signed link, read in `tx`. */
export async function loadKeteranganKeluarDto(tx: DbOrTx, k: KeteranganKeluarRow, links: FileLinks): Promise<KeteranganKeluarDto> {
  const names = await storedNamesById(tx, [k.fotoPengusulId]);
  return keteranganKeluarDto(k, k.fotoPengusulId ? names.get(k.fotoPengusulId) : null, links);
}

/** What the activity log keeps of a statement: its columns, the photo as its file id (links expire). */
export function keteranganKeluarLog(k: KeteranganKeluarRow) {
  return { ...keteranganKeluarDto(k, null), foto_pengusul: k.fotoPengusulId, penduduk_keluar: k.pendudukKeluarId };
}

/** A statement of this village (FOR UPDATE), optionally only of record `recordId`. */
export async function lockKeteranganKeluar(tx: DbOrTx, desaId: string, id: string, recordId?: string): Promise<KeteranganKeluarRow | undefined> {
  const [row] = await tx
    .select({ k: keteranganKeluar })
    .from(keteranganKeluar)
    .innerJoin(pendudukKeluar, samaDesa(eq(pendudukKeluar.id, keteranganKeluar.pendudukKeluarId), pendudukKeluar.desaId, keteranganKeluar.desaId))
    .where(and(eq(keteranganKeluar.id, id), eq(pendudukKeluar.desaId, desaId), recordId ? eq(keteranganKeluar.pendudukKeluarId, recordId) : undefined))
    .for('update', { of: keteranganKeluar });
  return row?.k;
}

/** A second statement of a record is refused by keterangan_keluar_penduduk_keluar_uq (a 409). */
export async function insertKeteranganKeluar(tx: DbOrTx, pendudukKeluarId: string, values: KeteranganKeluarValues): Promise<KeteranganKeluarRow> {
  const [row] = await tx
    .insert(keteranganKeluar)
    .values({ ...values, pendudukKeluarId })
    .returning();
  return row as KeteranganKeluarRow;
}

export async function updateKeteranganKeluarRow(tx: DbOrTx, id: string, values: KeteranganKeluarValues): Promise<KeteranganKeluarRow> {
  const [row] = await tx
    .update(keteranganKeluar)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(keteranganKeluar.id, id))
    .returning();
  return row as KeteranganKeluarRow;
}

export async function deleteKeteranganKeluarRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(keteranganKeluar).where(eq(keteranganKeluar.id, id));
}

/** Deletes the statement of a record (the record itself is going): the file ids it owned. */
export async function deleteKeteranganKeluarOf(tx: DbOrTx, pendudukKeluarId: string): Promise<Array<string | null>> {
  const statements = await tx.delete(keteranganKeluar).where(eq(keteranganKeluar.pendudukKeluarId, pendudukKeluarId)).returning();
  return statements.map((s) => s.fotoPengusulId);
}
