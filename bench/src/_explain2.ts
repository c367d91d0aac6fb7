import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/src/db/client.js';
import { loadConfig } from '../../server/src/config.js';
import { sql } from '../../server/node_modules/drizzle-orm/index.js';
const database = await openDatabase(loadConfig({ DATA_DIR: '/work/main/.tmp/scratch-db' }));
const db = database.db;
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const desaId = rows(await db.execute(sql`select id from desa limit 1`))[0]!.id as string;
const ONLY = process.argv[2]; const EX = process.argv.includes('-e');
async function time(label: string, q: string) {
  if (ONLY && ONLY !== '-e' && !label.includes(ONLY)) return;
  const text = q.replaceAll('$D', `'${desaId}'`);
  const ts: number[] = [];
  for (let i = 0; i < 15; i++) { const t = performance.now(); await db.execute(sql.raw(text)); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(`${ts[7]!.toFixed(1).padStart(7)} ms (min ${ts[0]!.toFixed(1)})  ${label}`);
  if (EX) for (const r of rows(await db.execute(sql.raw('explain analyze ' + text)))) console.log('      ' + r['QUERY PLAN']);
}
await time('count all', `select count(*) from penduduk where desa_id = $D`);
await time('count kk', `select count(*) from kartu_keluarga where desa_id = $D`);
await time('A nama p500', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by lower(p.nama_lengkap), p.id limit 10 offset 5000`);
await time('B nama p500', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D order by lower(nama_lengkap), id limit 10 offset 5000) p join kartu_keluarga k on k.id = p.kk_id order by lower(p.nama_lengkap), p.id`);
await time('B umur p500', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D order by coalesce((substring(umur from '^[[:space:]]*([0-9]{1,9})'))::int, 2147483647) desc, id desc limit 10 offset 5000) p join kartu_keluarga k on k.id = p.kk_id`);
await time('B created p500', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D order by created_at, id limit 10 offset 5000) p join kartu_keluarga k on k.id = p.kk_id`);
await time('C created p500', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.id in (select id from penduduk where desa_id = $D order by created_at, id limit 10 offset 5000)`);
await time('B nama p5000', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D order by lower(nama_lengkap), id limit 10 offset 50000) p join kartu_keluarga k on k.id = p.kk_id`);
await time('C created p5000', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.id in (select id from penduduk where desa_id = $D order by created_at, id limit 10 offset 50000)`);
await time('B nokk p500', `select p.*, k.no_kk from penduduk p join kartu_keluarga k on k.id = p.kk_id where p.desa_id = $D order by k.no_kk, p.id limit 10 offset 5000`);
await time('sit count', `select count(*) from penduduk where desa_id = $D and nama_lengkap ilike '%sit%'`);
await time('sit page bitmap', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D and nama_lengkap ilike '%sit%' order by lower(nama_lengkap) || '', id limit 10) p join kartu_keluarga k on k.id = p.kk_id`);
await time('sit page', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D and nama_lengkap ilike '%sit%' order by lower(nama_lengkap), id limit 10) p join kartu_keluarga k on k.id = p.kk_id`);
await time('sit page mat', `with m as materialized (select id, lower(nama_lengkap) as k from penduduk where desa_id = $D and nama_lengkap ilike '%sit%') select p.*, kk.no_kk from (select id from m order by k, id limit 10) x join penduduk p on p.id = x.id join kartu_keluarga kk on kk.id = p.kk_id`);
await time('budi page', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D and nama_lengkap ilike '%budi%' order by lower(nama_lengkap) || '', id limit 10) p join kartu_keluarga k on k.id = p.kk_id`);
await time('an page (2 chars)', `select p.*, k.no_kk from (select * from penduduk where desa_id = $D and nama_lengkap ilike '%an%' order by lower(nama_lengkap), id limit 10) p join kartu_keluarga k on k.id = p.kk_id`);
await time('an count (2 chars)', `select count(*) from penduduk where desa_id = $D and nama_lengkap ilike '%an%'`);
await time('a count (1 char)', `select count(*) from penduduk where desa_id = $D and nama_lengkap ilike '%a%'`);
await database.close();
