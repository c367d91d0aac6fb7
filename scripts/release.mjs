#!/usr/bin/env node
// `pnpm release <module> [--lewati-tes]`: tests, typechecks, builds and size-checks one domain module,
// then packs its dist into releases/<module>-<version>.tgz (scripts/release-pack.mjs), the immutable
// archive `pnpm modul:pasang` installs on a server (docs/modul-rilis-format.md). Every step stops the
// release when it fails. A version is released once: bump package.json's "version" for a new one.
//
//   --lewati-tes   skip the module's jest tests. For emergencies only (a fix that cannot wait for a
//                  broken unrelated test); the typecheck, build and size budget still run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packRelease } from './release-pack.mjs';

const root = join(import.meta.dirname, '..');
const MODULES = ['mf-kependudukan', 'mf-mutasi', 'mf-kelahiran-kematian', 'mf-admin', 'mf-kabupaten', 'mf-surat', 'mf-laporan'];

function fail(message) {
  console.error(`\n✖ release: ${message}`);
  process.exit(1);
}

function step(title, cmd, args) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) fail(`${title}: ${result.error.message}`);
  if (result.status !== 0) fail(`${title} failed (exit ${result.status ?? result.signal}); nothing was released`);
}

const args = process.argv.slice(2);
const lewatiTes = args.includes('--lewati-tes');
const unknown = args.filter((a) => a.startsWith('-') && a !== '--lewati-tes');
const ids = args.filter((a) => !a.startsWith('-'));
if (unknown.length > 0 || ids.length !== 1) {
  fail(`usage: pnpm release <${MODULES.join('|')}> [--lewati-tes]${unknown.length ? ` (unknown option ${unknown.join(', ')})` : ''}`);
}
const id = ids[0];
if (!MODULES.includes(id)) fail(`unknown module '${id}': one of ${MODULES.join(', ')}`);

const pkg = JSON.parse(readFileSync(join(root, id, 'package.json'), 'utf8'));
const versi = pkg.version;
const releasesDir = join(root, 'releases');
const outFile = join(releasesDir, `${id}-${versi}.tgz`);
// Before the long steps: the same version is never packed twice.
if (existsSync(outFile)) fail(`${relative(root, outFile)} already exists: a release never changes, bump "version" in ${id}/package.json`);

console.log(`Releasing ${id} ${versi}`);
if (lewatiTes) console.warn('\n⚠ --lewati-tes: the jest tests are SKIPPED (emergencies only)');
else step('tests', 'pnpm', ['--filter', `./${id}`, 'test']);
step('typecheck', 'pnpm', ['--filter', `./${id}`, 'typecheck']);
step('build', 'pnpm', ['--filter', `./${id}`, 'build']);
// The size budget is measured in the browser against the served production build (e2e/tests/size-budget.spec.ts):
// only this module's test, which needs the shell and server built (`pnpm run build`).
for (const built of ['shell/dist/index.html', 'server/dist/main.js']) {
  if (!existsSync(join(root, built))) fail(`the size budget needs ${built}: run \`pnpm run build\` once first`);
}
step('size budget', 'pnpm', ['run', 'size', '--grep', `${id}: `]);

const identitas = JSON.parse(readFileSync(join(root, id, 'dist', 'sid-modul.json'), 'utf8'));
if (identitas.id !== id || identitas.versi !== versi) {
  fail(`${id}/dist/sid-modul.json says ${identitas.id} ${identitas.versi}, expected ${id} ${versi}`);
}
mkdirSync(releasesDir, { recursive: true });
try {
  const manifest = await packRelease(join(root, id, 'dist'), outFile);
  console.log(`\n✔ ${relative(root, outFile)}: ${id} ${versi} (${Object.keys(manifest.berkas).length} files, contract ${manifest.rentang_kontrak}, shell ${manifest.rentang_shell})`);
  console.log(`  install it: pnpm modul:pasang ${relative(root, outFile)} --server <url>`);
} catch (err) {
  fail(`packing: ${err.message}`);
}
