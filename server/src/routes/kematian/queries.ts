import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { arsipKematian, kematian, signatures } from '../../db/schema.js';
import { findPenduduk, type PendudukDto } from '../penduduk/queries.js';

export type KematianRow = typeof kematian.$inferSelect;

export interface KematianFields {
  tanggal_meninggal: string;
  hari_meninggal?: string;
  tempat_meninggal?: string;
  nomor_surat_kematian?: string;
  penyebab_meninggal?: string;
}

export function kematianValues(body: KematianFields) {
  return {
    tanggalMeninggal: body.tanggal_meninggal,
    hariMeninggal: body.hari_meninggal?.trim() ?? '',
    tempatMeninggal: body.tempat_meninggal?.trim() ?? '',
    nomorSuratKematian: body.nomor_surat_kematian?.trim() ?? '',
    penyebabMeninggal: body.penyebab_meninggal?.trim() ?? '',
  };
}

export async function insertKematian(
  tx: DbOrTx,
  values: ReturnType<typeof kematianValues> & { desaId: string; pendudukId: string },
): Promise<KematianRow> {
  const [row] = await tx.insert(kematian).values(values).returning();
  return row as KematianRow;
}

export async function findKematianOf(db: DbOrTx, pendudukId: string): Promise<KematianRow | undefined> {
  const [row] = await db.select().from(kematian).where(eq(kematian.pendudukId, pendudukId)).limit(1);
  return row;
}

export interface KematianDto {
  _id: string;
  pemilik_data: PendudukDto;
  arsip_kematian: { _id: string; arsip_kematian: string | null; createdAt: string; updatedAt: string } | null;
  tanggal_meninggal: string | null;
  hari_meninggal: string;
  tempat_meninggal: string;
  nomor_surat_kematian: string;
  penyebab_meninggal: string;
  signatures: { _id: string; nama_lengkap: string; nama_jabatan: string; createdAt: string; updatedAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

export async function loadKematian(db: DbOrTx, desaId: string, id: string): Promise<KematianDto | undefined> {
  const [row] = await db
    .select({ k: kematian, a: arsipKematian, s: signatures })
    .from(kematian)
    .leftJoin(arsipKematian, eq(arsipKematian.kematianId, kematian.id))
    .leftJoin(signatures, eq(signatures.kematianId, kematian.id))
    .where(and(eq(kematian.desaId, desaId), eq(kematian.id, id)))
    .limit(1);
  if (!row) return undefined;
  const pemilik = await findPenduduk(db, desaId, row.k.pendudukId);
  if (!pemilik) return undefined;
  const { k, a, s } = row;
  return {
    _id: k.id,
    pemilik_data: pemilik,
    // The archive photo's signed link comes with the upload routes.
    arsip_kematian: a ? { _id: a.id, arsip_kematian: null, createdAt: a.createdAt.toISOString(), updatedAt: a.updatedAt.toISOString() } : null,
    tanggal_meninggal: k.tanggalMeninggal,
    hari_meninggal: k.hariMeninggal,
    tempat_meninggal: k.tempatMeninggal,
    nomor_surat_kematian: k.nomorSuratKematian,
    penyebab_meninggal: k.penyebabMeninggal,
    signatures: s
      ? { _id: s.id, nama_lengkap: s.namaLengkap, nama_jabatan: s.namaJabatan, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() }
      : null,
    createdAt: k.createdAt.toISOString(),
    updatedAt: k.updatedAt.toISOString(),
  };
}

/**
 * Removes a person's death record with its archive and signer (a cascade) when the person themself is
 * deleted. Returns the record as it was (for the activity log) and the file ids it owned.
 */
export async function deleteKematianOf(tx: DbOrTx, pendudukId: string): Promise<{ row: KematianRow | undefined; fileIds: string[] }> {
  const row = await findKematianOf(tx, pendudukId);
  if (!row) return { row: undefined, fileIds: [] };
  const arsip = await tx.select({ fileId: arsipKematian.fileId }).from(arsipKematian).where(eq(arsipKematian.kematianId, row.id));
  await tx.delete(kematian).where(eq(kematian.id, row.id));
  return { row, fileIds: arsip.map((a) => a.fileId) };
}
