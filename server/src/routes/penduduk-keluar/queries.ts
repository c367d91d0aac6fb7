import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { keteranganKeluar, pendudukKeluar, pendudukKeluarAnggota, signatures } from '../../db/schema.js';
import type { StatusPenduduk } from '../../domain/status-penduduk.js';
import { loadPendudukByIds, type PendudukDto } from '../penduduk/queries.js';

export type PendudukKeluarRow = typeof pendudukKeluar.$inferSelect;
export type AnggotaKeluarRow = typeof pendudukKeluarAnggota.$inferSelect;

/**
 * The open record of a family card: one without a statement yet (the newest, should there be more).
 * Locked, so two single moves from one family at the same moment append one after the other.
 */
export async function lockOpenRecord(tx: DbOrTx, desaId: string, kkId: string): Promise<PendudukKeluarRow | undefined> {
  const [row] = await tx
    .select({ r: pendudukKeluar })
    .from(pendudukKeluar)
    .leftJoin(keteranganKeluar, eq(keteranganKeluar.pendudukKeluarId, pendudukKeluar.id))
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.kkId, kkId), isNull(keteranganKeluar.id)))
    .orderBy(desc(pendudukKeluar.createdAt), desc(pendudukKeluar.id))
    .limit(1)
    .for('update', { of: pendudukKeluar });
  return row?.r;
}

export async function insertRecord(tx: DbOrTx, desaId: string, kkId: string): Promise<PendudukKeluarRow> {
  const [row] = await tx.insert(pendudukKeluar).values({ desaId, kkId }).returning();
  return row as PendudukKeluarRow;
}

/** Appends people to a record in order (the first of an empty record becomes its proposer). */
export async function appendAnggota(
  tx: DbOrTx,
  recordId: string,
  people: Array<{ id: string; sebelumnya: StatusPenduduk }>,
): Promise<void> {
  if (people.length === 0) return;
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${pendudukKeluarAnggota.urutan}) + 1, 0)::int` })
    .from(pendudukKeluarAnggota)
    .where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId));
  await tx.insert(pendudukKeluarAnggota).values(
    people.map((p, i) => ({
      pendudukKeluarId: recordId,
      pendudukId: p.id,
      urutan: Number(next) + i,
      statusSebelumnya: p.sebelumnya,
    })),
  );
  await tx.update(pendudukKeluar).set({ updatedAt: sql`now()` }).where(eq(pendudukKeluar.id, recordId));
}

/**
 * Takes a person out of their moved-out record (they are deleted, or a later issue cancels their move):
 * the people after them move up one place, so the next one becomes the proposer when the proposer
 * leaves; a record left with nobody is deleted with its statement and signer. Returns what was
 * removed and the file ids the deleted statement owned.
 */
export async function removeAnggota(
  tx: DbOrTx,
  pendudukId: string,
): Promise<{ anggota: AnggotaKeluarRow | undefined; recordDeleted: boolean; fileIds: Array<string | null> }> {
  const [anggota] = await tx.delete(pendudukKeluarAnggota).where(eq(pendudukKeluarAnggota.pendudukId, pendudukId)).returning();
  if (!anggota) return { anggota: undefined, recordDeleted: false, fileIds: [] };
  const recordId = anggota.pendudukKeluarId;
  const rest = await tx
    .select({ pendudukId: pendudukKeluarAnggota.pendudukId })
    .from(pendudukKeluarAnggota)
    .where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId))
    .orderBy(asc(pendudukKeluarAnggota.urutan));
  if (rest.length === 0) {
    const statements = await tx.delete(keteranganKeluar).where(eq(keteranganKeluar.pendudukKeluarId, recordId)).returning();
    await tx.delete(pendudukKeluar).where(eq(pendudukKeluar.id, recordId));
    return { anggota, recordDeleted: true, fileIds: statements.map((s) => s.fotoPengusulId) };
  }
  // Two steps: (record, urutan) is unique at every row, so shift out of the way first.
  const moved = and(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId), gte(pendudukKeluarAnggota.urutan, anggota.urutan));
  await tx.update(pendudukKeluarAnggota).set({ urutan: sql`${pendudukKeluarAnggota.urutan} + 1000000` }).where(moved);
  await tx
    .update(pendudukKeluarAnggota)
    .set({ urutan: sql`${pendudukKeluarAnggota.urutan} - 1000001` })
    .where(and(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId), gte(pendudukKeluarAnggota.urutan, 1000000)));
  await tx.update(pendudukKeluar).set({ updatedAt: sql`now()` }).where(eq(pendudukKeluar.id, recordId));
  return { anggota, recordDeleted: false, fileIds: [] };
}

export interface PendudukKeluarDto {
  _id: string;
  penduduk_keluar_desa: PendudukDto[];
  keterangan_keluar_desa: null | {
    _id: string;
    nomor_surat: string | null;
    alamat_pindah: string;
    alasan_pindah: string;
    pengikut: number;
    tanggal_ktp: string | null;
    meninggalkan_desa_pada: string | null;
    catatan: string | null;
    kewarganegaraan: string | null;
    foto_pengusul: string | null;
    createdAt: string;
    updatedAt: string;
  };
  signatures: { _id: string; nama_lengkap: string; nama_jabatan: string; createdAt: string; updatedAt: string } | null;
  createdAt: string;
  updatedAt: string;
}

export async function loadPendudukKeluar(db: DbOrTx, desaId: string, id: string): Promise<PendudukKeluarDto | undefined> {
  const [row] = await db
    .select({ r: pendudukKeluar, k: keteranganKeluar, s: signatures })
    .from(pendudukKeluar)
    .leftJoin(keteranganKeluar, eq(keteranganKeluar.pendudukKeluarId, pendudukKeluar.id))
    .leftJoin(signatures, eq(signatures.pendudukKeluarId, pendudukKeluar.id))
    .where(and(eq(pendudukKeluar.desaId, desaId), eq(pendudukKeluar.id, id)))
    .limit(1);
  if (!row) return undefined;
  const people = await db
    .select({ id: pendudukKeluarAnggota.pendudukId })
    .from(pendudukKeluarAnggota)
    .where(eq(pendudukKeluarAnggota.pendudukKeluarId, id))
    .orderBy(asc(pendudukKeluarAnggota.urutan));
  const { r, k, s } = row;
  return {
    _id: r.id,
    penduduk_keluar_desa: await loadPendudukByIds(db, desaId, people.map((p) => p.id)),
    keterangan_keluar_desa: k
      ? {
          _id: k.id,
          nomor_surat: k.nomorSurat,
          alamat_pindah: k.alamatPindah,
          alasan_pindah: k.alasanPindah,
          pengikut: k.pengikut,
          tanggal_ktp: k.tanggalKtp,
          meninggalkan_desa_pada: k.meninggalkanDesaPada,
          catatan: k.catatan,
          kewarganegaraan: k.kewarganegaraan,
          // The proposer photo's signed link comes with the upload routes.
          foto_pengusul: null,
          createdAt: k.createdAt.toISOString(),
          updatedAt: k.updatedAt.toISOString(),
        }
      : null,
    signatures: s
      ? { _id: s.id, nama_lengkap: s.namaLengkap, nama_jabatan: s.namaJabatan, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() }
      : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
