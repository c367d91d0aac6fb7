import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/src/db/client.js';
import { loadConfig } from '../../server/src/config.js';
import { sql } from '../../server/node_modules/drizzle-orm/index.js';
const database = await openDatabase(loadConfig({ DATA_DIR: '/work/main/.tmp/scratch-db' }));
const db = database.db;
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const desaId = rows(await db.execute(sql`select id from desa limit 1`))[0]!.id as string;
async function time(label: string, q: string, n = 9) {
  const text = q.replaceAll('$D', `'${desaId}'`);
  const ts: number[] = []; let out: unknown;
  for (let i = 0; i < n; i++) { const t = performance.now(); out = await db.execute(sql.raw(text)); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(`${ts[Math.floor(n/2)]!.toFixed(1).padStart(7)} ms  ${label}  ${JSON.stringify(rows(out)[0]).slice(0, 80)}`);
}
for (const term of ['sit', 'ani', 'sri', 'wahyu', 'santoso', 'an', 'i']) {
  await time(`count ${term}`, `select count(*) from penduduk where desa_id = $D and nama_lengkap ilike '%${term}%'`);
  await time(`mat page ${term}`, `with m as materialized (select id, lower(nama_lengkap) as k from penduduk where desa_id = $D and nama_lengkap ilike '%${term}%') select p.id, p.nama_lengkap from (select id from m order by k, id limit 10) x join penduduk p on p.id = x.id`);
  await time(`walk page ${term}`, `select p.id, p.nama_lengkap from penduduk p where desa_id = $D and nama_lengkap ilike '%${term}%' order by lower(nama_lengkap), id limit 10`);
}
await time('heads count sit', `select count(*) from penduduk where desa_id = $D and posisi_dalam_keluarga = 'Kepala Keluarga' and nama_lengkap ilike '%sit%'`);
let t = performance.now(); await db.execute(sql`vacuum analyze`); console.log('vacuum analyze', performance.now() - t);
t = performance.now(); await db.execute(sql`analyze`); console.log('analyze', performance.now() - t);
t = performance.now(); await db.execute(sql`vacuum`); console.log('vacuum', performance.now() - t);
console.log(rows(await db.execute(sql`select relname, last_vacuum, last_autovacuum, last_analyze, n_mod_since_analyze from pg_stat_user_tables where relname in ('penduduk','kartu_keluarga')`)));
await database.close();
