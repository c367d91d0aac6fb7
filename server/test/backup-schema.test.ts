/**
 * Schema versions across a restore (issue 14): an archive of the previous schema is restored and
 * migrated forward; an archive of a newer schema is refused; and migrations take a cross-process lock,
 * so two servers starting at once on one PostgreSQL database do not race.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tar from 'tar';
import { createArchive } from '../src/backup/archive.js';
import { localJournal } from '../src/backup/manifest.js';
import { restoreArchive } from '../src/backup/restore.js';
import { fromPglite, fromPgPool, type Database } from '../src/db/client.js';
import { migrate, migrationsFolder } from '../src/db/migrate.js';
import { emptyPostgresDatabase, usingPostgres } from './support/database.js';

describe('schema versions', () => {
  let work: string;
  let oldArchive: string;
  const cleanups: Array<() => Promise<void> | void> = [];
  const target = async () => {
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    const db = usingPostgres ? await emptyPostgresDatabase('sid_schema') : undefined;
    if (db) cleanups.push(() => db.drop());
    return { dataDir, databaseUrl: db?.url };
  };

  before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-schema-'));
    // The previous release's schema: this build's migrations less the last one.
    const previous = path.join(work, 'drizzle-previous');
    cpSync(migrationsFolder, previous, { recursive: true });
    const journalFile = path.join(previous, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, -1);
    writeFileSync(journalFile, JSON.stringify(journal));
    let database: Database;
    if (usingPostgres) {
      const db = await emptyPostgresDatabase('sid_schema');
      cleanups.push(() => db.drop());
      database = fromPgPool(new pg.Pool({ connectionString: db.url, max: 2 }));
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: previous });
    } else {
      database = fromPglite(await PGlite.create({ extensions: { pg_trgm } }));
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: previous });
    }
    const dataDir = mkdtempSync(path.join(work, 'old-data-'));
    mkdirSync(path.join(dataDir, 'uploads'));
    const made = await createArchive({ database, dataDir, backupDir: path.join(work, 'old-backups'), fileName: 'lama.tar.gz' });
    await database.close();
    assert.equal(made.manifest.schema.migrations, localJournal().length - 1);
    oldArchive = made.file;
  });
  after(async () => {
    for (const fn of cleanups.reverse()) await fn();
    rmSync(work, { recursive: true, force: true });
  });

  it("restores the previous release's archive and migrates it forward", async () => {
    const result = await restoreArchive({ archive: oldArchive, ...(await target()) });
    assert.equal(result.migrated, 1);
  });

  it('refuses an archive of a newer schema, with what to do', async () => {
    const dir = mkdtempSync(path.join(work, 'newer-'));
    await tar.x({ file: oldArchive, cwd: dir });
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.product.version = '9.0.0';
    manifest.schema = { migrations: localJournal().length + 1, lastCreatedAt: Date.now() + 1e12, lastTag: null };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const newer = path.join(work, 'baru.tar.gz');
    await tar.c({ gzip: true, file: newer, cwd: dir }, ['manifest.json', 'database', 'uploads']);
    const to = await target();
    await assert.rejects(restoreArchive({ archive: newer, ...to }), /lebih baru.*Perbarui aplikasi/);
  });

  it('two migrators at once on one fresh PostgreSQL database: one waits for the other, the schema is applied once', { skip: !usingPostgres }, async () => {
    const db = await emptyPostgresDatabase('sid_schema');
    cleanups.push(() => db.drop());
    const a = fromPgPool(new pg.Pool({ connectionString: db.url, max: 2 }));
    const b = fromPgPool(new pg.Pool({ connectionString: db.url, max: 2 }));
    try {
      await Promise.all([migrate(a), migrate(b), migrate(a)]);
      const rows = (await (a.db as unknown as { $client: pg.Pool }).$client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows;
      assert.equal(rows[0].n, localJournal().length);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
