// Seeds a realistic village registry straight into the database, through the server's own db layer
// (same schema, same migrations), before the server starts. Everything is generated in SQL
// (`generate_series` + deterministic hashes), so 100,000 residents take seconds, not minutes, and two
// runs produce the same data.
//
// What it makes, for N residents:
// - family cards of 1..8 members (mostly 3..5), head first, then spouse, children, sometimes a parent
//   or a grandchild; ~8 % of the cards came in through the incoming flow (members penduduk_masuk,
//   half of those cards with entry documents);
// - Indonesian names (given name + second name), NIK / No. KK of 16 digits, birth place and date,
//   age, religion, marital status, occupation and education from Dukcapil's lists, an address;
// - moved-out records: ~2 % of the cards moved out whole (head first), ~1 % of the other people moved
//   out alone (joining the open record of their card); ~60 % of the records have a statement;
// - deaths: ~3 % of the people still here, each with a death record (status before kept), a third of
//   them with an archive photo;
// - cards' member counts and first members, as the server keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

const MALE = [
  'Agus', 'Ahmad', 'Andi', 'Arif', 'Bambang', 'Budi', 'Dedi', 'Dimas', 'Eko', 'Fajar', 'Hadi', 'Hendra', 'Imam', 'Joko',
  'Kurniawan', 'Lukman', 'Muhammad', 'Nur', 'Rahmat', 'Rizky', 'Slamet', 'Sugeng', 'Supriyadi', 'Teguh', 'Wahyu', 'Yusuf',
  'Bayu', 'Dwi', 'Gilang', 'Hari', 'Irfan', 'Yoga', 'Sutrisno', 'Suparman', 'Bagus', 'Rudi', 'Adi', 'Heru', 'Taufik', 'Yanto',
];
const FEMALE = [
  'Siti', 'Sri', 'Dewi', 'Ani', 'Ayu', 'Dian', 'Endang', 'Fitri', 'Indah', 'Kartini', 'Lestari', 'Maya', 'Nurul', 'Putri',
  'Rina', 'Rini', 'Sari', 'Suryani', 'Tri', 'Wulan', 'Yuni', 'Anisa', 'Dwi', 'Eka', 'Lina', 'Mega', 'Novi', 'Ratna', 'Sulastri',
  'Tutik', 'Umi', 'Wahyuni', 'Yanti', 'Nanik', 'Sumiati', 'Lilis', 'Desi', 'Intan', 'Aminah', 'Fatimah',
];
const SECOND = [
  'Santoso', 'Susanto', 'Hidayat', 'Wijaya', 'Saputra', 'Setiawan', 'Pratama', 'Nugroho', 'Kusuma', 'Purnomo', 'Rahayu',
  'Wibowo', 'Gunawan', 'Hartono', 'Prasetyo', 'Suharto', 'Firmansyah', 'Ramadhan', 'Handayani', 'Lestari', 'Permata', 'Utami',
  'Sari', 'Wati', 'Aminah', 'Maulana', 'Hakim', 'Syahputra', 'Kurniasih', 'Anggraini', 'Safitri', 'Puspita', 'Aditya',
  'Haryanto', 'Sutanto', 'Sulistyo', 'Mulyadi', 'Ningsih', 'Rahman', 'Fauzi',
];
const KOTA = ['Malang', 'Surabaya', 'Batu', 'Blitar', 'Kediri', 'Pasuruan', 'Probolinggo', 'Lumajang', 'Jember', 'Sidoarjo', 'Mojokerto', 'Jombang'];
const DUSUN = ['Krajan', 'Watugede', 'Tegalsari', 'Sumberejo', 'Karanglo', 'Sidomulyo', 'Bunut', 'Ngujung'];
const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const PEKERJAAN = [
  'Petani/Pekebun', 'Wiraswasta', 'Karyawan Swasta', 'Buruh Harian Lepas', 'Mengurus Rumah Tangga', 'Pedagang', 'Guru',
  'Pegawai Negeri Sipil', 'Sopir', 'Buruh Tani/Perkebunan', 'Peternak', 'Perangkat Desa', 'Tukang Batu', 'Perawat',
];
const PENDIDIKAN_DEWASA = [
  'Tamat SD/Sederajat', 'SLTP/Sederajat', 'SLTA/Sederajat', 'SLTA/Sederajat', 'Diploma I/II', 'Akademi/Diploma III/Sarjana Muda',
  'Diploma IV/Strata I', 'Tamat SD/Sederajat', 'SLTP/Sederajat', 'Strata II',
];

/** Family sizes 1..8 (mostly 3..5) that add up to exactly `total`, deterministic. */
export function familySizes(total: number): number[] {
  const weights = [6, 12, 22, 26, 18, 9, 5, 2]; // sizes 1..8, in %
  const cumulative = weights.map((_, i) => weights.slice(0, i + 1).reduce((a, b) => a + b, 0));
  let state = 20260105;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % 100;
  };
  const sizes: number[] = [];
  let left = total;
  while (left > 0) {
    const r = random();
    const size = Math.min(left, cumulative.findIndex((c) => r < c) + 1);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

const arr = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/** Runs the seed; returns the numbers made. The database must be migrated and the village created. */
export async function seedRegistry(db: Db, desaId: string, residents: number) {
  if (residents < 1 || residents > 999_999) throw new Error('residents: 1..999999 (the NIK serial has 6 digits)');
  const sizes = familySizes(residents);
  // h(x, salt): a deterministic pseudo-random non-negative int per row.
  const h = (expr: ReturnType<typeof sql>, salt: number) => sql`((hashint4((${expr}) * 7919 + ${salt}::int)) & 2147483647)`;
  const pick = (values: string[], expr: ReturnType<typeof sql>, salt: number) =>
    sql`(${arr(values)})[1 + ${h(expr, salt)} % ${values.length}]`;

  await db.transaction(async (tx) => {
    // Bulk load without the secondary indexes of penduduk (rebuilt below from their own definitions):
    // building an index once is far cheaper than maintaining 20 of them row by row.
    const secondary = (await tx.execute(sql`select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = 'penduduk'
        and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`)) as unknown as {
      rows: Array<{ indexname: string; indexdef: string }>;
    };
    for (const { indexname } of secondary.rows) await tx.execute(sql.raw(`drop index "${indexname}"`));

    await tx.execute(sql`create temporary table seed_family on commit drop as
      select f.ord::int as kk_no, f.size::int as size, (f.ord % 100 < 8) as masuk, gen_random_uuid() as kk_id,
             now() - ((${sizes.length} - f.ord) * interval '3 minutes') as kk_created
      from unnest(${`{${sizes.join(',')}}`}::int[]) with ordinality as f(size, ord)`);
    // Each card's member count and first member are the database's (triggers on penduduk, migration 0005).
    await tx.execute(sql`insert into kartu_keluarga (id, desa_id, no_kk, data_masuk, created_at, updated_at)
      select kk_id, ${desaId}::uuid, '350712' || lpad(kk_no::text, 10, '0'), masuk, kk_created, kk_created from seed_family`);
    // One row per person: its card, its place in the family and a global sequence number.
    await tx.execute(sql`create temporary table seed_person on commit drop as
      select f.kk_no, f.kk_id, f.kk_created, f.masuk, m.m as urut, row_number() over (order by f.kk_no, m.m)::int as g,
             gen_random_uuid() as id
      from seed_family f cross join lateral generate_series(1, f.size) as m(m)`);
    // Position: 1 head; 2 spouse (most families); the rest children, with a parent or grandchild now and then.
    await tx.execute(sql`alter table seed_person add column posisi text, add column jk text, add column lahir date`);
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

    const agama = sql`case when ${h(sql`g`, 20)} % 1000 < 870 then 'Islam' when ${h(sql`g`, 20)} % 1000 < 940 then 'Kristen'
      when ${h(sql`g`, 20)} % 1000 < 970 then 'Katolik' when ${h(sql`g`, 20)} % 1000 < 990 then 'Hindu'
      when ${h(sql`g`, 20)} % 1000 < 997 then 'Buddha' when ${h(sql`g`, 20)} % 1000 < 999 then 'Konghucu' else 'Kepercayaan' end`;
    const umur = sql`extract(year from age(date '2026-01-01', lahir))::int`;
    await tx.execute(sql`insert into penduduk (id, desa_id, kk_id, nik, nama_lengkap, tempat_tanggal_lahir, umur, alamat_asal, agama,
        pekerjaan, pendidikan_terakhir, status_perkawinan, jenis_kelamin, posisi_dalam_keluarga, status_penduduk,
        created_at, updated_at)
      select id, ${desaId}::uuid, kk_id,
        '3507' || lpad(((extract(day from lahir)::int + case when jk = 'Perempuan' then 40 else 0 end))::text, 2, '0')
          || to_char(lahir, 'MMYY') || lpad(g::text, 6, '0'),
        case when jk = 'Laki laki' then ${pick(MALE, sql`g`, 10)} else ${pick(FEMALE, sql`g`, 11)} end
          || case when ${h(sql`g`, 12)} % 10 < 8 then ' ' || ${pick(SECOND, sql`g`, 13)} else '' end,
        ${pick(KOTA, sql`g`, 14)} || ', ' || lpad(extract(day from lahir)::text, 2, '0') || ' '
          || (${arr(BULAN)})[extract(month from lahir)::int] || ' ' || extract(year from lahir)::text,
        ${umur}::text,
        'Dusun ' || ${pick(DUSUN, sql`kk_no`, 15)} || ' RT ' || lpad((1 + ${h(sql`kk_no`, 16)} % 12)::text, 2, '0')
          || '/RW ' || lpad((1 + ${h(sql`kk_no`, 17)} % 6)::text, 2, '0') || ', Desa Watugede',
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
        kk_created + (urut * interval '1 second'), kk_created + (urut * interval '1 second')
      from seed_person order by g`);

    for (const { indexdef } of secondary.rows) await tx.execute(sql.raw(indexdef));

    // Entry documents for half of the incoming cards (two image rows each; the bytes are not needed here).
    await tx.execute(sql`create temporary table seed_files on commit drop as
      select kk_id, gen_random_uuid() as f1, gen_random_uuid() as f2 from seed_family where masuk and ${h(sql`kk_no`, 30)} % 2 = 0`);
    await tx.execute(sql`insert into files (id, desa_id, stored_name, mime, size)
      select f1, ${desaId}::uuid, f1::text || '.jpg', 'image/jpeg', 1024 from seed_files
      union all select f2, ${desaId}::uuid, f2::text || '.jpg', 'image/jpeg', 1024 from seed_files`);
    await tx.execute(sql`insert into keterangan_masuk (kk_id, foto_kk_id, foto_surat_masuk_id) select kk_id, f1, f2 from seed_files`);

    // Whole families that moved out (~2 % of the cards not incoming): one record each, head first.
    await tx.execute(sql`create temporary table seed_pindah on commit drop as
      select kk_no, kk_id, gen_random_uuid() as pk_id from seed_family where not masuk and ${h(sql`kk_no`, 31)} % 50 = 0`);
    // ~1 % of the other people moved out alone; several from one card share the card's record.
    await tx.execute(sql`insert into seed_pindah (kk_no, kk_id, pk_id)
      select distinct on (sp.kk_no) sp.kk_no, sp.kk_id, gen_random_uuid() from seed_person sp
      where sp.urut > 1 and ${h(sql`sp.g`, 32)} % 100 = 0 and sp.kk_no not in (select kk_no from seed_pindah)`);
    await tx.execute(sql`insert into penduduk_keluar (id, desa_id, kk_id, created_at, updated_at)
      select pk_id, ${desaId}::uuid, kk_id, now() - (${h(sql`kk_no`, 33)} % 100000) * interval '1 minute', now() from seed_pindah`);
    await tx.execute(sql`insert into penduduk_keluar_anggota (penduduk_keluar_id, penduduk_id, urutan, status_sebelumnya)
      select s.pk_id, sp.id, (row_number() over (partition by s.pk_id order by sp.urut) - 1)::int,
             case when sp.masuk then 'penduduk_masuk' else '' end
      from seed_pindah s join seed_person sp on sp.kk_no = s.kk_no
      where (${h(sql`s.kk_no`, 31)} % 50 = 0 and not sp.masuk) or (sp.urut > 1 and ${h(sql`sp.g`, 32)} % 100 = 0)`);
    await tx.execute(sql`update penduduk p set status_sebelumnya = p.status_penduduk, status_penduduk = 'penduduk_keluar'
      from penduduk_keluar_anggota a where a.penduduk_id = p.id`);
    await tx.execute(sql`insert into keterangan_keluar (penduduk_keluar_id, nomor_surat, alamat_pindah, alasan_pindah, pengikut,
        tanggal_ktp, meninggalkan_desa_pada, catatan, kewarganegaraan)
      select pk_id, '474/' || kk_no || '/35.07.12/2025', 'Jl. Merdeka No. ' || (1 + kk_no % 200) || ', Surabaya', 'Pekerjaan',
        (select count(*)::int - 1 from penduduk_keluar_anggota a where a.penduduk_keluar_id = pk_id),
        date '2025-01-01' + (kk_no % 300), date '2025-01-01' + (kk_no % 300) + 7, '', 'Indonesia'
      from seed_pindah where ${h(sql`kk_no`, 34)} % 10 < 6`);

    // Deaths: ~3 % of the people still in the village.
    await tx.execute(sql`create temporary table seed_mati on commit drop as
      select p.id as penduduk_id, p.status_penduduk as sebelumnya, gen_random_uuid() as kematian_id, ${h(sql`sp.g`, 35)} as r
      from seed_person sp join penduduk p on p.id = sp.id
      where p.status_penduduk in ('', 'penduduk_masuk') and ${h(sql`sp.g`, 36)} % 33 = 0`);
    await tx.execute(sql`insert into kematian (id, desa_id, penduduk_id, tanggal_meninggal, hari_meninggal, tempat_meninggal,
        nomor_surat_kematian, penyebab_meninggal)
      select kematian_id, ${desaId}::uuid, penduduk_id, date '2024-01-01' + (r % 700),
        (array['Minggu','Senin','Selasa','Rabu','Kamis','Jumat','Sabtu'])[1 + extract(dow from date '2024-01-01' + (r % 700))::int],
        case when r % 3 = 0 then 'Rumah Sakit' else 'Rumah' end, '472.12/' || (r % 9000) || '/2024',
        (array['Sakit','Usia lanjut','Kecelakaan'])[1 + r % 3]
      from seed_mati`);
    await tx.execute(sql`update penduduk p set status_sebelumnya = m.sebelumnya, status_penduduk = 'meninggal'
      from seed_mati m where m.penduduk_id = p.id`);
    await tx.execute(sql`create temporary table seed_arsip on commit drop as
      select kematian_id, gen_random_uuid() as file_id from seed_mati where r % 3 = 0`);
    await tx.execute(sql`insert into files (id, desa_id, stored_name, mime, size)
      select file_id, ${desaId}::uuid, file_id::text || '.jpg', 'image/jpeg', 1024 from seed_arsip`);
    await tx.execute(sql`insert into arsip_kematian (kematian_id, file_id) select kematian_id, file_id from seed_arsip`);
  });

  // Fresh statistics, as autovacuum would have them on a server that has been running for a while.
  await db.execute(sql`vacuum analyze`);

  const result = await db.execute(sql`select
      (select count(*)::int from penduduk where desa_id = ${desaId}) as penduduk,
      (select count(*)::int from kartu_keluarga where desa_id = ${desaId}) as kartu_keluarga,
      (select count(*)::int from penduduk_keluar where desa_id = ${desaId}) as penduduk_keluar,
      (select count(*)::int from kematian where desa_id = ${desaId}) as kematian,
      (select count(*)::int from penduduk where desa_id = ${desaId} and status_penduduk = 'penduduk_masuk') as masuk,
      (select count(*)::int from penduduk where desa_id = ${desaId} and status_penduduk = 'penduduk_keluar') as keluar,
      (select row_to_json(s) from statistik_desa s where s.desa_id = ${desaId}) as statistik`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0] as Record<string, unknown>;
}
