/**
 * The event ledger (peristiwa_penduduk, migration 0027): written only by the trigger on penduduk; here
 * the hint a transaction gives it, and the sums of one month the monthly report is built from
 * (domain/laporan-bulanan.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { awalBulan, bulanBerikut } from '@sid/openapi/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { withDesa, withKabupaten } from '../db/village-scope.js';
import type { JumlahKelompok } from '../domain/laporan-bulanan.js';
import { jumlahBulanTersimpan } from './laporan-simpan.js';
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
 * Issue 37's speed: a village that has closed a month before `bulan` starts from that report's stored
 * end ('akhir': what the ledger summed to when it was closed, and events are only ever recorded now, so
 * it stays true), or from a later month's end kept as a checkpoint (simpanTitikBulan), and reads only
 * the events recorded since; one with neither starts from nothing. The events before the month are summed per card (a card's change in the family count over a
 * span depends only on its counts at both ends), and only the month's own events run through the
 * window per card, each from its card's count at the start. Until then the window ran over every event
 * ever recorded (~2 s for a village of 50,000 at load, ~35 s for the regency; docs/scaling.md).
 */
export async function jumlahBulan(db: DbOrTx, desaId: string, bulan: string, timeZone: string): Promise<JumlahKelompok[]> {
  return (await jumlahBulanDi(db, sql`d.id = ${desaId}`, bulan, timeZone)).get(desaId) ?? [];
}

/**
 * The same sums for every village the transaction sees whose month `bulan` is not closed (the
 * regency's monthly report; a closed month is read as stored), by village.
 */
export const jumlahBulanBelumDitutup = (db: DbOrTx, bulan: string, timeZone: string): Promise<Map<string, JumlahKelompok[]>> =>
  jumlahBulanTersimpan(db, sql`not exists (select 1 from laporan_bulanan lb where lb.desa_id = d.id and lb.bulan = ${bulan})`, bulan, timeZone, jumlahBulanDi);

/** jumlahBulan, its sums kept while the village's ledger stays as it is (data/laporan-simpan.ts): the report's reads. */
export async function jumlahBulanDesa(db: DbOrTx, desaId: string, bulan: string, timeZone: string): Promise<JumlahKelompok[]> {
  return (await jumlahBulanTersimpan(db, sql`d.id = ${desaId}`, bulan, timeZone, jumlahBulanDi)).get(desaId) ?? [];
}

/**
 * Keeps the end of past month `bulan` as a checkpoint (laporan_titik) for every village that has none
 * for it yet, counted from each one's latest earlier starting point; the number of villages. Past
 * months only (the caller's rule: a month still open gains events). Read in the regency's scope, each
 * village's row written in its own.
 */
export async function simpanTitikBulan(db: Db, bulan: string, timeZone: string): Promise<number> {
  const per = await withKabupaten(db, (tx) =>
    jumlahBulanDi(tx, sql`not exists (select 1 from laporan_titik ti where ti.desa_id = d.id and ti.bulan = ${bulan})`, bulan, timeZone));
  for (const [desaId, rows] of per) {
    // The end of the month: the start plus every signed group (the report's 'akhir', domain/laporan-bulanan.ts).
    const akhir = rows.reduce((a, r) => ({ l: a.l + r.laki_laki, pr: a.pr + r.perempuan, s: a.s + r.jumlah, kk: a.kk + r.kk }), { l: 0, pr: 0, s: 0, kk: 0 });
    await withDesa(db, desaId, (tx) => tx.execute(sql`
      insert into laporan_titik (desa_id, bulan, laki_laki, perempuan, jumlah, kk)
      values (${desaId}, ${bulan}, ${akhir.l}, ${akhir.pr}, ${akhir.s}, ${akhir.kk}) on conflict do nothing`));
  }
  return per.size;
}

/** `desa`: which villages (a condition on `d`, the desa row). */
async function jumlahBulanDi(db: DbOrTx, desa: SQL, bulan: string, timeZone: string): Promise<Map<string, JumlahKelompok[]>> {
  const mulai = sql`(${awalBulan(bulan)}::timestamp at time zone ${timeZone})`;
  const selesai = sql`(${awalBulan(bulanBerikut(bulan))}::timestamp at time zone ${timeZone})`;
  const result = await db.execute(sql`
    with t as materialized (
      -- Each village's starting point: the end of its latest month before this one that was closed
      -- (its stored end) or kept as a checkpoint (laporan_titik), or nothing.
      select d.id as desa_id, (to_date(c.bulan || '-01', 'YYYY-MM-DD') + interval '1 month')::timestamp at time zone ${timeZone} as sejak,
        coalesce(c.l, 0) as l, coalesce(c.pr, 0) as pr, coalesce(c.s, 0) as s, coalesce(c.kk, 0) as kk
      from desa d
      left join lateral (
        select y.* from (
          (select l.bulan, (a.r->>'laki_laki')::int as l, (a.r->>'perempuan')::int as pr, (a.r->>'jumlah')::int as s, (a.r->>'kk')::int as kk
            from laporan_bulanan l
            cross join lateral (select r from jsonb_array_elements(l.isi) r where r->>'kunci' = 'akhir' limit 1) a
            where l.desa_id = d.id and l.bulan < ${bulan} order by l.bulan desc limit 1)
          union all
          (select ti.bulan, ti.laki_laki, ti.perempuan, ti.jumlah, ti.kk
            from laporan_titik ti where ti.desa_id = d.id and ti.bulan < ${bulan} order by ti.bulan desc limit 1)
        ) y order by y.bulan desc limit 1
      ) c on true
      where ${desa}
    ), e as materialized (
      -- A village with a starting point: its events since, a range of its (desa_id, dicatat_pada) index.
      -- OFFSET 0 keeps the lateral from being flattened into a hash join over the whole ledger (the
      -- regency's report read all 1,055,786 events of a million residents to keep 53,501), and the bound
      -- is the bare column, no coalesce, or under the policies it is only a filter after the index.
      select p.id, p.desa_id, p.kk_id, p.jenis, p.tanda, p.jenis_kelamin, p.tanggal_peristiwa, p.dicatat_pada
      from t cross join lateral (
        select x.* from peristiwa_penduduk x
        where x.desa_id = t.desa_id and x.dicatat_pada >= t.sejak and x.dicatat_pada < ${selesai}
        offset 0
      ) p
      where t.sejak is not null
      union all
      -- One without: every event recorded before the month's end.
      select p.id, p.desa_id, p.kk_id, p.jenis, p.tanda, p.jenis_kelamin, p.tanggal_peristiwa, p.dicatat_pada
      from t join peristiwa_penduduk p on p.desa_id = t.desa_id
      where t.sejak is null and p.dicatat_pada < ${selesai}
    ), b as materialized (
      -- Each card touched since the starting point: its count then (none without one).
      select k.kk_id, coalesce((select sum(x.tanda) from peristiwa_penduduk x where x.kk_id = k.kk_id and x.dicatat_pada < t.sejak), 0)::int as s
      from (select distinct e.desa_id, e.kk_id from e) k join t on t.desa_id = k.desa_id
      where t.sejak is not null
    ), a as (
      -- Each card over the span before the month: its change in residents (by sex) and in families.
      select e.desa_id, e.kk_id, sum(e.tanda)::int as s,
        coalesce(sum(e.tanda) filter (where e.jenis_kelamin = 'Laki laki'), 0)::int as l,
        coalesce(sum(e.tanda) filter (where e.jenis_kelamin = 'Perempuan'), 0)::int as pr
      from e where e.dicatat_pada < ${mulai}
      group by e.desa_id, e.kk_id
    ), m as (
      select e.desa_id, e.jenis, e.tanda, e.jenis_kelamin, e.tanggal_peristiwa,
        (coalesce(b.s, 0) + coalesce(a.s, 0) + sum(e.tanda) over w > 0)::int - (coalesce(b.s, 0) + coalesce(a.s, 0) + sum(e.tanda) over w - e.tanda > 0)::int as kk_ubah
      from e left join a on a.desa_id = e.desa_id and a.kk_id = e.kk_id left join b on b.kk_id = e.kk_id
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
    select t.desa_id, 'awal' as kelompok, (t.l + coalesce(x.l, 0))::int as laki_laki, (t.pr + coalesce(x.pr, 0))::int as perempuan,
      (t.s + coalesce(x.s, 0))::int as jumlah, (t.kk + coalesce(x.kk, 0))::int as kk
    from t left join (
      select a.desa_id, sum(a.l) as l, sum(a.pr) as pr, sum(a.s) as s,
        sum((coalesce(b.s, 0) + a.s > 0)::int - (coalesce(b.s, 0) > 0)::int) as kk
      from a left join b on b.kk_id = a.kk_id group by a.desa_id
    ) x on x.desa_id = t.desa_id
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
