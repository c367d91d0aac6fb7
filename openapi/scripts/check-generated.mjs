#!/usr/bin/env node
// Fails (exit 1) when src/schema.d.ts is not what openapi-typescript makes from openapi.yaml now.
// Usage: node scripts/check-generated.mjs [--spec openapi.yaml] [--generated src/schema.d.ts]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? resolve(args[i + 1]) : fallback;
};
const spec = option('--spec', join(packageDir, 'openapi.yaml'));
const generated = option('--generated', join(packageDir, 'src/schema.d.ts'));

const require = createRequire(join(packageDir, 'package.json'));
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');

const tmp = mkdtempSync(join(tmpdir(), 'sid-openapi-'));
try {
  const out = join(tmp, 'schema.d.ts');
  const run = spawnSync(process.execPath, [cli, spec, '-o', out], { encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    console.error(`openapi-typescript failed on ${spec}`);
    process.exit(1);
  }
  const fresh = readFileSync(out, 'utf8');
  const current = existsSync(generated) ? readFileSync(generated, 'utf8') : null;
  if (current !== fresh) {
    console.error('src/schema.d.ts is stale: run pnpm gen');
    process.exit(1);
  }
  console.log('src/schema.d.ts is up to date');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
