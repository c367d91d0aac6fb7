// The demo seed (src/db/demo-seed.ts) loads without what slows a bulk load (secondary indexes, foreign
// keys, the words' primary key) and writes the cards' counts and first members as the triggers will
// find them. Afterwards the schema is as the migrations left it, every value the database keeps is the
// one computed from scratch, and the foreign keys hold.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { seedRegistry } from '../src/db/demo-seed.js';
import { rowsOf } from '../src/data/paging.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { kunciUrutSelisih } from './support/kunci-urut.js';

describe('the demo seed', () => {
  let t: TestApp;
  let skemaSebelum: string[];
  const skema = async () =>
    rowsOf<{ d: string }>(
      await t.app.ctx.db.execute(sql`select tablename || ' ' || indexdef as d from pg_indexes where schemaname = 'public'
        union all select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated from pg_constraint where connamespace = 'public'::regnamespace
        order by 1`),
    ).map((r) => r.d);
  const jumlah = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: unknown }>(await t.app.ctx.db.execute(query))[0]!.n);

  before(async () => {
    t = await buildTestApp();
    skemaSebelum = await skema();
    await seedRegistry(t.app.ctx.db, t.app.ctx.desaId, 1200);
  });
  after(() => t.close());

  it('puts back every index and constraint it dropped, validated', async () => {
    assert.ok(skemaSebelum.some((d) => d.includes('penduduk_kata_pk')));
    assert.ok(skemaSebelum.some((d) => d.includes('penduduk_pasangan_kata_pk')));
    assert.ok(skemaSebelum.some((d) => d.startsWith('penduduk penduduk_kk_id_kartu_keluarga_id_fk')));
    assert.deepEqual(await skema(), skemaSebelum);
  });

  it("leaves each card's member count and first member as computed from scratch", async () => {
    assert.ok((await jumlah(sql`select count(*) as n from penduduk`)) >= 1200);
    assert.ok((await jumlah(sql`select count(*) as n from penduduk_keluar`)) > 0);
    assert.equal(await jumlah(sql`select count(*) as n from kartu_keluarga k where k.jumlah_anggota <> (select count(*) from penduduk p where p.kk_id = k.id)`), 0);
    assert.equal(
      await jumlah(sql`select count(*) as n from penduduk p where p.anggota_pertama is distinct from (p.id = (select x.id from penduduk x where x.kk_id = p.kk_id
        order by anggota_urutan(x.posisi_dalam_keluarga), x.created_at, x.id limit 1))`),
      0,
    );
    assert.equal(await kunciUrutSelisih(t.app.ctx.db).then((x) => x.length), 0);
  });

  it("keeps the names' words and the village's figures as the triggers do", async () => {
    const kata = sql`select distinct p.desa_id, w.kata, p.sort_nama, p.id, p.kk_id from penduduk p, unnest(string_to_array(p.sort_nama, ' ')) w(kata) where w.kata <> ''`;
    const simpan = sql`select desa_id, kata, sort_nama, penduduk_id, kk_id from penduduk_kata`;
    assert.equal(await jumlah(sql`select count(*) as n from ((${kata}) except all (${simpan})) x`), 0);
    assert.equal(await jumlah(sql`select count(*) as n from ((${simpan}) except all (${kata})) x`), 0);
    const pasangan = sql`select distinct p.desa_id, a.kata, b.kata, p.id, p.kk_id from penduduk p, unnest(string_to_array(p.sort_nama, ' ')) with ordinality a(kata, i),
      unnest(string_to_array(p.sort_nama, ' ')) with ordinality b(kata, j) where b.j = a.i + 1 and a.kata <> '' and b.kata <> ''`;
    const simpanPasangan = sql`select desa_id, kata, lanjut, penduduk_id, kk_id from penduduk_pasangan_kata`;
    assert.ok((await jumlah(sql`select count(*) as n from penduduk_pasangan_kata`)) >= 600, "most names hold two words or more");
    assert.equal(await jumlah(sql`select count(*) as n from ((${pasangan}) except all (${simpanPasangan})) x`), 0);
    assert.equal(await jumlah(sql`select count(*) as n from ((${simpanPasangan}) except all (${pasangan})) x`), 0);
    assert.equal(
      await jumlah(sql`select count(*) as n from statistik_desa s where (s.penduduk, s.meninggal, s.keluar, s.kartu_keluarga, s.kartu_masuk, s.penduduk_keluar) is distinct from (
        (select count(*) from penduduk p where p.desa_id = s.desa_id)::int, (select count(*) from penduduk p where p.desa_id = s.desa_id and p.status_penduduk = 'meninggal')::int,
        (select count(*) from penduduk p where p.desa_id = s.desa_id and p.status_penduduk = 'penduduk_keluar')::int, (select count(*) from kartu_keluarga k where k.desa_id = s.desa_id)::int,
        (select count(*) from kartu_keluarga k where k.desa_id = s.desa_id and k.data_masuk and k.jumlah_anggota > 0)::int,
        (select count(*) from penduduk_keluar pk where pk.desa_id = s.desa_id)::int)`),
      0,
    );
  });
});
