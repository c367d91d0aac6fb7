/**
 * Moves between two villages of the regency (pindah_antar_desa, migration 0030): the row both sides
 * share, read and written in the caller's village scope (its policy shows a village only the moves it
 * is a party to), the regency's villages a move may go to, and the snapshot A sends.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { files, keteranganMasuk, penduduk, pindahAntarDesa } from '../db/schema.js';
import { KOLOM_ORANG_KIRIMAN, type DesaPihak, type OrangKiriman, type StatusPindahAntarDesa } from '../domain/pindah-antar-desa.js';
import { rowsOf } from './paging.js';

export type PindahRow = typeof pindahAntarDesa.$inferSelect;
export type PindahBaru = typeof pindahAntarDesa.$inferInsert;

export const PINDAH_TIDAK_DITEMUKAN = 'Data pindah antar desa tidak ditemukan';

/** The regency's active villages (sid_desa_kabupaten(): name, code, kecamatan, nothing else), by name. */
export async function desaKabupaten(db: DbOrTx): Promise<DesaPihak[]> {
  const rows = rowsOf<{ id: string; nama_desa: string; kecamatan: string; kode_wilayah: string | null }>(await db.execute(sql`select * from sid_desa_kabupaten()`));
  return rows.map((r) => ({ id: r.id, nama: r.nama_desa, kecamatan: r.kecamatan, kodeWilayah: r.kode_wilayah }));
}

/** A's people as the snapshot keeps them, in the order of `ids`. */
export async function orangKiriman(tx: DbOrTx, desaId: string, ids: string[]): Promise<Array<OrangKiriman & { id: string; kkId: string; status: string }>> {
  const rows = await tx.select().from(penduduk).where(and(eq(penduduk.desaId, desaId), inArray(penduduk.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const orang = Object.fromEntries(KOLOM_ORANG_KIRIMAN.map((k) => [k, r[k]])) as unknown as OrangKiriman;
    return [{ ...orang, id: r.id, kkId: r.kkId, status: r.statusPenduduk }];
  });
}

/** The card's entry documents (stored names), if it has them. */
export async function dokumenKartu(tx: DbOrTx, desaId: string, kkId: string): Promise<Array<{ jenis: 'foto_kk' | 'foto_surat_masuk'; storedName: string; mime: string; size: number }>> {
  const [km] = await tx.select().from(keteranganMasuk).where(and(eq(keteranganMasuk.desaId, desaId), eq(keteranganMasuk.kkId, kkId)));
  if (!km) return [];
  const rows = await tx.select().from(files).where(and(eq(files.desaId, desaId), inArray(files.id, [km.fotoKkId, km.fotoSuratMasukId])));
  const byId = new Map(rows.map((f) => [f.id, f]));
  return (
    [
      ['foto_kk', km.fotoKkId],
      ['foto_surat_masuk', km.fotoSuratMasukId],
    ] as const
  ).flatMap(([jenis, id]) => {
    const f = byId.get(id);
    return f ? [{ jenis, storedName: f.storedName, mime: f.mime, size: f.size }] : [];
  });
}

/** A move in flight of any of these people (a person is in at most one at a time). */
export async function pindahBerjalanOf(tx: DbOrTx, desaId: string, ids: string[]): Promise<PindahRow | undefined> {
  const [row] = await tx
    .select()
    .from(pindahAntarDesa)
    .where(and(eq(pindahAntarDesa.desaAsalId, desaId), eq(pindahAntarDesa.status, 'dikirim'), sql`${pindahAntarDesa.anggotaAsal} && ${sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`}`))
    .limit(1);
  return row;
}

export async function insertPindah(tx: DbOrTx, values: PindahBaru): Promise<PindahRow> {
  const [row] = await tx.insert(pindahAntarDesa).values(values).returning();
  return row as PindahRow;
}

const pihak = (desaId: string) => or(eq(pindahAntarDesa.desaAsalId, desaId), eq(pindahAntarDesa.desaTujuanId, desaId));

/** A move this village is a party to. */
export async function findPindah(db: DbOrTx, desaId: string, id: string): Promise<PindahRow | undefined> {
  const [row] = await db.select().from(pindahAntarDesa).where(and(eq(pindahAntarDesa.id, id), pihak(desaId)));
  return row;
}

/**
 * Locks a move this village is a party to (FOR UPDATE): an acceptance, a refusal and a cancel each take
 * it first, so of two at the same moment one waits and then finds the move decided.
 */
export async function lockPindah(tx: DbOrTx, desaId: string, id: string): Promise<PindahRow | undefined> {
  const [row] = await tx.select().from(pindahAntarDesa).where(and(eq(pindahAntarDesa.id, id), pihak(desaId))).for('update');
  return row;
}

export async function updatePindah(tx: DbOrTx, id: string, values: Partial<PindahBaru>): Promise<PindahRow> {
  const [row] = await tx
    .update(pindahAntarDesa)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pindahAntarDesa.id, id))
    .returning();
  return row as PindahRow;
}

/** The moves of this village, newest first: to it (masuk), from it (keluar) or both. At most 200. */
export async function listPindah(db: DbOrTx, desaId: string, q: { arah?: 'masuk' | 'keluar' | undefined; status?: StatusPindahAntarDesa | undefined }): Promise<PindahRow[]> {
  const arah = q.arah === 'masuk' ? eq(pindahAntarDesa.desaTujuanId, desaId) : q.arah === 'keluar' ? eq(pindahAntarDesa.desaAsalId, desaId) : pihak(desaId);
  return db
    .select()
    .from(pindahAntarDesa)
    .where(and(arah, q.status ? eq(pindahAntarDesa.status, q.status) : undefined))
    .orderBy(desc(pindahAntarDesa.createdAt), desc(pindahAntarDesa.id))
    .limit(200);
}

/** Arrivals waiting for this village's decision (its dashboard's count). */
export async function jumlahKedatanganMenunggu(db: DbOrTx, desaId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pindahAntarDesa)
    .where(and(eq(pindahAntarDesa.desaTujuanId, desaId), eq(pindahAntarDesa.status, 'dikirim')));
  return Number(row?.n ?? 0);
}

/** The regency's counts (sid_jumlah_pindah_antar_desa(): never a row), in a regency transaction. */
export async function jumlahPindahKabupaten(db: DbOrTx) {
  return rowsOf<{ bulan: string; kecamatan_asal: string; kecamatan_tujuan: string; status: StatusPindahAntarDesa; jumlah: number; orang: number }>(
    await db.execute(sql`select * from sid_jumlah_pindah_antar_desa()`),
  ).map((r) => ({ ...r, jumlah: Number(r.jumlah), orang: Number(r.orang) }));
}

/**
 * The accepted move a resident of this village came in by (B's side, anggota_tujuan) or left by (A's
 * side, anggota_asal), the latest: the resident page's "pindahan dari" / "diterima di" (issue 38).
 */
export async function pindahDiterimaOrang(db: DbOrTx, desaId: string, pendudukId: string): Promise<PindahRow | undefined> {
  const orang = sql`array[${pendudukId}]::uuid[]`;
  const [row] = await db
    .select()
    .from(pindahAntarDesa)
    .where(
      and(
        eq(pindahAntarDesa.status, 'diterima'),
        or(
          and(eq(pindahAntarDesa.desaTujuanId, desaId), sql`${pindahAntarDesa.anggotaTujuan} @> ${orang}`),
          and(eq(pindahAntarDesa.desaAsalId, desaId), sql`${pindahAntarDesa.anggotaAsal} @> ${orang}`),
        ),
      ),
    )
    .orderBy(desc(pindahAntarDesa.diputusPada))
    .limit(1);
  return row;
}
