// What the two contract scripts (check-breaking.mjs, rilis-kontrak.mjs) share: where the contract,
// its released snapshots and VERSI_KONTRAK are (flags override), and the YAML parser the other
// scripts use (openapi-typescript's own @redocly/openapi-core).
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? resolve(args[i + 1]) : fallback;
};

export const specPath = option('--spec', join(packageDir, 'openapi.yaml'));
export const rilisDir = option('--rilis', join(packageDir, 'rilis'));
export const versiPath = option('--versi', join(packageDir, 'src/domain/versi.ts'));

const requireHere = createRequire(join(packageDir, 'package.json'));
export const { parseYaml } = createRequire(requireHere.resolve('openapi-typescript/package.json'))('@redocly/openapi-core');
