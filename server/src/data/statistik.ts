import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { withKabupaten } from '../db/village-scope.js';
import { statistikDesa } from '../db/schema.js';
import type { JumlahStatistik } from '../domain/statistik.js';
import { rowsOf } from './paging.js';

/**
 * A running total of the village from statistik_desa (kept exact by triggers, migration 0003): the
 * total of an unfiltered list without counting its table.
 */
export async function statistikTotal(db: DbOrTx, desaId: string, column: 'penduduk' | 'kartuKeluarga' | 'kartuMasuk' | 'meninggal' | 'pendudukKeluar'): Promise<number> {
  const [row] = await db.select({ total: statistikDesa[column] }).from(statistikDesa).where(eq(statistikDesa.desaId, desaId));
  return Number(row?.total ?? 0);
}

/**
 * The counts of the living residents by dimension and sex (sid_statistik_ringkas, migration 0034),
 * summed over village `desaId` (its own transaction) or, in the regency's, over every village or one,
 * narrowed to a kecamatan; `dusunId` narrows to one dusun. Ages are on day `hari`. With them, the
 * living residents of each village in scope by sex (`perDesa`). Counts only, never a row.
 */
export async function jumlahStatistik(
  db: DbOrTx,
  hari: string,
  f: { desaId: string | null; dusunId?: string | null; kecamatan?: string | null },
): Promise<{ rows: JumlahStatistik[]; perDesa: JumlahDesa[] }> {
  const result = await db.execute(sql`
    select s.desa_id, s.dimensi, s.kategori, s.jenis_kelamin, s.jumlah
    from sid_statistik_ringkas(${hari}::date, ${f.desaId}::uuid, ${f.dusunId ?? null}::uuid, ${f.kecamatan ?? null}::text) s`);
  const all = rowsOf<JumlahStatistik & { desa_id: string | null }>(result).map((r) => ({ ...r, jumlah: Number(r.jumlah) }));
  return {
    rows: all.filter((r) => r.dimensi !== 'desa').map(({ dimensi, kategori, jenis_kelamin, jumlah }) => ({ dimensi, kategori, jenis_kelamin, jumlah })),
    perDesa: all.filter((r) => r.dimensi === 'desa').map((r) => ({ desa_id: String(r.desa_id), jenis_kelamin: r.jenis_kelamin, jumlah: r.jumlah })),
  };
}

/** The villages whose kept statistics counts are not of day `hari` and of their current version (the regency's scope). */
export async function desaStatistikBasi(db: Db, hari: string): Promise<string[]> {
  const result = await withKabupaten(db, (tx) =>
    tx.execute(sql`
      select sd.desa_id from statistik_desa sd left join statistik_simpan ss on ss.desa_id = sd.desa_id
      where ss.desa_id is null or ss.hari <> ${hari}::date or ss.versi <> sd.versi_statistik order by sd.desa_id`),
  );
  return rowsOf<{ desa_id: string }>(result).map((r) => String(r.desa_id));
}

/** Brings village `desaId`'s kept statistics counts to day `hari` and its current version (the regency's scope). */
export async function hitungStatistikDesa(db: Db, hari: string, desaId: string): Promise<void> {
  await withKabupaten(db, (tx) => tx.execute(sql`select count(*) from sid_statistik_ringkas(${hari}::date, ${desaId}::uuid, null, null)`));
}

/** A village's living residents of one sex. */
export interface JumlahDesa {
  desa_id: string;
  jenis_kelamin: string;
  jumlah: number;
}

/** The regency's villages (of one kecamatan, or one village) by kecamatan and name: id, name, kecamatan. */
export async function daftarDesa(db: DbOrTx, f: { kecamatan?: string | null; desaId?: string | null }): Promise<Array<{ id: string; nama_desa: string; kecamatan: string; aktif: boolean }>> {
  const result = await db.execute(sql`
    select d.id, d.nama_desa, d.kecamatan, d.aktif from desa d
    where (${f.kecamatan ?? null}::text is null or d.kecamatan = ${f.kecamatan ?? null}::text)
      and (${f.desaId ?? null}::uuid is null or d.id = ${f.desaId ?? null}::uuid)
    order by lower(d.kecamatan), lower(d.nama_desa), d.id`);
  return rowsOf<{ id: string; nama_desa: string; kecamatan: string; aktif: unknown }>(result).map((r) => ({
    id: String(r.id),
    nama_desa: String(r.nama_desa),
    kecamatan: String(r.kecamatan),
    aktif: r.aktif === true || r.aktif === 't',
  }));
}

/** Whether dusun `id` is village `desaId`'s. */
export async function adaDusun(db: DbOrTx, desaId: string, id: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from dusun where desa_id = ${desaId} and id = ${id}`);
  return rowsOf(result).length > 0;
}
