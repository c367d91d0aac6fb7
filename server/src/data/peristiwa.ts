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
 * above zero, in the order the events were recorded.
 *
 * One pass over the events recorded before the month's end: those before the month are summed per card
 * (the start: people by sex, and the cards still above zero), and only the month's own events are run
 * through the window per card, each starting from its card's count at the start. Until issue 37's speed
 * pass the window ran over every event ever recorded (~2 s for a village of 50,000 at load, ~35 s for
 * the regency); docs/scaling.md has the figures.
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
    with e as materialized (
      select p.id, p.desa_id, p.kk_id, p.jenis, p.tanda, p.jenis_kelamin, p.tanggal_peristiwa, p.dicatat_pada
      from peristiwa_penduduk p
      where ${desa} and p.dicatat_pada < ${selesai}
    ), a as (
      -- Each card at the start of the month: its residents (by sex) and whether it counts.
      select e.desa_id, e.kk_id, sum(e.tanda)::int as s,
        coalesce(sum(e.tanda) filter (where e.jenis_kelamin = 'Laki laki'), 0)::int as l,
        coalesce(sum(e.tanda) filter (where e.jenis_kelamin = 'Perempuan'), 0)::int as pr
      from e where e.dicatat_pada < ${mulai}
      group by e.desa_id, e.kk_id
    ), m as (
      select e.desa_id, e.jenis, e.tanda, e.jenis_kelamin, e.tanggal_peristiwa,
        (coalesce(a.s, 0) + sum(e.tanda) over w > 0)::int - (coalesce(a.s, 0) + sum(e.tanda) over w - e.tanda > 0)::int as kk_ubah
      from e left join a on a.desa_id = e.desa_id and a.kk_id = e.kk_id
      where e.dicatat_pada >= ${mulai}
      window w as (partition by e.kk_id order by e.id)
    ), k as (
      select m.*, case
        when m.jenis in ('daftar', 'hapus', 'pulih', 'ubah') then 'data'
        when m.tanggal_peristiwa < ${awalBulan(bulan)}::date then 'koreksi:' || to_char(m.tanggal_peristiwa, 'YYYY-MM')
        when m.jenis in ('mati', 'batal_mati') then 'mati'
        when m.jenis in ('pindah', 'batal_pindah') then 'pindah'
        else m.jenis end as kelompok
      from m
    )
    select a.desa_id, 'awal' as kelompok, sum(a.l)::int as laki_laki, sum(a.pr)::int as perempuan, sum(a.s)::int as jumlah,
      (count(*) filter (where a.s > 0))::int as kk
    from a group by a.desa_id
    union all
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
