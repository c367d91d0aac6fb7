// Village isolation at the database (issue 11): inside a village's transaction (role sid_app,
// sid.desa_id set) an unscoped query of any table sees only that village's rows and cannot write
// another village's; the regency's transaction sees the villages and their counters, no registry row.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { withDesa, withKabupaten } from '../src/db/village-scope.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, buildTestApp, type TestApp } from './support/app.js';
import { twoVillages, villageTables, type VillageData } from './support/two-villages.js';

type Rows<T> = { rows: T[] };

describe('isolation in the database (row-level security)', () => {
  let t: TestApp;
  let a: VillageData;
  let b: VillageData;
  let tables: string[];
  before(async () => {
    t = await buildTestApp();
    ({ a, b } = await twoVillages(t, ADMIN_USERNAME, ADMIN_PASSWORD));
    // An import's progress (issue 39) lives only while an import runs: one finished row per village.
    for (const desaId of [a.desaId, b.desaId]) {
      await t.app.ctx.db.execute(sql`insert into impor_progres (id, desa_id, isi, berjalan, berakhir) values (gen_random_uuid(), ${desaId}, '{}'::jsonb, false, now())`);
      // The statistics counts kept for the day (migration 0034): written by the village's first statistics request.
      await withDesa(t.app.ctx.db, desaId, (tx) => tx.execute(sql`select count(*) from sid_statistik_ringkas(current_date, null, null, null)`));
    }
    tables = await villageTables(t);
  });
  after(() => t.close());

  const count = async (table: string, where = sql`true`) =>
    Number(((await t.app.ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`)) as unknown as Rows<{ n: number }>).rows[0]?.n);

  it('covers every registry table: each holds rows of both villages', async () => {
    for (const table of ['penduduk', 'kartu_keluarga', 'keterangan_masuk', 'penduduk_keluar', 'penduduk_keluar_anggota', 'keterangan_keluar', 'kelahiran', 'kematian', 'arsip_kematian', 'signatures', 'files', 'users', 'sessions', 'activity_log', 'statistik_desa']) {
      assert.ok(tables.includes(table), `${table} has desa_id`);
    }
    for (const table of tables.filter((x) => x !== 'activity_log_kabupaten')) {
      assert.ok((await count(table, sql`desa_id = ${b.desaId}`)) > 0, `${table}: village B has rows`);
      assert.ok((await count(table, sql`desa_id = ${a.desaId}`)) > 0, `${table}: village A has rows`);
    }
  });

  it("shows a village's transaction only its own rows, in every table, whatever the query says", async () => {
    for (const table of tables) {
      const seen = await withDesa(t.app.ctx.db, a.desaId, async (tx) =>
        ((await tx.execute(sql`select count(*)::int as n, count(*) filter (where desa_id is distinct from ${a.desaId})::int as others from ${sql.identifier(table)}`)) as unknown as Rows<{ n: number; others: number }>).rows[0]);
      assert.equal(seen?.others, 0, `${table}: rows of another village are visible`);
      assert.equal(seen?.n, await count(table, sql`desa_id = ${a.desaId}`), `${table}: all of the village's own rows are visible`);
    }
  });

  it("cannot change or delete another village's rows, nor write a row into another village", async () => {
    for (const table of tables) {
      const touched = await withDesa(t.app.ctx.db, a.desaId, async (tx) =>
        ((await tx.execute(sql`with u as (update ${sql.identifier(table)} set desa_id = desa_id where desa_id = ${b.desaId} returning 1) select count(*)::int as n from u`)) as unknown as Rows<{ n: number }>).rows[0]?.n);
      assert.equal(touched, 0, `${table}: an update reached village B`);
    }
    await assert.rejects(
      withDesa(t.app.ctx.db, a.desaId, (tx) => tx.execute(sql`insert into activity_log (desa_id, activity_name, entity) values (${b.desaId}, 'Menyusup', 'session')`)),
      (err: Error & { cause?: { message?: string } }) => {
        assert.match(String(err.cause?.message ?? err.message), /row-level security/i);
        return true;
      },
    );
    const deleted = await withDesa(t.app.ctx.db, a.desaId, async (tx) =>
      ((await tx.execute(sql`with d as (delete from kelahiran where desa_id = ${b.desaId} returning 1) select count(*)::int as n from d`)) as unknown as Rows<{ n: number }>).rows[0]?.n);
    assert.equal(deleted, 0);
  });

  it("shows the regency's transaction the villages and their counters, never a registry row", async () => {
    // Counted by village: the regency's own account and sessions (desa_id null) are its own to see
    // (migration 0022: the Admin Kabupaten changes their own password), no village's row.
    const seen = await withKabupaten(t.app.ctx.db, async (tx) => {
      const out: Record<string, number> = {};
      for (const table of ['desa', ...tables]) {
        const byVillage = table === 'desa' ? sql`true` : sql`desa_id is not null`;
        out[table] = Number(((await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${byVillage}`)) as unknown as Rows<{ n: number }>).rows[0]?.n);
      }
      const own = (await tx.execute(sql`select role from users`)) as unknown as Rows<{ role: string }>;
      out.users_kabupaten = own.rows.filter((r) => r.role === 'Admin Kabupaten').length;
      out.users_lain = own.rows.length - out.users_kabupaten;
      return out;
    });
    assert.equal(seen.users_lain, 0, "only the regency's own account among the users");
    assert.ok((seen.desa ?? 0) >= 2 && (seen.statistik_desa ?? 0) >= 2, JSON.stringify(seen));
    for (const table of ['penduduk', 'kartu_keluarga', 'keterangan_masuk', 'penduduk_keluar', 'penduduk_keluar_anggota', 'keterangan_keluar', 'kelahiran', 'kematian', 'arsip_kematian', 'signatures', 'files', 'users', 'activity_log']) {
      assert.equal(seen[table], 0, `${table} is visible to the regency`);
    }
  });
});
