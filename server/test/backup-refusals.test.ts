/**
 * Restore refuses what it must (issue 14): a damaged archive, a non-empty target without --force, an
 * encrypted archive without or with a wrong passphrase; and the encryption round trip, through the
 * command an operator runs (scripts/restore.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createArchive } from '../src/backup/archive.js';
import { isEncrypted } from '../src/backup/crypto.js';
import { backupManagerOf } from '../src/backup/manager.js';
import { restoreArchive } from '../src/backup/restore.js';
import { serverRoot } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { emptyPostgresDatabase, usingPostgres } from './support/database.js';
import { Fixtures } from './support/fuzz/fixtures.js';
import { Prng } from './support/fuzz/prng.js';

const PASSPHRASE = 'kata sandi cadangan desa 2026';

describe('restore refusals and encryption', () => {
  let t: TestApp;
  let archive: string;
  let work: string;
  const cleanups: Array<() => Promise<void> | void> = [];
  /** A fresh target: a directory, and on PostgreSQL a new database. */
  const target = async () => {
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    const db = usingPostgres ? await emptyPostgresDatabase('sid_restore') : undefined;
    if (db) cleanups.push(() => db.drop());
    return { dataDir, databaseUrl: db?.url };
  };

  before(async () => {
    t = await buildTestApp();
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-refusals-'));
    const fx = new Fixtures(t, (await t.login()).token, new Prng(7));
    await fx.archive();
    const run = await backupManagerOf(t.app.ctx).run('manual');
    assert.equal(run.status, 'berhasil', run.message);
    archive = path.join(t.dataDir, 'backups', run.fileName as string);
  });
  after(async () => {
    await t.close();
    for (const fn of cleanups.reverse()) await fn();
    rmSync(work, { recursive: true, force: true });
  });

  it('refuses a damaged archive before touching the target', async () => {
    const bytes = readFileSync(archive);
    const damaged = path.join(work, 'rusak.tar.gz');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)] = (copy[Math.floor(copy.length / 2)] as number) ^ 0xff;
    writeFileSync(damaged, copy);
    const to = await target();
    await assert.rejects(restoreArchive({ archive: damaged, ...to }), /rusak/i);
    assert.equal(existsSync(path.join(to.dataDir, 'pglite')), false);
    const truncated = path.join(work, 'terpotong.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 1000));
    await assert.rejects(restoreArchive({ archive: truncated, ...to }), /rusak/i);
    await assert.rejects(restoreArchive({ archive: path.join(work, 'tidak-ada.tar.gz'), ...to }), /tidak ditemukan/);
  });

  it('refuses a non-empty target without --force, and with it moves the old data aside', async () => {
    const to = await target();
    const first = await restoreArchive({ archive, ...to });
    assert.ok(first.counts.penduduk && first.counts.penduduk > 0);
    await assert.rejects(restoreArchive({ archive, ...to }), /tidak kosong.*--force/);
    const forced = await restoreArchive({ archive, ...to, force: true });
    assert.deepEqual(forced.counts, first.counts);
    assert.ok(forced.movedAside && existsSync(path.join(forced.movedAside, 'uploads')));
  });

  it('encrypts with a passphrase: no passphrase or a wrong one is refused, the right one restores through the command', async () => {
    const database: Database = { kind: usingPostgres ? 'postgres' : 'pglite', db: t.app.ctx.db, close: async () => {} };
    const backupDir = path.join(work, 'enc');
    const made = await createArchive({ database, dataDir: t.dataDir, backupDir, fileName: 'rahasia.tar.gz.enc', passphrase: PASSPHRASE });
    assert.ok(await isEncrypted(made.file));
    // No gzip header and no file name in the clear.
    const bytes = readFileSync(made.file);
    assert.equal(bytes.includes(Buffer.from('manifest.json')), false);
    const to = await target();
    await assert.rejects(restoreArchive({ archive: made.file, ...to }), /terenkripsi.*BACKUP_PASSPHRASE/);
    await assert.rejects(restoreArchive({ archive: made.file, ...to, passphrase: 'bukan kata sandinya sama sekali' }), /salah/);
    const tampered = path.join(work, 'diubah.tar.gz.enc');
    copyFileSync(made.file, tampered);
    const b = readFileSync(tampered);
    b[b.length - 100] = (b[b.length - 100] as number) ^ 1;
    writeFileSync(tampered, b);
    await assert.rejects(restoreArchive({ archive: tampered, ...to, passphrase: PASSPHRASE }), /salah|rusak/);

    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'scripts', 'restore.ts'), '--', made.file, '--data-dir', to.dataDir], {
      cwd: serverRoot,
      encoding: 'utf8',
      env: { ...process.env, BACKUP_PASSPHRASE: PASSPHRASE, DATABASE_URL: to.databaseUrl ?? '', INIT_CWD: serverRoot },
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /Dipulihkan/);
    assert.match(run.stdout, new RegExp(`penduduk\\s+${made.manifest.counts.penduduk}`));
    // The command refuses the same target again, with the reason and exit code 1.
    const again = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'scripts', 'restore.ts'), made.file, '--data-dir', to.dataDir], {
      cwd: serverRoot,
      encoding: 'utf8',
      env: { ...process.env, BACKUP_PASSPHRASE: PASSPHRASE, DATABASE_URL: to.databaseUrl ?? '', INIT_CWD: serverRoot },
    });
    assert.equal(again.status, 1);
    assert.match(again.stderr, /tidak kosong/);
  });
});
