// A whole demo regency (villages, staff, registries) and the benches' database helpers.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { textArr, type Rows, type SeedOptions } from './demo-seed-batch.js';
import { seedVillages } from './demo-seed.js';
import { regencyPlan, type VillagePlan } from './demo-seed-plan.js';

/** A village of a seeded regency. */
export interface SeededVillage extends VillagePlan {
  desaId: string;
  /** Its Super Admin's username (staff seeded): sa.<code digits>. */
  superAdmin?: string;
}

export interface RegencyOptions extends SeedOptions {
  residents: number;
  villages: number;
  kabupaten?: string;
  provinsi?: string;
  /**
   * Staff per village: a Super Admin sa.<code digits> (sa.3507012001) and two Admins
   * op1.<code digits>, op2.<code digits>, all with this password hash (the server's hashPassword).
   */
  staffPasswordHash?: string;
}

/**
 * A regency: `villages` desa rows (regencyPlan: codes 35.07.KK.2VVV over the 33 kecamatan, skewed
 * sizes summing to `residents`), each village's registry (seedVillages) and, with staffPasswordHash,
 * its staff. The database is migrated; the environment's own village ('default') is left as it is.
 */
export async function seedRegency(db: Db, options: RegencyOptions): Promise<{ villages: SeededVillage[]; counts: Record<string, number> }> {
  const plan = regencyPlan(options.residents, options.villages);
  const kabupaten = options.kabupaten ?? 'Malang';
  const provinsi = options.provinsi ?? 'Jawa Timur';
  const inserted = (await db.execute(sql`insert into desa (kode, kode_wilayah, nama_desa, kecamatan, kabupaten, provinsi, alamat_kantor, kode_pos, aktif)
    select v.kode, v.kode, v.nama, v.kecamatan, ${kabupaten}, ${provinsi}, 'Jl. Raya ' || v.nama || ' No. ' || (1 + v.i % 40), '651' || lpad((v.i % 80 + 10)::text, 2, '0'), v.aktif
    from unnest(${textArr(plan.map((p) => p.kode))}, ${textArr(plan.map((p) => p.namaDesa))}, ${textArr(plan.map((p) => p.kecamatan))},
      ${sql`${`{${plan.map((p) => (p.aktif ? 'true' : 'false')).join(',')}}`}::boolean[]`}) with ordinality as v(kode, nama, kecamatan, aktif, i)
    returning id, kode`)) as unknown as Rows<{ id: string; kode: string }>;
  const idOf = new Map(inserted.rows.map((r) => [r.kode, String(r.id)]));
  const villages: SeededVillage[] = plan.map((p) => ({ ...p, desaId: idOf.get(p.kode)! }));
  if (options.staffPasswordHash) {
    const staff = villages.flatMap((v) => {
      const digits = v.kode.replace(/\./g, '');
      v.superAdmin = `sa.${digits}`;
      return [
        { desaId: v.desaId, nama: `Sekretaris Desa ${v.namaDesa}`, username: `sa.${digits}`, role: 'Super Admin' },
        { desaId: v.desaId, nama: `Kaur Pemerintahan ${v.namaDesa}`, username: `op1.${digits}`, role: 'Admin' },
        { desaId: v.desaId, nama: `Staf Pelayanan ${v.namaDesa}`, username: `op2.${digits}`, role: 'Admin' },
      ];
    });
    await db.execute(sql`insert into users (desa_id, nama_lengkap, username, role, password_hash)
      select u.desa_id::uuid, u.nama, u.username, u.role, ${options.staffPasswordHash}
      from unnest(${textArr(staff.map((s) => s.desaId))}, ${textArr(staff.map((s) => s.nama))}, ${textArr(staff.map((s) => s.username))},
        ${textArr(staff.map((s) => s.role))}) as u(desa_id, nama, username, role)`);
  }
  const counts = await seedVillages(
    db,
    villages.map((v) => ({ desaId: v.desaId, residents: v.residents, kodeKecamatan: v.kodeKecamatan, namaDesa: v.namaDesa })),
    options,
  );
  return { villages, counts: { villages: villages.length, ...counts } };
}

/** For benches: drops (if present) and creates database `name` on the server `db` is connected to. */
export async function recreateDatabase(db: Db, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('database name: [a-z0-9_]');
  await db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await db.execute(sql.raw(`create database ${name}`));
}

/** For benches: the database's size, its largest tables and the settings that matter for its speed. */
export async function databaseFigures(db: Db): Promise<{ pgDatabaseSizeMb: number; largestTables: Record<string, { totalMb: number; indexesMb: number }>; settings: Record<string, string> }> {
  const [size] = ((await db.execute(sql`select pg_database_size(current_database())::text as bytes`)) as unknown as Rows<{ bytes: string }>).rows;
  const tables = ((await db.execute(sql`select c.relname as name,
      round(pg_total_relation_size(c.oid) / 1048576.0)::int as total_mb, round(pg_indexes_size(c.oid) / 1048576.0)::int as indexes_mb
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc limit 6`)) as unknown as Rows<{ name: string; total_mb: number; indexes_mb: number }>).rows;
  const settings = ((await db.execute(sql`select name, setting, unit from pg_settings
    where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'server_version')`)) as unknown as Rows<{ name: string; setting: string; unit: string | null }>).rows;
  return {
    pgDatabaseSizeMb: Math.round(Number(size?.bytes) / 1048576),
    largestTables: Object.fromEntries(tables.map((t) => [t.name, { totalMb: Number(t.total_mb), indexesMb: Number(t.indexes_mb) }])),
    settings: Object.fromEntries(settings.map((s) => [s.name, s.unit ? `${s.setting} x ${s.unit}` : s.setting])),
  };
}

/**
 * For benches: `count` more staff (Admins `op3.<code digits>`, `op4.`...) spread over `villages` in
 * turn, with the password hash of the seeded staff; existing usernames are left as they are.
 */
export async function addStaff(db: Db, villages: Array<Pick<SeededVillage, 'desaId' | 'kode'>>, count: number, passwordHash: string): Promise<string[]> {
  const staff = Array.from({ length: count }, (_, i) => {
    const v = villages[i % villages.length]!;
    return { desaId: v.desaId, username: `op${3 + Math.floor(i / villages.length)}.${v.kode.replace(/\./g, '')}` };
  });
  await db.execute(sql`insert into users (desa_id, nama_lengkap, username, role, password_hash)
    select u.desa_id::uuid, 'Staf Tambahan ' || u.username, u.username, 'Admin', ${passwordHash}
    from unnest(${textArr(staff.map((s) => s.desaId))}, ${textArr(staff.map((s) => s.username))}) as u(desa_id, username)
    on conflict do nothing`);
  return staff.map((s) => s.username);
}

/**
 * For the letter bench (issue 36): a register's history in every active village, `perResident`
 * letters per resident spread over the three years before `tahun` (a village of 1,850 ~ 1,100 letters,
 * the largest 50,000 ~ 30,000), of the six commonest kinds, newest last; the current year's numbering
 * stays untouched. Their content is an empty snapshot: the register reads only the row's own columns.
 */
export async function seedSuratRiwayat(db: Db, villages: SeededVillage[], perResident: number, tahun: number): Promise<number> {
  const aktif = villages.filter((v) => v.aktif);
  const jumlah = aktif.map((v) => String(Math.max(1, Math.round(v.residents * perResident))));
  await db.execute(sql`insert into surat (desa_id, jenis_id, judul, nomor, tahun, kunci_urut, nomor_urut, tanggal, pejabat_nama, pejabat_jabatan,
      nama_penduduk, nik, konten, token, kode, dibuat_oleh, created_at)
    select v.desa_id::uuid, j.id, j.judul, j.kode || '/' || lpad(g::text, 4, '0') || '/' || v.kode || '/' || y, y, 'bersama', g,
      make_date(y, m, d), 'Sri Wahyuni', 'Kepala Desa', (array['Budi Santoso', 'Siti Aminah', 'Agus Salim', 'Dewi Lestari', 'Sutrisno', 'Rina Wati'])[1 + g % 6] || ' ' || g,
      '3507' || lpad((g * 7919 % 1000000000000)::text, 12, '0'), '{}'::jsonb, md5(v.desa_id || ':' || g), upper(substr(md5(v.desa_id || '#' || g), 1, 16)), 'Staf Pelayanan',
      make_timestamptz(y, m, d, 8 + g % 8, g % 60, 0, 'Asia/Jakarta')
    from unnest(${textArr(aktif.map((v) => v.desaId))}, ${textArr(aktif.map((v) => v.kode))}, ${textArr(jumlah)}) as v(desa_id, kode, n)
    cross join lateral generate_series(1, v.n::int) g
    cross join lateral (select ${tahun} - 3 + (g - 1) * 3 / v.n::int as y, 1 + ((g - 1) * 36 / v.n::int) % 12 as m, 1 + g % 28 as d) t
    cross join lateral (select (array['domisili', 'sktm', 'usaha', 'pengantar_skck', 'belum_menikah', 'kehilangan'])[1 + g % 6] as id) k
    join lateral (select sj.id, sj.judul, sj.kode_klasifikasi as kode from surat_jenis sj where sj.id = k.id) j on true`);
  return jumlah.reduce((a, n) => a + Number(n), 0);
}
