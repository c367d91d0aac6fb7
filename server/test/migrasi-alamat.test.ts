/**
 * Migration 0024 on a database of the previous release (issue 35): the address here read from the messy
 * alamat_asal of test/fixtures/alamat-lama.json. Counts before and after, each card's address, members
 * living apart, the areas made once per village, and the people listed as "perlu dilengkapi".
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
import { fromPglite, fromPgPool, type Database } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { emptyPostgresDatabase, usingPostgres } from './support/database.js';

interface Harap { dusun: string; rw: number; rt: number; alamat: string }
interface Kartu { anggota: string[]; harap: Harap | null; masuk?: boolean; kosong?: boolean; terpisah?: Array<boolean | null> }
const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'alamat-lama.json'), 'utf8')) as { kartu: Kartu[] };

type Rows<T> = { rows: T[] };

describe('migration 0024: the address here from alamat_asal', () => {
  let work: string;
  let database: Database;
  const cleanups: Array<() => Promise<void> | void> = [];
  const q = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;
  const kk = (i: number) => `3507000000${String(9000 + i).padStart(6, '0')}`;

  before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-0024-'));
    const previous = path.join(work, 'drizzle-previous');
    cpSync(migrationsFolder, previous, { recursive: true });
    const journalFile = path.join(previous, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    // The previous release: every migration before 0024 (the migrator runs only those newer than the last one run).
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === '0024_wilayah_desa'));
    writeFileSync(journalFile, JSON.stringify(journal));
    const migrateTo = async (folder: string) => {
      if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      else await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    };
    if (usingPostgres) {
      const db = await emptyPostgresDatabase('sid_0024');
      cleanups.push(() => db.drop());
      database = fromPgPool(new pg.Pool({ connectionString: db.url, max: 2 }));
    } else {
      database = fromPglite(await PGlite.create({ extensions: { pg_trgm } }));
    }
    await migrateTo(previous);
    // Two villages: the same texts make each its own areas.
    for (const [d, kode] of [['a', '35.07.01.2001'], ['b', '35.07.01.2002']] as const) {
      await database.db.execute(sql`insert into desa (id, kode, kode_wilayah, nama_desa, kecamatan, kabupaten, provinsi, alamat_kantor, kode_pos)
        values (${d === 'a' ? '00000000-0000-4000-8000-00000000000a' : '00000000-0000-4000-8000-00000000000b'}, ${kode}, ${kode}, ${`Desa ${d}`}, 'Donomulyo', 'Malang', 'Jawa Timur', 'Jl. Desa 1', '65167')`);
    }
    for (const desa of ['a', 'b']) {
      const desaId = `00000000-0000-4000-8000-00000000000${desa}`;
      for (const [i, kartu] of fixture.kartu.entries()) {
        const [row] = await q<{ id: string }>(sql`insert into kartu_keluarga (desa_id, no_kk, data_masuk) values (${desaId}, ${kk(i)}, ${kartu.masuk === true}) returning id`);
        for (const [j, alamat] of kartu.anggota.entries()) {
          const nik = `35071${desa === 'a' ? '1' : '2'}01010${String(i).padStart(3, '0')}${String(j).padStart(2, '0')}`;
          await database.db.execute(sql`insert into penduduk (desa_id, kk_id, nik, nama_lengkap, jenis_kelamin, posisi_dalam_keluarga, alamat_asal, status_penduduk)
            values (${desaId}, ${row!.id}, ${nik}, ${`Warga ${i} ${j}`}, 'Laki laki', ${j === 0 ? 'Kepala Keluarga' : 'Anak'}, ${alamat}, ${kartu.masuk ? 'penduduk_masuk' : ''})`);
        }
      }
    }
    const [before] = await q<{ p: number; k: number; teks: string }>(sql`select (select count(*)::int from penduduk) as p, (select count(*)::int from kartu_keluarga) as k,
      (select md5(string_agg(alamat_asal, '|' order by nik)) from penduduk) as teks`);
    cleanups.push(() => undefined);
    (globalThis as { sebelum0024?: typeof before }).sebelum0024 = before;
    await migrateTo(migrationsFolder);
  });
  after(async () => {
    await database.close();
    for (const fn of cleanups.reverse()) await fn();
    rmSync(work, { recursive: true, force: true });
  });

  const kartuDi = async (desa: string, i: number) =>
    (await q<{ id: string; alamat: string; dusun: string | null; rw: number | null; rt: number | null }>(sql`select k.id, k.alamat, d.nama as dusun, w.nomor as rw, t.nomor as rt
      from kartu_keluarga k left join rt t on t.id = k.rt_id left join rw w on w.id = t.rw_id left join dusun d on d.id = w.dusun_id
      where k.no_kk = ${kk(i)} and k.desa_id = ${`00000000-0000-4000-8000-00000000000${desa}`}`))[0]!;

  it('loses no one and changes no alamat_asal (counts and text before and after)', async () => {
    const before = (globalThis as { sebelum0024?: { p: number; k: number; teks: string } }).sebelum0024!;
    const [now] = await q<{ p: number; k: number; teks: string }>(sql`select (select count(*)::int from penduduk) as p, (select count(*)::int from kartu_keluarga) as k,
      (select md5(string_agg(alamat_asal, '|' order by nik)) from penduduk) as teks`);
    assert.deepEqual(now, before);
    assert.equal(before.p, 2 * fixture.kartu.reduce((n, k) => n + k.anggota.length, 0));
  });

  it("reads each card's address as the fixture expects, or keeps the text verbatim", async () => {
    for (const desa of ['a', 'b']) {
      for (const [i, kartu] of fixture.kartu.entries()) {
        const got = await kartuDi(desa, i);
        const where = `${desa}#${i} ${JSON.stringify(kartu.anggota[0])}`;
        if (kartu.harap) assert.deepEqual({ dusun: got.dusun, rw: got.rw, rt: got.rt, alamat: got.alamat }, kartu.harap, where);
        else assert.deepEqual([got.rt, got.alamat], [null, kartu.masuk ? '' : (kartu.anggota[0] ?? '').trim()], where);
      }
    }
  });

  it('makes each village its own areas once, whatever the case or spacing of the text', async () => {
    const areas = await q<{ desa: string; n: number }>(sql`select d.desa_id::text as desa, count(*)::int as n from rt t join rw w on w.id = t.rw_id join dusun d on d.id = w.dusun_id group by 1 order by 1`);
    // Krajan: RW 001 with RT 002 and RT 004; Krajan Lor: RW 005 with RT 002; Sumber Rejo: RW 005 with RT 003.
    assert.deepEqual(areas.map((a) => a.n), [4, 4]);
    const dusun = await q<{ nama: string }>(sql`select nama from dusun where desa_id = '00000000-0000-4000-8000-00000000000a' order by nama`);
    assert.deepEqual(dusun.map((d) => d.nama), ['Krajan', 'Krajan Lor', 'Sumber Rejo']);
  });

  it('lets a member whose text names another place live apart there, and follows the card elsewhere', async () => {
    for (const [i, kartu] of fixture.kartu.entries()) {
      if (!kartu.terpisah) continue;
      const card = await kartuDi('a', i);
      const members = await q<{ rt_id: string | null; wilayah_rt_id: string | null; perlu: string[] }>(sql`select rt_id::text, wilayah_rt_id::text, perlu_dilengkapi as perlu from penduduk
        where kk_id = ${card.id} order by nik`);
      for (const [j, terpisah] of kartu.terpisah.entries()) {
        const m = members[j]!;
        if (terpisah === true) assert.ok(m.rt_id !== null && m.wilayah_rt_id === m.rt_id, `${i}/${j} lives apart`);
        if (terpisah === false) assert.equal(m.rt_id, null, `${i}/${j} lives on the card`);
        // Unreadable text of a member (another town): kept, and listed for completion.
        if (terpisah === null) assert.deepEqual([m.rt_id, m.perlu], [null, ['alamat']]);
      }
    }
  });

  it('lists as "perlu dilengkapi" exactly the people whose address could not be read', async () => {
    const perlu = await q<{ alamat_asal: string; n: number }>(sql`select alamat_asal, count(*)::int as n from penduduk where 'alamat' = any(perlu_dilengkapi) group by 1 order by 1`);
    const expected = fixture.kartu.flatMap((k) => (k.harap === null && !k.kosong ? [k.anggota[0]!] : [])).concat(['Jl. Ijen 5, Kota Malang']).sort();
    assert.deepEqual(perlu.map((p) => p.alamat_asal).sort(), expected);
    assert.ok(perlu.every((p) => p.n === 2), 'once per village');
    // An incoming family keeps its origin: never read, never listed.
    const masuk = await q<{ n: number }>(sql`select count(*)::int as n from penduduk where status_penduduk = 'penduduk_masuk' and (rt_id is not null or cardinality(perlu_dilengkapi) > 0)`);
    assert.equal(masuk[0]?.n, 0);
  });
});
