#!/usr/bin/env node
// Releases the contract: copies openapi.yaml to rilis/openapi-<info.version>.yaml, the snapshot that
// scripts/check-breaking.mjs compares later versions with. Refuses when the contract fails that
// check (a breaking change must not become the base of the next comparison), or when the snapshot
// of this version exists with other content (a released contract never changes: raise the version).
// Usage: node scripts/rilis-kontrak.mjs [--spec openapi.yaml] [--rilis rilis] [--versi src/domain/versi.ts]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import breaking from './breaking.cjs';
import { args, packageDir, parseYaml, rilisDir, specPath } from './kontrak-cli.mjs';

const { parseSemver } = breaking;


const fail = (message) => {
  console.error(`rilis-kontrak: ${message}`);
  process.exit(1);
};

const text = readFileSync(specPath, 'utf8');
const version = parseYaml(text)?.info?.version;
if (!parseSemver(version)) fail(`info.version ${JSON.stringify(version)} is not a semver version (e.g. 1.2.0)`);

const target = join(rilisDir, `openapi-${version}.yaml`);
const shown = relative(process.cwd(), target) || target;
if (existsSync(target)) {
  if (readFileSync(target, 'utf8') === text) {
    console.log(`rilis-kontrak: ${shown} is already this contract: nothing to do`);
    process.exit(0);
  }
  fail(`${shown} exists with other content: a released contract never changes. Raise info.version (and VERSI_KONTRAK) first.`);
}

const check = spawnSync(process.execPath, [join(packageDir, 'scripts/check-breaking.mjs'), ...args], { stdio: 'inherit' });
if (check.status !== 0) fail('the contract fails check-breaking: not released');

mkdirSync(rilisDir, { recursive: true });
writeFileSync(target, text);
console.log(`rilis-kontrak: released contract ${version} as ${shown}`);
