/**
 * Migration 0023 (issue 35) on a database made by the previous release: residents whose birth place
 * and date were one free text, typed every way clerks type them (test/fixtures/tempat-tanggal-lahir-lama.json),
 * are converted in SQL into tempat_lahir and tanggal_lahir; nothing is dropped (the rows, the
 * unreadable texts verbatim, the typed ages), what cannot be read is listed in perlu_dilengkapi, and
 * the SQL reads every text as the shared domain's lahirDariTeks does.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hariIniDi, lahirDariTeks, tempatTanggalLahirTeks, umurTeks } from '@sid/openapi/domain/lahir';
import { fromPglite, fromPgPool, type Database } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { rowsOf } from '../src/data/paging.js';
import { emptyPostgresDatabase, usingPostgres } from './support/database.js';

interface Fixture {
  perlu_dilengkapi: number;
  baris: Array<{ ttl: string; nik: string; umur: string }>;
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/tempat-tanggal-lahir-lama.json', import.meta.url), 'utf8')) as Fixture;

interface Row {
  nik: string;
  tempat_tanggal_lahir: string;
  tempat_lahir: string | null;
  tanggal_lahir: string | null;
  umur_tercatat: string;
  perlu_dilengkapi: string[];
  umur: string;
}

describe('migration 0023: birth place and date out of the old text', () => {
  let work: string;
  let database: Database;
  const cleanups: Array<() => Promise<void> | void> = [];
  const run = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q));

  /** Applies the migrations of `folder` (this build's, or a copy whose journal stops earlier). */
  const migrateTo = async (folder: string) => {
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  };

  /** This build's migrations up to `tag` (later ones, such as the address's 0024, may add keys of their own). */
  const migrationsUpTo = (tag: string, count: number) => {
    const folder = path.join(work, `drizzle-${tag}`);
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag.startsWith(`${tag}_`)) + 1);
    assert.equal(journal.entries.length, count);
    writeFileSync(journalFile, JSON.stringify(journal));
    return folder;
  };
  let upTo0023: string;

  before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-lahir-'));
    // The previous release: migrations up to 0022.
    const previous = migrationsUpTo('0022', 23);
    upTo0023 = migrationsUpTo('0023', 24);
    if (usingPostgres) {
      const db = await emptyPostgresDatabase('sid_lahir');
      cleanups.push(() => db.drop());
      database = fromPgPool(new pg.Pool({ connectionString: db.url, max: 2 }));
    } else {
      database = fromPglite(await PGlite.create({ extensions: { pg_trgm } }));
    }
    cleanups.push(() => database.close());
    await migrateTo(previous);

    // The previous release's rows: one village, one card, a resident per text of the fixture.
    const [desa] = await run<{ id: string }>(sql`insert into desa (kode, nama_desa, kecamatan, kabupaten, provinsi, alamat_kantor, kode_pos)
      values ('35.07.01.2001', 'Sukamaju', 'Wagir', 'Malang', 'Jawa Timur', 'Jl. Raya 1', '65158') returning id`);
    const [kk] = await run<{ id: string }>(sql`insert into kartu_keluarga (desa_id, no_kk) values (${desa?.id}, '3507019999000001') returning id`);
    for (const [i, b] of fixture.baris.entries()) {
      await database.db.execute(sql`insert into penduduk (desa_id, kk_id, nik, nama_lengkap, tempat_tanggal_lahir, umur, jenis_kelamin, posisi_dalam_keluarga)
        values (${desa?.id}, ${kk?.id}, ${b.nik}, ${`Orang ${i}`}, ${b.ttl}, ${b.umur}, 'Laki laki', ${i === 0 ? 'Kepala Keluarga' : 'Anak'})`);
    }
  });
  after(async () => {
    for (const fn of cleanups.reverse()) await fn();
    rmSync(work, { recursive: true, force: true });
  });

  it('converts every row, drops none, and lists exactly the unreadable ones', async () => {
    const [before] = await run<{ n: number }>(sql`select count(*)::int as n from penduduk`);
    assert.equal(before?.n, fixture.baris.length);
    await migrateTo(upTo0023);
    const [afterCount] = await run<{ n: number; perlu: number }>(sql`select count(*)::int as n, count(*) filter (where perlu_dilengkapi <> '{}')::int as perlu from penduduk`);
    assert.equal(afterCount?.n, fixture.baris.length, 'no row dropped');
    assert.equal(afterCount?.perlu, fixture.perlu_dilengkapi, 'the "Data perlu dilengkapi" list');

    const rows = await run<Row>(sql`select nik, tempat_tanggal_lahir, tempat_lahir, to_char(tanggal_lahir, 'YYYY-MM-DD') as tanggal_lahir,
      umur_tercatat, perlu_dilengkapi, sid_umur_teks(tanggal_lahir, umur_tercatat) as umur from penduduk order by nik`);
    const hariIni = hariIniDi('Asia/Jakarta');
    for (const b of fixture.baris) {
      const row = rows.find((r) => r.nik === b.nik);
      assert.ok(row, b.nik);
      const expected = lahirDariTeks(b.ttl, b.nik);
      assert.deepEqual(
        { tempat_lahir: row.tempat_lahir, tanggal_lahir: row.tanggal_lahir, perlu: row.perlu_dilengkapi },
        expected,
        `the SQL reads ${JSON.stringify(b.ttl)} as the shared domain does`,
      );
      // The text: written back from the fields when its date was read, else the clerk's text verbatim.
      assert.equal(row.tempat_tanggal_lahir, expected.tanggal_lahir ? tempatTanggalLahirTeks(expected.tempat_lahir, expected.tanggal_lahir) : b.ttl);
      assert.equal(row.umur_tercatat, b.umur, 'the typed age is kept');
      assert.equal(row.umur, expected.tanggal_lahir ? umurTeks(expected.tanggal_lahir, hariIni) : b.umur);
    }
  });

  it('sorts by age through the birth date: youngest first, no date last', async () => {
    const rows = await run<{ tanggal_lahir: string | null }>(sql`select to_char(tanggal_lahir, 'YYYY-MM-DD') as tanggal_lahir from penduduk order by sort_umur, id`);
    const dates = rows.map((r) => r.tanggal_lahir);
    const known = dates.filter((d): d is string => d !== null);
    assert.deepEqual(known, [...known].sort().reverse());
    assert.deepEqual(dates.slice(known.length), dates.slice(known.length).map(() => null));
  });

  it('writes the text as the shared domain does (sid_ttl_teks = tempatTanggalLahirTeks)', async () => {
    for (const [tempat, tanggal] of [['Malang', '1990-01-05'], [' Kota  Batu ', '2000-02-29'], [null, '1961-08-17'], ['Blitar', null]] as const) {
      const [row] = await run<{ teks: string }>(sql`select sid_ttl_teks(${tempat}, ${tanggal}::date) as teks`);
      assert.equal(row?.teks, tempatTanggalLahirTeks(tempat, tanggal));
    }
  });

  it("this build's later migrations apply on top, and keep every row", async () => {
    await migrateTo(migrationsFolder);
    const [n] = await run<{ n: number }>(sql`select count(*)::int as n from penduduk where tanggal_lahir is not null or tempat_tanggal_lahir is not null`);
    assert.equal(n?.n, fixture.baris.length);
  });
});
