// The pair index's function (sid_nama_ngram, migration 0010, rewritten without a query in 0017) gives
// the same letters and pairs as its first body, as sets: the index built with either stays valid, and
// `@>` (the only use) answers the same. The first body is recreated here as a temporary function.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { seedRegistry } from '../src/db/demo-seed.js';
import { rowsOf } from '../src/data/paging.js';
import { textArr } from '../src/data/pg-array.js';
import { FEMALE, MALE, SECOND } from '../src/db/demo-seed-names.js';
import { buildTestApp, type TestApp } from './support/app.js';

describe('sid_nama_ngram, the letters and pairs of a name', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    await seedRegistry(t.app.ctx.db, t.app.ctx.desaId, 400);
  });
  after(() => t.close());

  // Migration 0010's body, as a set: every letter and pair of adjacent letters of the lower-cased name
  // without whitespace.
  const pertama = (nama: ReturnType<typeof sql>) => sql`array(
    select distinct g from (select substr(l, i, n) as g from (select lower(${nama}) as l) s, generate_series(1, length(s.l)) as i, (values (1), (2)) as v(n)
      where i + n - 1 <= length(s.l)) x where g !~ '\\s' order by 1)`;
  const sekarang = (nama: ReturnType<typeof sql>) => sql`array(select distinct u from unnest(sid_nama_ngram(${nama})) u order by 1)`;

  it('matches the first body on awkward names', async () => {
    const names = ['', ' ', '  a  b ', 'a\tb\nc', '\r\fq\vz', 'Ab-C. d', 'é ÉÀ', 'x', 'a\u00a0b', 'a\u2003b', 'Siti  Aminah ', "Ni'mah \"Siti\", Wati", '50% _x_', 'ÑOÑO', 'Muhammad Nur Hidayat bin Abdul'];
    for (const nama of names) {
      const [r] = rowsOf<{ lama: string[]; baru: string[] }>(await t.app.ctx.db.execute(sql`select ${pertama(sql`${nama}::text`)} as lama, ${sekarang(sql`${nama}::text`)} as baru`));
      assert.deepEqual(r!.baru, r!.lama, JSON.stringify(nama));
    }
    const [kosong] = rowsOf<{ n: unknown }>(await t.app.ctx.db.execute(sql`select sid_nama_ngram(null) is null as n`));
    assert.equal(kosong!.n, true);
  });

  it('matches the first body on every seeded name, and on every name the seed can make', async () => {
    const [r] = rowsOf<{ n: number; beda: number }>(
      await t.app.ctx.db.execute(sql`select count(*)::int as n,
        count(*) filter (where ${pertama(sql`nama_lengkap`)} <> ${sekarang(sql`nama_lengkap`)})::int as beda from penduduk`),
    );
    assert.ok(r!.n >= 400);
    assert.equal(r!.beda, 0);
    const semua = sql`select g || ' ' || s as nama from unnest(${textArr([...MALE, ...FEMALE])}) g, unnest(${textArr(SECOND)}) s`;
    const [n] = rowsOf<{ n: number; beda: number }>(
      await t.app.ctx.db.execute(sql`select count(*)::int as n, count(*) filter (where ${pertama(sql`nama`)} <> ${sekarang(sql`nama`)})::int as beda from (${semua}) x`),
    );
    assert.ok(n!.n > 1000);
    assert.equal(n!.beda, 0);
  });

  it('is what the pair index holds: a one- or two-letter term finds the same names through it', async () => {
    for (const term of ['a', 'ti', 'q', 'é', 'a ', ' b']) {
      const pakai = rowsOf<{ id: string }>(await t.app.ctx.db.execute(sql`select id from penduduk where sid_nama_ngram(nama_lengkap) @> array[lower(${term})] order by id`));
      const semua = rowsOf<{ id: string }>(await t.app.ctx.db.execute(sql`select id from penduduk where ${pertama(sql`nama_lengkap`)} @> array[lower(${term})] order by id`));
      assert.deepEqual(pakai, semua, term);
    }
  });
});
