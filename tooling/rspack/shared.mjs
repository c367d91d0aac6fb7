// What the shell and the modules share at run time, and at which versions.
//
// Fluent UI v9 is shared per package (never the @fluentui/react-components barrel): sharing the
// barrel puts the whole library (~311 KiB gzip) into the login page. Per package, a page loads only
// the components it renders, and every module still uses the shell's single copy (one theme, one
// Griffel renderer, one Tabster). Our own @sid/ui and @sid/ui-desa are shared per subpath for the same reason.
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
  return Object.keys(exports)
    .filter((p) => !p.includes('testing') && !p.endsWith('.yaml') && !p.includes('standalone') && !typesOnly(exports[p]))
    .map((p) => [p === '.' ? pkgName : `${pkgName}/${p.slice(2)}`, pkg.version]);
}

/**
 * Every shared package as [name, package that gives its version | fixed version]. Each one is a
 * singleton: formik, swr, the router, @sid/ui and Fluent all keep React contexts, and a second copy
 * of one (a module's own formik beside the shell's @sid/ui/form) loses them (docs/adr/0016).
 */
export function sharedNames() {
  return [
    ['react'], ['react/jsx-runtime', 'react'], ['react-dom'], ['react-dom/client', 'react-dom'],
    ['react-router-dom'], ['react-router'], ['swr'], ['formik'], ['yup'],
    ...fluentPackages().map((name) => [name]),
    // Every compiled Fluent component imports its JSX factory through this subpath.
    ['@fluentui/react-jsx-runtime/jsx-runtime', '@fluentui/react-jsx-runtime'],
    ...workspaceSubpaths('@sid/ui', 'ui').map(([name, version]) => [name, undefined, version]),
    ...workspaceSubpaths('@sid/ui-desa', 'ui-desa').map(([name, version]) => [name, undefined, version]),
    ...workspaceSubpaths('@sid/openapi', 'openapi').map(([name, version]) => [name, undefined, version]),
  ];
}

const config = (version) => ({ singleton: true, requiredVersion: `^${version}`, version, strictVersion: false });

/**
 * What a build consumes. A module's production build has no copy of its own (`import: false`): it
 * can only run on the shell's, so a second instance cannot happen, and a shell without one of them
 * fails the module loudly ('Modul ... tidak tersedia') instead of mixing copies. Its standalone dev
 * page has no shell, so it keeps its fallbacks.
 * @param {string} fromDir the package being built
 * @param {{ consumeOnly?: boolean }} [options]
 */
export function sharedModules(fromDir, { consumeOnly = false } = {}) {
  return Object.fromEntries(sharedNames().map(([name, versionOf = name, fixed]) => {
    const version = fixed ?? installedVersion(fromDir, versionOf);
    // A package this build does not depend on is left out: it does not use it.
    if (!version) return undefined;
    return [name, consumeOnly ? { ...config(version), import: false } : config(version)];
  }).filter(Boolean));
}

/** Where the shell finds the packages it provides but does not import itself (formik, yup...). */
export const providerDirs = ['shell', 'ui', 'ui-desa', 'openapi'].map((dir) => join(repoRoot, dir));

/**
 * What the shell provides: every shared package, whoever uses it, so that no module ever needs a
 * copy of its own. The version is the one installed where the shell resolves it (see create-config's
 * resolve.modules: the shell's own node_modules, then @sid/ui's, then @sid/openapi's).
 */
export function providedModules() {
  return sharedNames().map(([name, versionOf = name, fixed]) => {
    const version = fixed ?? providerDirs.map((dir) => installedVersion(dir, versionOf)).find(Boolean);
    if (!version) throw new Error(`shared.mjs: the shell cannot provide ${name}: not installed in ${providerDirs.join(', ')}`);
    return { name, ...config(version) };
  });
}
