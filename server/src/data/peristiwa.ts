/**
 * The event ledger (peristiwa_penduduk, migration 0027): written only by the trigger on penduduk; here
 * the hint a transaction gives it, and the sums of one month the monthly report is built from
 * (domain/laporan-bulanan.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { awalBulan, bulanBerikut } from '@sid/openapi/domain';
import type { DbOrTx } from '../db/client.js';
import type { JumlahKelompok } from '../domain/laporan-bulanan.js';
import { rowsOf } from './paging.js';

/**
 * What the trigger cannot read from a new row: the people this transaction inserts are existing
 * residents entered (an import: 'daftar', not arrivals or births) or records restored from Data
 * Terhapus ('pulih'). Until the transaction ends.
 */
export async function tandaiPeristiwa(tx: DbOrTx, petunjuk: 'daftar' | 'pulih'): Promise<void> {
  await tx.execute(sql`select set_config('sid.peristiwa', ${petunjuk}, true)`);
}

/**
 * The signed sums of month `bulan` (in `timeZone`, the village's) by group: 'awal' (recorded before
 * the month), the four kinds of the month, 'koreksi:YYYY-MM' (recorded in the month, happened in an
 * earlier one) and 'data'. Families: a family card counts while its running count of residents is
 * above zero, in the order the events were recorded; each event carries the change it made to that.
 */
export async function jumlahBulan(db: DbOrTx, desaId: string, bulan: string, timeZone: string): Promise<JumlahKelompok[]> {
  return (await jumlahBulanDi(db, sql`p.desa_id = ${desaId}`, bulan, timeZone)).get(desaId) ?? [];
}

/**
 * The same sums for every village the transaction sees whose month `bulan` is not closed (the
 * regency's monthly report; a closed month is read as stored), by village.
 */
export const jumlahBulanBelumDitutup = (db: DbOrTx, bulan: string, timeZone: string): Promise<Map<string, JumlahKelompok[]>> =>
  jumlahBulanDi(db, sql`not exists (select 1 from laporan_bulanan lb where lb.desa_id = p.desa_id and lb.bulan = ${bulan})`, bulan, timeZone);

async function jumlahBulanDi(db: DbOrTx, desa: SQL, bulan: string, timeZone: string): Promise<Map<string, JumlahKelompok[]>> {
  const mulai = sql`(${awalBulan(bulan)}::timestamp at time zone ${timeZone})`;
  const selesai = sql`(${awalBulan(bulanBerikut(bulan))}::timestamp at time zone ${timeZone})`;
  const result = await db.execute(sql`
    with e as (
      select p.desa_id, p.jenis, p.tanda, p.jenis_kelamin, p.tanggal_peristiwa, p.dicatat_pada,
        (sum(p.tanda) over w > 0)::int - (sum(p.tanda) over w - p.tanda > 0)::int as kk_ubah
      from peristiwa_penduduk p
      where ${desa} and p.dicatat_pada < ${selesai}
      window w as (partition by p.kk_id order by p.id)
    ), k as (
      select e.*, case
        when e.dicatat_pada < ${mulai} then 'awal'
        when e.jenis in ('daftar', 'hapus', 'pulih', 'ubah') then 'data'
        when e.tanggal_peristiwa < ${awalBulan(bulan)}::date then 'koreksi:' || to_char(e.tanggal_peristiwa, 'YYYY-MM')
        when e.jenis in ('mati', 'batal_mati') then 'mati'
        when e.jenis in ('pindah', 'batal_pindah') then 'pindah'
        else e.jenis end as kelompok
      from e
    )
    select desa_id, kelompok,
      coalesce(sum(tanda) filter (where jenis_kelamin = 'Laki laki'), 0)::int as laki_laki,
      coalesce(sum(tanda) filter (where jenis_kelamin = 'Perempuan'), 0)::int as perempuan,
      coalesce(sum(tanda), 0)::int as jumlah,
      coalesce(sum(kk_ubah), 0)::int as kk
    from k group by desa_id, kelompok`);
  const per = new Map<string, JumlahKelompok[]>();
  for (const r of rowsOf<JumlahKelompok & { desa_id: string }>(result)) {
    const desaId = String(r.desa_id);
    per.set(desaId, [
      ...(per.get(desaId) ?? []),
      { kelompok: r.kelompok, laki_laki: Number(r.laki_laki), perempuan: Number(r.perempuan), jumlah: Number(r.jumlah), kk: Number(r.kk) },
    ]);
  }
  return per;
}
