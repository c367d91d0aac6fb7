/**
 * An open month's sums per village, kept (laporan_simpan, migration 0041) with the village's ledger
 * version (statistik_desa.versi_peristiwa, moved by every statement that records one of its events) and
 * reused while the version matches: the regency's report of a month sums again only the villages whose
 * ledger moved since, where it summed ~147,000 events of 390 villages on every request (issue 39).
 * Exact, never a moment behind: a kept sum is used only at the version it was computed for. The version
 * is read before the sums, so a sum that already includes a later event is kept under the older version
 * and computed again on the next request, never the other way round.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { JumlahKelompok } from '../domain/laporan-bulanan.js';
import { rowsOf } from './paging.js';
import { textArr } from './pg-array.js';

/** Sums month `bulan` of the villages `desa` (a condition on `d`, the desa row): the ledger's groups by village. */
export type HitungBulan = (db: DbOrTx, desa: SQL, bulan: string, timeZone: string) => Promise<Map<string, JumlahKelompok[]>>;

/** The sums of month `bulan` of the villages `desa` the transaction sees, kept ones reused, the others computed by `hitung` and kept. */
export async function jumlahBulanTersimpan(db: DbOrTx, desa: SQL, bulan: string, timeZone: string, hitung: HitungBulan): Promise<Map<string, JumlahKelompok[]>> {
  const kini = rowsOf<{ desa_id: string; versi: string | number; isi: JumlahKelompok[] | string | null }>(
    await db.execute(sql`
      select d.id as desa_id, coalesce(s.versi_peristiwa, 0) as versi, ls.isi
      from desa d
      left join statistik_desa s on s.desa_id = d.id
      left join laporan_simpan ls on ls.desa_id = d.id and ls.bulan = ${bulan} and ls.zona = ${timeZone} and ls.versi = coalesce(s.versi_peristiwa, 0)
      where ${desa}`),
  );
  const per = new Map<string, JumlahKelompok[]>();
  const basi: Array<{ desa_id: string; versi: number }> = [];
  for (const r of kini) {
    if (r.isi === null) basi.push({ desa_id: String(r.desa_id), versi: Number(r.versi) });
    else per.set(String(r.desa_id), typeof r.isi === 'string' ? (JSON.parse(r.isi) as JumlahKelompok[]) : r.isi);
  }
  if (basi.length === 0) return per;
  const baru = await hitung(db, sql`d.id = any(${textArr(basi.map((b) => b.desa_id))}::uuid[])`, bulan, timeZone);
  const simpan = basi.map((b) => ({ desa_id: b.desa_id, versi: b.versi, isi: baru.get(b.desa_id) ?? [] }));
  await db.execute(sql`select sid_laporan_simpan(${bulan}, ${timeZone}, ${JSON.stringify(simpan)}::jsonb)`);
  for (const s of simpan) per.set(s.desa_id, s.isi);
  return per;
}
