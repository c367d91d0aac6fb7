import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { desa } from '../db/schema.js';
import type { Schemas } from '../contract.js';

export type DesaRow = typeof desa.$inferSelect;

/** The village row of this deployment (written from the environment at every start). */
export async function findDesa(db: DbOrTx, desaId: string): Promise<DesaRow | undefined> {
  const [row] = await db.select().from(desa).where(eq(desa.id, desaId)).limit(1);
  return row;
}

/** The active villages, oldest first, at most `limit` (a login page knows its village when there is one). */
export async function desaAktif(db: DbOrTx, limit: number): Promise<DesaRow[]> {
  return db.select().from(desa).where(eq(desa.aktif, true)).orderBy(asc(desa.createdAt)).limit(limit);
}

/** A village as the contract shows it (the letterhead of its letters). */
export function toVillageDto(row: DesaRow): Schemas['Village'] {
  return {
    _id: row.id,
    kode_wilayah: row.kodeWilayah,
    nama_desa: row.namaDesa,
    kecamatan: row.kecamatan,
    kabupaten: row.kabupaten,
    provinsi: row.provinsi,
    alamat_kantor: row.alamatKantor,
    kode_pos: row.kodePos,
    jabatan_kepala: row.jabatanKepala,
  };
}
