// Writes the module's build identity, sid-modul.json, into a remote's output (docs/modul-rilis-format.md):
//   { "id": "mf-mutasi", "versi": "0.2.0", "versi_kontrak": "1.0.0", "rentang_kontrak": "^1.0.0", "rentang_shell": "^1.0.0" }
// `pnpm release <module>` packs it into the release's sid-rilis.json; the server reads it from a
// built-in dist. The ranges come from the module's package.json `"sid": { "rentangKontrak",
// "rentangShell" }`, else ^major.minor.0 of the contract (VERSI_KONTRAK) and of the shell's module
// contract (VERSI_KONTRAK_MODUL: a module built against 1.1 needs what a 1.1 shell gives). Both constants are read from openapi/src/domain/versi.ts
// as text: this config cannot import TypeScript, and the source is there on a fresh clone before
// anything is built.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const VERSI_TS = join(import.meta.dirname, '..', '..', 'openapi', 'src', 'domain', 'versi.ts');
const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** VERSI_KONTRAK and VERSI_KONTRAK_MODUL of openapi/src/domain/versi.ts. */
export function bacaVersiKontrak(file = VERSI_TS) {
  const text = readFileSync(file, 'utf8');
  const read = (name) => {
    const match = new RegExp(`export const ${name}\\s*=\\s*['"]([^'"]+)['"]`).exec(text);
    if (!match || !SEMVER.test(match[1])) throw new Error(`identitas-modul: ${name} not found as a semver string in ${file}`);
    return match[1];
  };
  return { versiKontrak: read('VERSI_KONTRAK'), versiKontrakModul: read('VERSI_KONTRAK_MODUL') };
}

/** The identity of the module in `dir` (its package folder). */
export function identitasModul(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (typeof pkg.version !== 'string' || !SEMVER.test(pkg.version)) throw new Error(`identitas-modul: ${dir}/package.json has no semver "version"`);
  const { versiKontrak, versiKontrakModul } = bacaVersiKontrak();
  const [, kMajor, kMinor] = SEMVER.exec(versiKontrak);
  const [, mMajor, mMinor] = SEMVER.exec(versiKontrakModul);
  const sid = pkg.sid ?? {};
  for (const key of ['rentangKontrak', 'rentangShell']) {
    if (sid[key] !== undefined && (typeof sid[key] !== 'string' || sid[key].trim() === '')) {
      throw new Error(`identitas-modul: ${dir}/package.json "sid.${key}" must be a semver range`);
    }
  }
  return {
    id: basename(dir),
    versi: pkg.version,
    versi_kontrak: versiKontrak,
    rentang_kontrak: sid.rentangKontrak ?? `^${kMajor}.${kMinor}.0`,
    rentang_shell: sid.rentangShell ?? `^${mMajor}.${mMinor}.0`,
  };
}

export class IdentitasModulPlugin {
  /** @param {{ dir: string }} options */
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('IdentitasModulPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IdentitasModulPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // Read on every build, so that a watch rebuild sees a bumped version.
        const json = `${JSON.stringify(identitasModul(this.dir), null, 2)}\n`;
        compilation.emitAsset('sid-modul.json', new sources.RawSource(json));
      });
    });
  }
}
