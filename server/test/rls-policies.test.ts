/**
 * The row-level security declared beside the schema (src/db/policies.ts) is the migrated database's:
 * the same tables with row-level security on, the same policy per table (name, command, role,
 * permissive, USING and WITH CHECK). The declared expressions are compared as the database itself
 * prints them: each is created on a copy of its table in a scratch schema and read back from
 * pg_policies beside the migrations' own, so PGlite and PostgreSQL compare alike.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { migrate } from '../src/db/migrate.js';
import { rowsOf } from '../src/data/paging.js';
import { RLS_POLICIES, type RlsPolicy } from '../src/db/policies.js';
import { createTestDatabase } from './support/database.js';

type Row = { tablename: string; policyname: string; permissive: string; roles: string; cmd: string; qual: string | null; with_check: string | null };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

describe('row-level security policies', () => {
  it('declared in src/db/policies.ts equal the migrated database (pg_policies)', async (t) => {
    const { database, drop } = await createTestDatabase();
    t.after(async () => {
      await database.close();
      await drop();
    });
    const { db } = database;
    await migrate(database);
    const policiesIn = async (schema: string) =>
      rowsOf<Row>(
        await db.execute(sql`select tablename, policyname, permissive, roles::text as roles, cmd, qual, with_check
          from pg_policies where schemaname = ${schema} order by tablename, policyname`),
      );
    const rlsTables = rowsOf<{ relname: string }>(
      await db.execute(sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity order by c.relname`),
    ).map((r) => r.relname);

    assert.deepEqual(rlsTables, Object.keys(RLS_POLICIES).sort(), 'the tables with row-level security on');

    await db.execute(sql`drop schema if exists deklarasi cascade`);
    await db.execute(sql`create schema deklarasi`);
    try {
      for (const [table, policy] of Object.entries(RLS_POLICIES) as Array<[string, RlsPolicy]>) {
        await db.execute(sql.raw(`create table deklarasi.${quote(table)} (like public.${quote(table)})`));
        await db.execute(sql.raw(`alter table deklarasi.${quote(table)} enable row level security`));
        await db.execute(
          sql.raw(`create policy ${quote(policy.name)} on deklarasi.${quote(table)} as permissive for all to "sid_app" using (${policy.using}) with check (${policy.withCheck})`),
        );
      }
      assert.deepEqual(await policiesIn('public'), await policiesIn('deklarasi'));
    } finally {
      await db.execute(sql`drop schema if exists deklarasi cascade`);
    }
  });
});
