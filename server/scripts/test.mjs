#!/usr/bin/env node
// Runs server/test/*.test.ts with node:test (through tsx), several files a process: spec reporter on the console, plus a JUnit
// file at $TEST_REPORT_FILE, or in $TEST_REPORT_DIR (server.junit.xml / server-pg.junit.xml), when set. Uses PGlite, or the PostgreSQL server of DATABASE_URL when set.
// Optional arguments filter the files by name: `node scripts/test.mjs auth users`; TEST_SKIP leaves out the
// files whose names contain one of its comma-separated words (`TEST_SKIP=backup-crash,disk-full`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
const LONG = ['fuzz', 'gabung-desa', 'backup-crash', 'disk-full', 'backup-modul', 'backup-refusals', 'isolation-api', 'backup-drill', 'impor'];
const longFirst = (file) => {
  const i = LONG.findIndex((name) => file.startsWith(`${name}.`) || file.startsWith(`${name}-`));
  return i < 0 ? LONG.length : i;
};
const skipped = (process.env.TEST_SKIP ?? '').split(',').map((x) => x.trim()).filter(Boolean);
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
  // Its refusals happen before any query (schema, roles, parsers) and every route's own file runs on both
  // databases; PGlite is PostgreSQL's own engine. ~100 s of CPU beside the journeys (issue 34).
  fuzz: "the contract's refusals, before the database (each route's API tests run on both)",
};
const pgliteOnly = (file) => Object.hasOwn(PGLITE_ONLY, file.replace(/\.test\.ts$/, ''));
const files = readdirSync(path.join(serverDir, 'test'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => !(usingPostgres && filters.length === 0 && pgliteOnly(f)))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .filter((f) => !skipped.some((x) => f.includes(x)))
  .sort()
  // The longest files start first (contract fuzz ~135 s on PGlite, crash and disk drills ~40 s):
  // started last, one of them would run alone at the end while the other slot idles.
  .sort((a, b) => longFirst(a) - longFirst(b))
  .map((f) => path.join('test', f));
if (files.length === 0) {
  console.error('No test files match.');
  process.exit(1);
}

// Each test process costs ~5 s of CPU before its first test (tsx's loader and the app's modules), so
// the files run in groups, several files one after another in one process (test/support/files.ts),
// and TEST_CONCURRENCY (default 2: CI's two cores) groups at once. The long files each get a process
// of their own and start first; the others go TEST_FILES_PER_PROCESS to a group: 6 by default, or 12
// when one group runs at a time (the PostgreSQL chain beside the journeys), where no second slot waits
// on a long last group and each process fewer saves its ~5 CPU-s. A file gets a fresh database of its
// own either way (test/support/database.ts).
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2) || 1);
const perProcess = Math.max(1, Number(process.env.TEST_FILES_PER_PROCESS ?? (concurrency === 1 ? 12 : 6)) || 1);
const groups = [];
for (const file of files) {
  const last = groups.at(-1);
  if (longFirst(path.basename(file)) < LONG.length || !last || last.long || last.files.length >= perProcess) {
    groups.push({ files: [file], long: longFirst(path.basename(file)) < LONG.length });
  } else last.files.push(file);
}

const reportFile = process.env.TEST_REPORT_FILE
  ? path.resolve(process.env.TEST_REPORT_FILE)
  : process.env.TEST_REPORT_DIR
    ? path.join(path.resolve(process.env.TEST_REPORT_DIR), usingPostgres ? 'server-pg.junit.xml' : 'server.junit.xml')
    : undefined;
const partsDir = mkdtempSync(path.join(os.tmpdir(), 'sid-test-report-'));

// Before the files start in parallel: build the migrated template once (a PGlite dump, or a template
// database on the PostgreSQL server; see test/support/database.ts).
const warm = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/database.ts'], { cwd: serverDir, stdio: 'inherit' });
if (warm.status !== 0) process.exit(warm.status ?? 1);

console.log(`server tests on ${usingPostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}: ${files.length} files in ${groups.length} processes, ${concurrency} at once`);
if (usingPostgres) console.log(`not run again on PostgreSQL (they ran on PGlite): ${Object.entries(PGLITE_ONLY).map(([f, why]) => `${f} (${why})`).join('; ')}`);

/** Runs one group; its console output is printed whole when it ends, so two groups never interleave. */
function runGroup(group, index) {
  const junit = path.join(partsDir, `${String(index).padStart(3, '0')}.xml`);
  const args = ['--import', 'tsx', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=junit', `--test-reporter-destination=${junit}`, 'test/support/files.ts', ...group.files];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: serverDir, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(`\n── ${group.files.map((f) => path.basename(f)).join(', ')}: ${code === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`}\n`);
      process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
  });
}

let next = 0;
let allPassed = true;
async function worker() {
  while (next < groups.length) {
    const index = next++;
    if (!(await runGroup(groups[index], index))) allPassed = false;
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));

// One JUnit file of every group's suites.
if (reportFile) {
  const suites = readdirSync(partsDir)
    .sort()
    .map((name) => readFileSync(path.join(partsDir, name), 'utf8').replace(/^<\?xml[^>]*>\s*<testsuites>/, '').replace(/<\/testsuites>\s*$/, ''));
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, `<?xml version="1.0" encoding="utf-8"?>\n<testsuites>${suites.join('')}</testsuites>\n`);
}
rmSync(partsDir, { recursive: true, force: true });
process.exit(allPassed ? 0 : 1);
