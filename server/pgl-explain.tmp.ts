import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ dataDir: '/work/main/.tmp/bench-scale-data-pglite/pglite', extensions: { pg_trgm } });
const desa = (await db.query<{ id: string }>(`select desa_id as id from statistik_desa order by penduduk desc limit 1`)).rows[0]!.id;
console.log('desa', desa);
for (const q of process.argv.slice(2)) {
  const sqlText = q.replaceAll(':desa', `'${desa}'`);
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const r = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sqlText}`);
    console.log(`--- ${(performance.now() - t0).toFixed(1)} ms`);
    if (i === 1) console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  }
}
await db.close();
