// The SQL that generates one batch of villages' registries (what it makes: demo-seed.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { BULAN, DUSUN, FEMALE, KOTA, MALE, PEKERJAAN, PENDIDIKAN_DEWASA, SECOND } from './demo-seed-names.js';

/** One village's registry to seed (its desa row exists). */
export interface VillageSeed {
  desaId: string;
  residents: number;
  /** Two digits: NIK and No. KK start with 3507 and these (the kecamatan of the Kemendagri code). */
  kodeKecamatan: string;
  /** In the residents' addresses. */
  namaDesa: string;
}

export interface SeedOptions {
  /** Residents per transaction, rounded up to whole kecamatan (default 250,000). */
  batchResidents?: number;
  /** Called after each batch. */
  onProgress?: (done: number, total: number, ms: number) => void;
}

const arr = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
const intArr = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
export { textArr } from '../data/pg-array.js';
import { textArr } from '../data/pg-array.js';

// h(x, salt): a deterministic pseudo-random non-negative int per row. In bigint: x * 7919 passes 2^31
// from x = 271,000 on (int4 arithmetic would overflow there).
const h = (expr: SQL, salt: number) => sql`(hashint8((${expr})::bigint * 7919 + ${salt}) & 2147483647)`;
const pick = (values: string[], expr: SQL, salt: number) => sql`(${arr(values)})[1 + ${h(expr, salt)} % ${values.length}]`;

export interface PlannedVillage extends VillageSeed {
  /** Numbers before this village's, regency-wide: the hashes' inputs never repeat across villages. */
  kkOffset: number;
  gOffset: number;
  families: number[];
}


export type Rows<T> = { rows: T[] };

/** Seeds one batch of villages (whole kecamatan) in one transaction. */
export async function seedBatch(db: Db, batch: PlannedVillage[]): Promise<void> {
  const fam = batch.flatMap((b, i) => b.families.map((size, k) => ({ size, vi: i + 1, ord: k + 1, kkNo: b.kkOffset + k + 1 })));
  await db.transaction(async (tx) => {
    // Room to sort and hash a batch in memory (the default 4 MB spills its sorts and the triggers'
    // transition tables to files).
    await tx.execute(sql`set local work_mem = '128MB'`);
    await tx.execute(sql`create temporary table seed_village on commit drop as
      select v.v::int as v, v.desa_id::uuid as desa_id, v.kec, v.nama, v.g_offset, v.n_kk
      from unnest(${textArr(batch.map((b) => b.desaId))}, ${textArr(batch.map((b) => b.kodeKecamatan))},
        ${textArr(batch.map((b) => b.namaDesa))}, ${intArr(batch.map((b) => b.gOffset))}, ${intArr(batch.map((b) => b.families.length))})
        with ordinality as v(desa_id, kec, nama, g_offset, n_kk, v)`);
    // One row per family: its regency-wide number (the hashes' input), its village and place in it.
    // A village's families are spread evenly over the last two years, in family order.
    await tx.execute(sql`create temporary table seed_family on commit drop as
      select v.v, v.desa_id, v.kec, v.nama, v.g_offset, f.ord, f.kk_no, f.size, (f.kk_no % 100 < 8) as masuk,
        gen_random_uuid() as kk_id, now() - ((v.n_kk - f.ord) * (interval '730 days' / v.n_kk)) as kk_created
      from unnest(${intArr(fam.map((f) => f.size))}, ${intArr(fam.map((f) => f.vi))}, ${intArr(fam.map((f) => f.ord))},
        ${intArr(fam.map((f) => f.kkNo))}) as f(size, vi, ord, kk_no)
      join seed_village v on v.v = f.vi`);
    // Each card's member count and first member are the database's (triggers on penduduk, migration
    // 0005): they are written here as the triggers will find them (the size, the head), so the
    // triggers' recompute confirms them instead of rewriting a million rows.
    // The village's areas (issue 35): 4 dusun, 2 RW each, 3 RT under each RW (24 RT), made only in a
    // village that has none yet; each card lives in one of them (lists filter by dusun/RW/RT).
    await tx.execute(sql`create temporary table seed_dusun on commit drop as
      select v.v, v.desa_id, d.d, gen_random_uuid() as id, (${arr(DUSUN)})[d.d] as nama
      from seed_village v cross join generate_series(1, 4) as d(d)
      where not exists (select 1 from dusun x where x.desa_id = v.desa_id)`);
    await tx.execute(sql`create temporary table seed_rw on commit drop as
      select sd.v, sd.desa_id, sd.id as dusun_id, (sd.d - 1) * 2 + w.w as nomor, gen_random_uuid() as id
      from seed_dusun sd cross join generate_series(1, 2) as w(w)`);
    await tx.execute(sql`create temporary table seed_rt on commit drop as
      select r.v, r.desa_id, r.id as rw_id, (r.nomor - 1) * 3 + t.t as nomor, gen_random_uuid() as id
      from seed_rw r cross join generate_series(1, 3) as t(t)`);
    await tx.execute(sql`insert into dusun (id, desa_id, nama) select id, desa_id, nama from seed_dusun`);
    await tx.execute(sql`insert into rw (id, desa_id, dusun_id, nomor) select id, desa_id, dusun_id, nomor from seed_rw`);
    await tx.execute(sql`insert into rt (id, desa_id, rw_id, nomor) select id, desa_id, rw_id, nomor from seed_rt`);
    await tx.execute(sql`insert into kartu_keluarga (id, desa_id, no_kk, data_masuk, jumlah_anggota, rt_id, created_at, updated_at)
      select f.kk_id, f.desa_id, '3507' || f.kec || lpad(f.kk_no::text, 10, '0'), f.masuk, f.size, r.id, f.kk_created, f.kk_created
      from seed_family f left join seed_rt r on r.v = f.v and r.nomor = 1 + ${h(sql`f.kk_no`, 41)} % 24
      order by f.kk_created`);
    // One row per person: its card, its place in the family and a regency-wide sequence number.
    await tx.execute(sql`create temporary table seed_person on commit drop as
      select f.v, f.desa_id, f.kec, f.nama, f.kk_no, f.kk_id, f.kk_created, f.masuk, m.m as urut,
             (f.g_offset + row_number() over (partition by f.v order by f.ord, m.m))::int as g, gen_random_uuid() as id
      from seed_family f cross join lateral generate_series(1, f.size) as m(m)`);
    // Position: 1 head; 2 spouse (most families); the rest children, with a parent or grandchild now and then.
    await tx.execute(sql`alter table seed_person add column posisi text, add column jk text, add column lahir date, add column nik text`);
    await tx.execute(sql`update seed_person set posisi = case
        when urut = 1 then 'Kepala Keluarga'
        when urut = 2 and ${h(sql`g`, 1)} % 10 < 8 then 'Istri'
        when ${h(sql`g`, 2)} % 20 = 0 then 'Orang Tua'
        when ${h(sql`g`, 3)} % 25 = 0 then 'Cucu'
        else 'Anak' end`);
    await tx.execute(sql`update seed_person set jk = case
        when posisi = 'Kepala Keluarga' then case when ${h(sql`g`, 4)} % 100 < 88 then 'Laki laki' else 'Perempuan' end
        when posisi = 'Istri' then 'Perempuan'
        else case when ${h(sql`g`, 5)} % 2 = 0 then 'Laki laki' else 'Perempuan' end end`);
    await tx.execute(sql`update seed_person set lahir = date '2026-01-01' - (case
        when posisi in ('Kepala Keluarga', 'Istri') then 22 * 365 + ${h(sql`g`, 6)} % (45 * 365)
        when posisi = 'Orang Tua' then 60 * 365 + ${h(sql`g`, 7)} % (25 * 365)
        when posisi = 'Cucu' then ${h(sql`g`, 8)} % (10 * 365)
        else ${h(sql`g`, 9)} % (25 * 365) end)::int`);
    // NIK: 35 07 KK (province, regency, kecamatan), DDMMYY of birth (women's day + 40), a serial of 4
    // digits per kecamatan, birth date and sex (a batch holds whole kecamatan: the serials are complete).
    await tx.execute(sql`update seed_person s set nik = x.serial::text
      from (select id, row_number() over (partition by kec, lahir, jk order by g) as serial from seed_person) x
      where x.id = s.id`);
    const [most] = ((await tx.execute(sql`select max(nik::int) as n from seed_person`)) as unknown as Rows<{ n: number }>).rows;
    if (Number(most?.n) > 9999) throw new Error(`NIK serial past 9999 (${most?.n} people of one kecamatan born on one day)`);
    await tx.execute(sql`update seed_person set nik = '3507' || kec
        || lpad((extract(day from lahir)::int + case when jk = 'Perempuan' then 40 else 0 end)::text, 2, '0')
        || to_char(lahir, 'MMYY') || lpad(nik, 4, '0')`);

    const agama = sql`case when ${h(sql`g`, 20)} % 1000 < 870 then 'Islam' when ${h(sql`g`, 20)} % 1000 < 940 then 'Kristen'
      when ${h(sql`g`, 20)} % 1000 < 970 then 'Katolik' when ${h(sql`g`, 20)} % 1000 < 990 then 'Hindu'
      when ${h(sql`g`, 20)} % 1000 < 997 then 'Buddha' when ${h(sql`g`, 20)} % 1000 < 999 then 'Konghucu' else 'Kepercayaan' end`;
    const umur = sql`extract(year from age(date '2026-01-01', lahir))::int`;
    // In creation order: the villages of the batch interleave in the table as years of use would leave them.
    await tx.execute(sql`insert into penduduk (id, desa_id, kk_id, nik, nama_lengkap, tempat_tanggal_lahir, tempat_lahir, tanggal_lahir, alamat_asal, agama,
        pekerjaan, pendidikan_terakhir, status_perkawinan, jenis_kelamin, posisi_dalam_keluarga, status_penduduk,
        anggota_pertama, created_at, updated_at)
      select id, desa_id, kk_id, nik,
        case when jk = 'Laki laki' then ${pick(MALE, sql`g`, 10)} else ${pick(FEMALE, sql`g`, 11)} end
          || case when ${h(sql`g`, 12)} % 10 < 8 then ' ' || ${pick(SECOND, sql`g`, 13)} else '' end,
        ${pick(KOTA, sql`g`, 14)} || ', ' || lpad(extract(day from lahir)::text, 2, '0') || ' '
          || (${arr(BULAN)})[extract(month from lahir)::int] || ' ' || extract(year from lahir)::text,
        ${pick(KOTA, sql`g`, 14)}, lahir,
        'Dusun ' || ${pick(DUSUN, sql`kk_no`, 15)} || ' RT ' || lpad((1 + ${h(sql`kk_no`, 16)} % 12)::text, 2, '0')
          || '/RW ' || lpad((1 + ${h(sql`kk_no`, 17)} % 6)::text, 2, '0') || ', Desa ' || nama,
        ${agama},
        case when ${umur} < 6 then 'Belum/Tidak Bekerja' when ${umur} < 19 then 'Pelajar/Mahasiswa'
             when ${umur} > 65 then 'Pensiunan' else ${pick(PEKERJAAN, sql`g`, 18)} end,
        case when ${umur} < 7 then 'Tidak/Belum Sekolah' when ${umur} < 13 then 'Belum Tamat SD/Sederajat'
             when ${umur} < 16 then 'Tamat SD/Sederajat' when ${umur} < 19 then 'SLTP/Sederajat'
             else ${pick(PENDIDIKAN_DEWASA, sql`g`, 19)} end,
        case when posisi in ('Kepala Keluarga', 'Istri') then case when ${h(sql`g`, 21)} % 100 < 90 then 'Kawin' when ${h(sql`g`, 21)} % 100 < 95 then 'Cerai Mati' else 'Cerai Hidup' end
             when posisi = 'Orang Tua' then 'Cerai Mati' when ${umur} >= 25 and ${h(sql`g`, 22)} % 2 = 0 then 'Kawin' else 'Belum Kawin' end,
        jk, posisi,
        case when masuk then 'penduduk_masuk' else '' end,
        urut = 1, kk_created + (urut * interval '1 second'), kk_created + (urut * interval '1 second')
      from seed_person order by kk_created, urut`);

    // Entry documents for half of the incoming cards (two image rows each; the bytes are not needed here).
    await tx.execute(sql`create temporary table seed_files on commit drop as
      select kk_id, desa_id, gen_random_uuid() as f1, gen_random_uuid() as f2 from seed_family where masuk and ${h(sql`kk_no`, 30)} % 2 = 0`);
    await tx.execute(sql`insert into files (id, desa_id, stored_name, mime, size)
      select f1, desa_id, f1::text || '.jpg', 'image/jpeg', 1024 from seed_files
      union all select f2, desa_id, f2::text || '.jpg', 'image/jpeg', 1024 from seed_files`);
    await tx.execute(sql`insert into keterangan_masuk (desa_id, kk_id, foto_kk_id, foto_surat_masuk_id) select desa_id, kk_id, f1, f2 from seed_files`);

    // Whole families that moved out (~2 % of the cards not incoming): one record each, head first.
    await tx.execute(sql`create temporary table seed_pindah on commit drop as
      select kk_no, kk_id, desa_id, kec, gen_random_uuid() as pk_id from seed_family where not masuk and ${h(sql`kk_no`, 31)} % 50 = 0`);
    // ~1 % of the other people moved out alone; several from one card share the card's record.
    await tx.execute(sql`insert into seed_pindah (kk_no, kk_id, desa_id, kec, pk_id)
      select distinct on (sp.kk_no) sp.kk_no, sp.kk_id, sp.desa_id, sp.kec, gen_random_uuid() from seed_person sp
      where sp.urut > 1 and ${h(sql`sp.g`, 32)} % 100 = 0 and sp.kk_no not in (select kk_no from seed_pindah)`);
    await tx.execute(sql`insert into penduduk_keluar (id, desa_id, kk_id, created_at, updated_at)
      select pk_id, desa_id, kk_id, now() - (${h(sql`kk_no`, 33)} % 100000) * interval '1 minute', now() from seed_pindah`);
    await tx.execute(sql`insert into penduduk_keluar_anggota (desa_id, penduduk_keluar_id, penduduk_id, urutan, status_sebelumnya)
      select s.desa_id, s.pk_id, sp.id, (row_number() over (partition by s.pk_id order by sp.urut) - 1)::int,
             case when sp.masuk then 'penduduk_masuk' else '' end
      from seed_pindah s join seed_person sp on sp.kk_no = s.kk_no
      where (${h(sql`s.kk_no`, 31)} % 50 = 0 and not sp.masuk) or (sp.urut > 1 and ${h(sql`sp.g`, 32)} % 100 = 0)`);
    await tx.execute(sql`update penduduk p set status_sebelumnya = p.status_penduduk, status_penduduk = 'penduduk_keluar'
      from seed_pindah s join penduduk_keluar_anggota a on a.penduduk_keluar_id = s.pk_id where a.penduduk_id = p.id`);
    await tx.execute(sql`insert into keterangan_keluar (desa_id, penduduk_keluar_id, nomor_surat, alamat_pindah, alasan_pindah, pengikut,
        tanggal_ktp, meninggalkan_desa_pada, catatan, kewarganegaraan)
      select desa_id, pk_id, '474/' || kk_no || '/35.07.' || kec || '/2025', 'Jl. Merdeka No. ' || (1 + kk_no % 200) || ', Surabaya', 'Pekerjaan',
        (select count(*)::int - 1 from penduduk_keluar_anggota a where a.penduduk_keluar_id = pk_id),
        date '2025-01-01' + (kk_no % 300), date '2025-01-01' + (kk_no % 300) + 7, '', 'Indonesia'
      from seed_pindah where ${h(sql`kk_no`, 34)} % 10 < 6`);

    // Deaths: ~3 % of the people still in the village.
    await tx.execute(sql`create temporary table seed_mati on commit drop as
      select p.id as penduduk_id, p.desa_id, p.status_penduduk as sebelumnya, gen_random_uuid() as kematian_id, ${h(sql`sp.g`, 35)} as r
      from seed_person sp join penduduk p on p.id = sp.id
      where p.status_penduduk in ('', 'penduduk_masuk') and ${h(sql`sp.g`, 36)} % 33 = 0`);
    await tx.execute(sql`insert into kematian (id, desa_id, penduduk_id, tanggal_meninggal, hari_meninggal, tempat_meninggal,
        nomor_surat_kematian, penyebab_meninggal)
      select kematian_id, desa_id, penduduk_id, date '2024-01-01' + (r % 700),
        (array['Minggu','Senin','Selasa','Rabu','Kamis','Jumat','Sabtu'])[1 + extract(dow from date '2024-01-01' + (r % 700))::int],
        case when r % 3 = 0 then 'Rumah Sakit' else 'Rumah' end, '472.12/' || (r % 9000) || '/2024',
        (array['Sakit','Usia lanjut','Kecelakaan'])[1 + r % 3]
      from seed_mati`);
    await tx.execute(sql`update penduduk p set status_sebelumnya = m.sebelumnya, status_penduduk = 'meninggal'
      from seed_mati m where m.penduduk_id = p.id`);
    await tx.execute(sql`create temporary table seed_arsip on commit drop as
      select kematian_id, desa_id, gen_random_uuid() as file_id from seed_mati where r % 3 = 0`);
    await tx.execute(sql`insert into files (id, desa_id, stored_name, mime, size)
      select file_id, desa_id, file_id::text || '.jpg', 'image/jpeg', 1024 from seed_arsip`);
    await tx.execute(sql`insert into arsip_kematian (desa_id, kematian_id, file_id) select desa_id, kematian_id, file_id from seed_arsip`);
    // The ledger as a registry kept for two years has it (issue 37): each event recorded when its record
    // was made (a death a week after its day), as migration 0027's back-fill dates existing data, not
    // all at the moment of the seed (which would put two years of events in the current month's report).
    await tx.execute(sql`update peristiwa_penduduk e set dicatat_pada = least(now(), x.dicatat)
      from (
        select e2.id, case
          when e2.jenis = 'mati' then greatest(p.created_at, k.tanggal_meninggal + interval '7 days')
          when e2.jenis = 'pindah' then greatest(p.created_at, pk.created_at)
          else p.created_at end as dicatat
        from seed_person sp
        join peristiwa_penduduk e2 on e2.penduduk_id = sp.id
        join penduduk p on p.id = sp.id
        left join kematian k on k.penduduk_id = p.id
        left join penduduk_keluar_anggota a on a.penduduk_id = p.id
        left join penduduk_keluar pk on pk.id = a.penduduk_keluar_id
      ) x
      where x.id = e.id`);
  });
}
