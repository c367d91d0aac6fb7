#!/usr/bin/env node
// `pnpm run lint` runs this after eslint: every package a file imports is declared by the workspace
// package the file belongs to, and every package a package declares is used (issue 34). A package
// that resolves only because pnpm hoisted it (publicHoistPattern in pnpm-workspace.yaml, or another
// package's dependency) builds today and breaks the day the lockfile or pnpm's settings change.
//
// What counts as an import: every module specifier of every source file (.ts/.tsx/.mts/.cts/.js/
// .jsx/.mjs/.cjs, tests and type-only imports included) found by TypeScript's own pre-processor
// (import, export ... from, import(), require(), import type), plus jest.mock/requireActual and
// require.resolve/import.meta.resolve. Relative paths, node: builtins and a package's imports of its
// own name are not dependencies. A subpath ('@sid/ui/feedback', 'react-dom/client') is its package.
//
// A test file (or a test helper: see TEST_FILE) may also import what the root's devDependencies give
// the whole workspace (jest, Testing Library). Usage of a declared package that no file imports (a
// command-line tool of a script, a type package) is listed in NOT_IMPORTED, with its reason.
//
//   node scripts/check-deps.mjs          exits 1 and lists every problem
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');

/** Declared but not imported, on purpose: package folder -> { dependency: why }. */
const NOT_IMPORTED = {
  '.': {
    '@swc/core': 'the compiler @swc/jest runs (its peer dependency)',
    '@swc/jest': "jest's transform, named by string in tooling/jest/preset.cjs",
    '@types/jest': 'the jest globals, in tsconfig.base.json "types"',
    '@types/node': "Node's types, in tsconfig.base.json \"types\"",
    '@types/react': "React's types for every front-end package (react ships none; tsc finds them from the root)",
    '@types/react-dom': "react-dom's types for every front-end package, found from the root like @types/react",
    eslint: 'the `lint` script',
    jest: 'the `test` script (scripts/run.mjs runs `pnpm exec jest`)',
    'jest-environment-jsdom': 'the test environment tooling/jest/environment.cjs extends, for `pnpm exec jest` at the root',
  },
  ui: {
    'react-dom': 'peer dependency of react-router-dom and of every Fluent package ui imports',
  },
  'ui-desa': {
    'react-dom': 'peer dependency of react-router-dom and of every Fluent package ui-desa imports',
  },
  standalone: {
    'react-dom': 'peer dependency of react-router-dom and of every Fluent package the dev host imports',
  },
  shell: {
    '@rspack/cli': 'the `build` and `dev` scripts (rspack build / serve)',
    '@rspack/dev-server': 'the `dev` script (rspack serve)',
    'react-router': "tooling/rspack/router-alias.mjs resolves react-router from the package being built (the shell imports react-router-dom)",
  },
  'mf-*': {
    '@module-federation/enhanced': 'the Module Federation plugin and runtime tooling/rspack/create-config.mjs builds the remote with, resolved from the module',
    '@rspack/cli': 'the `build` and `dev` scripts (rspack build / serve)',
    '@rspack/core': 'peer dependency of @rspack/cli and @module-federation/enhanced',
    '@rspack/dev-server': 'the `dev` script (rspack serve)',
    'react-router': "tooling/rspack/router-alias.mjs resolves react-router from the package being built (a module imports react-router-dom)",
  },
  server: {
    '@fastify/rate-limit': 'kept for issue 33: another engineer may start using it (issue 34 item 6)',
    tsx: 'the `dev`, `test` and `restore` scripts',
  },
  bench: {
    tsx: 'every `bench*` script runs through tsx',
  },
};

/**
 * Specifiers that are not resolved from the importing file's package: file -> { specifier: why }.
 */
const NOT_A_DEPENDENCY = {
  'tooling/rspack/react-router-client.mjs': {
    '@sid/react-router-full': "an rspack alias (router-alias.mjs) to the built package's own react-router",
  },
  'tooling/rspack/router-alias.mjs': {
    'react-router/package.json': 'resolved from the package being built (createRequire(packageDir)), which declares react-router',
  },
};

/** Test files and test helpers: they may use the root's devDependencies (jest, Testing Library). */
const TEST_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$)|(^|\/)(test|tests|testing|__tests__|fixtures)\/|test-(data|helpers)\.[jt]sx?$|(^|\/)jest[^/]*\.c?[jt]s$|(^|\/)tooling\/jest\//;

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const builtins = new Set(builtinModules);

function readJson(file) {
  return JSON.parse(readFileSync(join(root, file), 'utf8'));
}

/** The workspace's package folders, from pnpm-workspace.yaml's `packages:` (globs of one `*`). */
function workspaceDirs(files) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+-\s.*\n)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...block.matchAll(/-\s+['"]?([^'"\n]+)['"]?/g)].map((m) => m[1].trim());
  const dirs = new Set(files.filter((f) => /^[^/]+\/package\.json$/.test(f)).map((f) => dirname(f)));
  return [...dirs].filter((dir) => globs.some((g) => new RegExp(`^${g.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace('*', '[^/]*')}$`).test(dir)));
}

/** The package a specifier names: '@scope/name/sub' -> '@scope/name', 'name/sub' -> 'name'. */
export function packageOf(specifier) {
  if (/^[./]|^[a-z][a-z0-9+.-]*:/i.test(specifier) || specifier.startsWith('#')) return undefined;
  if (builtins.has(specifier) || builtins.has(specifier.split('/')[0])) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every module specifier of one file. */
export function specifiersOf(text) {
  const found = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  const extra = /(?:\bjest\.(?:mock|unmock|doMock|requireActual|requireMock)|(?:\brequire|\bimport\.meta|\))\.resolve)\(\s*(['"`])([^'"`]+)\1/g;
  for (const m of text.matchAll(extra)) found.push(m[2]);
  return found;
}

function main() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n').filter(Boolean);
  const dirs = workspaceDirs(files);
  const manifests = new Map([['.', readJson('package.json')], ...dirs.map((d) => [d, readJson(`${d}/package.json`)])]);
  const declared = (pkg, kinds = ['dependencies', 'devDependencies', 'peerDependencies']) =>
    new Set(kinds.flatMap((k) => Object.keys(pkg[k] ?? {})));
  const rootDev = declared(manifests.get('.'), ['devDependencies']);

  const problems = [];
  const seen = new Set();
  const used = new Map([...manifests.keys()].map((d) => [d, new Set()]));
  for (const file of files) {
    if (!SOURCE.test(file)) continue;
    const dir = dirs.find((d) => file.startsWith(`${d}/`)) ?? '.';
    const pkg = manifests.get(dir);
    const own = declared(pkg);
    const isTest = TEST_FILE.test(file);
    let text;
    try { text = readFileSync(join(root, file), 'utf8'); } catch { continue; } // deleted, not yet staged
    for (const specifier of new Set(specifiersOf(text))) {
      if (NOT_A_DEPENDENCY[file]?.[specifier]) { seen.add(`${file}|${specifier}`); continue; }
      const name = packageOf(specifier);
      if (!name || name === pkg.name) continue;
      used.get(dir).add(name);
      const typesName = `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
      if (own.has(name) || own.has(typesName)) continue;
      if (isTest && (rootDev.has(name) || rootDev.has(typesName))) { used.get('.').add(name); continue; }
      problems.push(`${file}: imports '${specifier}', but ${dir === '.' ? 'the root package.json' : `${dir}/package.json`} does not declare ${name}`);
    }
  }

  for (const [dir, pkg] of manifests) {
    const exceptions = NOT_IMPORTED[dir] ?? (dir.startsWith('mf-') ? NOT_IMPORTED['mf-*'] : {});
    const imported = used.get(dir);
    for (const name of declared(pkg, ['dependencies', 'devDependencies'])) {
      if (imported.has(name) || exceptions[name]) continue;
      // A type package is used when what it types is imported.
      const typed = /^@types\/(.+)$/.exec(name)?.[1];
      if (typed && imported.has(typed.includes('__') ? `@${typed.replace('__', '/')}` : typed)) continue;
      problems.push(`${dir === '.' ? 'package.json' : `${dir}/package.json`}: declares ${name}, which no file of ${dir === '.' ? 'the root' : dir} imports (remove it, or say in NOT_IMPORTED of scripts/check-deps.mjs why it stays)`);
    }
    for (const name of Object.keys(exceptions)) {
      if (!declared(pkg).has(name)) problems.push(`scripts/check-deps.mjs: NOT_IMPORTED names ${name} for ${dir}, which does not declare it`);
      else if (imported.has(name)) problems.push(`scripts/check-deps.mjs: NOT_IMPORTED names ${name} for ${dir}, which imports it: remove the exception`);
    }
  }

  for (const [file, specifiers] of Object.entries(NOT_A_DEPENDENCY)) {
    for (const specifier of Object.keys(specifiers)) {
      if (!seen.has(`${file}|${specifier}`)) problems.push(`scripts/check-deps.mjs: NOT_A_DEPENDENCY names '${specifier}' in ${file}, which no longer imports it: remove the exception`);
    }
  }

  if (problems.length) {
    console.error(`✖ check-deps: ${problems.length} problem(s) with declared dependencies\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`✔ check-deps: every import of ${manifests.size} packages is declared, every declared package is used`);
}

main();
