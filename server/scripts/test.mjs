#!/usr/bin/env node
// Runs server/test/*.test.ts with node:test (through tsx): spec reporter on the console, plus a JUnit
// file at $TEST_REPORT_FILE, or in $TEST_REPORT_DIR (server.junit.xml / server-pg.junit.xml), when set. Uses PGlite, or the PostgreSQL server of DATABASE_URL when set.
// Optional arguments filter the files by name: `node scripts/test.mjs auth users`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
const LONG = ['fuzz', 'backup-crash', 'disk-full', 'backup-modul', 'backup-refusals', 'isolation-api', 'backup-drill', 'impor'];
const longFirst = (file) => {
  const i = LONG.findIndex((name) => file.startsWith(`${name}.`) || file.startsWith(`${name}-`));
  return i < 0 ? LONG.length : i;
};
const usingPostgres = Boolean(process.env.DATABASE_URL);
/**
 * Files that test no database, or PGlite itself: they run once, on PGlite, not again on PostgreSQL
 * (each file costs ~5 s of CPU to start, and CI has two cores).
 */
const PGLITE_ONLY = {
  'pglite-client': 'the PGlite client itself',
  'disk-full': "a full disk under PGlite's DATA_DIR (PostgreSQL's disk is its server's)",
  'impor-batas': "an upload's limits and reading (the import itself runs on both: impor*.test.ts)",
  csv: 'CSV cells and streams, no database',
  'impor-nilai': 'the cells of an import file, no database',
  'modul-arsip': 'the release archive, no database',
  'modul-store': 'the module store on disk, no database',
  'status-penduduk': 'the status state machine, no database',
  wilayah: 'the official list of regions, no database',
};
const pgliteOnly = (file) => Object.hasOwn(PGLITE_ONLY, file.replace(/\.test\.ts$/, ''));
const files = readdirSync(path.join(serverDir, 'test'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => !(usingPostgres && pgliteOnly(f)))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort()
  // The longest files start first (contract fuzz ~135 s on PGlite, crash and disk drills ~40 s):
  // started last, one of them would run alone at the end while the other slot idles.
  .sort((a, b) => longFirst(a) - longFirst(b))
  .map((f) => path.join('test', f));
if (files.length === 0) {
  console.error('No test files match.');
  process.exit(1);
}

// Node runs test files one at a time on two cores (availableParallelism - 1). The files are
// independent (an in-process PGlite each, or a database of their own on the PostgreSQL cluster, whose
// shared role the warm-up below creates first), so TEST_CONCURRENCY (default 2) runs that many at
// once: PGlite 517 -> 388 s, PostgreSQL 307 -> 218 s on two cores.
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2) || 1);
const args = ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', '--test-reporter-destination=stdout'];
const reportFile = process.env.TEST_REPORT_FILE
  ? path.resolve(process.env.TEST_REPORT_FILE)
  : process.env.TEST_REPORT_DIR
    ? path.join(path.resolve(process.env.TEST_REPORT_DIR), usingPostgres ? 'server-pg.junit.xml' : 'server.junit.xml')
    : undefined;
if (reportFile) {
  mkdirSync(path.dirname(reportFile), { recursive: true });
  args.push('--test-reporter=junit', `--test-reporter-destination=${reportFile}`);
}

// Before the files start in parallel: build the migrated template once (a PGlite dump, or a template
// database on the PostgreSQL server; see test/support/database.ts).
const warm = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/database.ts'], { cwd: serverDir, stdio: 'inherit' });
if (warm.status !== 0) process.exit(warm.status ?? 1);

console.log(`server tests on ${usingPostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}: ${files.length} files`);
if (usingPostgres) console.log(`not run again on PostgreSQL (they ran on PGlite): ${Object.entries(PGLITE_ONLY).map(([f, why]) => `${f} (${why})`).join('; ')}`);
const run = spawnSync(process.execPath, [...args, ...files], { cwd: serverDir, stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
