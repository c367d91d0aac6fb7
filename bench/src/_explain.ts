import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/src/db/client.js';
import { loadConfig } from '../../server/src/config.js';
import { sql } from '../../server/node_modules/drizzle-orm/index.js';
const config = loadConfig({ DATA_DIR: '/work/main/.tmp/scratch-db' });
const database = await openDatabase(config);
const db = database.db;
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const desaId = rows(await db.execute(sql`select id from desa limit 1`))[0]!.id as string;
async function time(label: string, q: string, explain = false) { if (ONLY && !label.includes(ONLY)) return;
  const text = q.replaceAll('$D', `'${desaId}'`);
  let best = Infinity;
  for (let i = 0; i < 5; i++) { const t = performance.now(); await db.execute(sql.raw(text)); best = Math.min(best, performance.now() - t); }
  console.log(`${best.toFixed(1).padStart(7)} ms  ${label}`);
  if (explain) for (const r of rows(await db.execute(sql.raw('explain analyze ' + text)))) console.log('      ' + r['QUERY PLAN']);
}
const E = true; const ONLY = process.argv[2];
await time('count all', `select count(*) from penduduk where desa_id = $D`, E);
await time('list createdAt p0', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by p.created_at, p.id limit 10`, E);
await time('list nama p0', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by lower(p.nama_lengkap), p.id limit 10`, E);
await time('list nama p500', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by lower(p.nama_lengkap), p.id limit 10 offset 5000`, E);
await time('list nama p500 idsub', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.id in (select id from penduduk where desa_id = $D order by lower(nama_lengkap), id limit 10 offset 5000) order by lower(p.nama_lengkap), p.id`, E);
await time('list createdAt p500', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by p.created_at, p.id limit 10 offset 5000`, E);
await time('list no_kk p0', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by k.no_kk, p.id limit 10`, E);
await time('list no_kk p500', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by k.no_kk, p.id limit 10 offset 5000`, E);
await time('list umur desc p500', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by coalesce((substring(umur from '^[[:space:]]*([0-9]{1,9})'))::int, 2147483647) desc, p.id desc limit 10 offset 5000`, E);
await time('name sit count', `select count(*) from penduduk where desa_id = $D and nama_lengkap ilike '%sit%'`, E);
await time('name sit page', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D and p.nama_lengkap ilike '%sit%' order by lower(p.nama_lengkap), p.id limit 10`, E);
await time('name santoso page', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D and p.nama_lengkap ilike '%wahyu sant%' order by lower(p.nama_lengkap), p.id limit 10`, E);
await time('name wahyu sant count', `select count(*) from penduduk where desa_id = $D and nama_lengkap ilike '%wahyu sant%'`, E);
await time('nik prefix', `select p.* from penduduk p where p.desa_id = $D and p.nik like '35071201%' order by p.nik, p.id limit 10`, E);
await time('nik prefix count', `select count(*) from penduduk p where p.desa_id = $D and p.nik like '35071201%'`, E);
await time('kk list created p0', `select k.*, p.* from kartu_keluarga k join penduduk p on p.kk_id = k.id and p.anggota_pertama where k.desa_id = $D order by k.created_at, k.id limit 10`, E);
await time('kk list nama p0', `select k.*, p.* from penduduk p join kartu_keluarga k on p.kk_id = k.id where p.desa_id = $D and p.anggota_pertama order by lower(p.nama_lengkap), p.id limit 10`, E);
await time('kk list nama p500', `select k.*, p.* from penduduk p join kartu_keluarga k on p.kk_id = k.id where p.desa_id = $D and p.anggota_pertama order by lower(p.nama_lengkap), p.id limit 10 offset 5000`, E);
await time('kk count', `select count(*) from kartu_keluarga where desa_id = $D`, E);
await time('dashboard', `with p as (
      select
        count(*) filter (where status_penduduk = '')::int as data_penduduk,
        count(*) filter (where status_penduduk in ('', 'penduduk_masuk') and jenis_kelamin = 'Laki laki')::int as data_pria,
        count(*) filter (where status_penduduk in ('', 'penduduk_masuk') and jenis_kelamin = 'Perempuan')::int as data_wanita,
        count(*) filter (where status_penduduk = 'penduduk_masuk')::int as data_penduduk_masuk,
        count(*) filter (where status_penduduk = 'penduduk_keluar')::int as data_penduduk_keluar
      from penduduk where desa_id = $D
    )
    select p.*,
      (select count(*)::int from kartu_keluarga where desa_id = $D) as data_kk,
      (select count(*)::int from kartu_keluarga kk
        where kk.desa_id = $D and kk.data_masuk
          and exists (select 1 from penduduk m where m.kk_id = kk.id)
          and not exists (select 1 from keterangan_masuk km where km.kk_id = kk.id)) as inc_data_penduduk_masuk,
      (select count(*)::int from penduduk_keluar pk
        where pk.desa_id = $D
          and not exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id)) as inc_data_penduduk_keluar,
      (select count(*)::int from kematian k
        where k.desa_id = $D
          and not exists (select 1 from arsip_kematian a where a.kematian_id = k.id)) as inc_data_kematian
    from p`, E);
await database.close();
