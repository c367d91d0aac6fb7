// What the shell and the modules share at run time, and at which versions.
//
// Fluent UI v9 is shared per package (never the @fluentui/react-components barrel): sharing the
// barrel puts the whole library (~311 KiB gzip) into the login page. Per package, a page loads only
// the components it renders, and every module still uses the shell's single copy (one theme, one
// Griffel renderer, one Tabster). Our own @sid/ui is shared per subpath for the same reason.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootModules = join(repoRoot, 'node_modules');

function installedVersion(fromDir, name) {
  // Read the installed package's own version, found the way Node resolves it from the consuming
  // package: a `workspace:` or `catalog:` range would reach the runtime as a literal string.
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Fluent packages bundled into each consumer instead of shared. A shared package loads whole (no
 * tree shaking across the federation boundary): @fluentui/react-table whole pulls Avatar, Badge,
 * Checkbox, Radio and more (~30 KiB gzip) into every list's first screen, although a list uses
 * only Table, TableRow and the cells. Bundled, it is tree-shaken to those; its contexts live inside
 * each table, so one copy per module is harmless. The barrel and the icons are never shared.
 */
const NOT_SHARED = new Set(['react-components', 'react-icons', 'react-table']);

/** Fluent packages that must exist once per page, found in the installed tree. */
export function fluentPackages() {
  const fluent = readdirSync(join(rootModules, '@fluentui'))
    .filter((n) => !NOT_SHARED.has(n))
    .map((n) => `@fluentui/${n}`);
  const griffel = readdirSync(join(rootModules, '@griffel')).map((n) => `@griffel/${n}`)
    .filter((n) => existsSync(join(rootModules, n, 'package.json')) && n !== '@griffel/style-types');
  return [...fluent, ...griffel];
}

/** An export with nothing to run: only a `types` condition (e.g. @sid/openapi/schema, the generated types). */
const typesOnly = (target) => typeof target === 'object' && target !== null && Object.keys(target).every((c) => c === 'types');

/** Subpaths of a workspace package's "exports" (our own packages are shared per subpath). */
function workspaceSubpaths(pkgName, dir) {
  const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  const exports = pkg.exports ?? { '.': pkg.main };
  const subpaths = Object.keys(exports)
    .filter((p) => !p.includes('testing') && !p.endsWith('.yaml') && !p.includes('standalone') && !typesOnly(exports[p]))
    .map((p) => (p === '.' ? pkgName : `${pkgName}/${p.slice(2)}`));
  return subpaths.map((name) => [name, { singleton: true, requiredVersion: `^${pkg.version}`, version: pkg.version, strictVersion: false }]);
}

/** @param {string} fromDir the package being built */
export function sharedModules(fromDir) {
  const entry = (name, versionOf = name, singleton = true) => {
    const version = installedVersion(fromDir, versionOf);
    // A package this build does not depend on is left out: whoever uses it provides it.
    if (!version) return undefined;
    return [name, { singleton, requiredVersion: `^${version}`, version, strictVersion: false }];
  };
  return Object.fromEntries([
    entry('react'),
    entry('react/jsx-runtime', 'react'),
    entry('react-dom'),
    entry('react-dom/client', 'react-dom'),
    entry('react-router-dom'),
    entry('react-router'),
    entry('swr'),
    entry('formik', 'formik', false),
    entry('yup', 'yup', false),
    ...fluentPackages().map((name) => entry(name)),
    // Every compiled Fluent component imports its JSX factory through this subpath.
    entry('@fluentui/react-jsx-runtime/jsx-runtime', '@fluentui/react-jsx-runtime'),
    ...workspaceSubpaths('@sid/ui', 'ui'),
    ...workspaceSubpaths('@sid/openapi', 'openapi'),
  ].filter(Boolean));
}
