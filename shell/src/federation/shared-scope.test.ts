// One instance of every shared package (docs/adr/0016): the shell provides each package a module
// consumes, at a version the module accepts, and a module's production build carries no copy of its
// own to fall back to. The build configuration is read as the builds read it (tooling/rspack/*.mjs,
// in a child Node: jest runs CommonJS); the built outputs are checked too when they exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import satisfies from 'semver/functions/satisfies';

const root = join(__dirname, '..', '..', '..');
const modules = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'rspack.config.mjs')));

interface SharedConfig { singleton?: boolean; requiredVersion?: string; version?: string; import?: false }
interface Provided { name: string; version: string; singleton: boolean }

function readConfig(): { provided: Provided[]; consumed: Record<string, Record<string, SharedConfig>> } {
  const script = `
    const { providedModules, sharedModules } = await import(${JSON.stringify(join(root, 'tooling', 'rspack', 'shared.mjs'))});
    const consumed = {};
    for (const id of ${JSON.stringify(modules)}) consumed[id] = sharedModules(${JSON.stringify(root)} + '/' + id, { consumeOnly: true });
    process.stdout.write(JSON.stringify({ provided: providedModules(), consumed }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as ReturnType<typeof readConfig>;
}

const { provided, consumed } = readConfig();
const byName = new Map(provided.map((p) => [p.name, p]));

test('the modules are found', () => {
  expect(modules).toEqual(expect.arrayContaining(['mf-admin', 'mf-kelahiran-kematian', 'mf-kependudukan', 'mf-mutasi']));
});

test('the shell provides the packages that carry a React context, each as a singleton', () => {
  const mustBeOne = ['react', 'react-dom', 'formik', 'swr', 'react-router', 'react-router-dom', '@fluentui/react-provider',
    '@fluentui/react-shared-contexts', '@fluentui/react-tabster', '@griffel/react', '@sid/openapi', '@sid/ui/form', '@sid/ui-desa/module'];
  for (const name of mustBeOne) expect(byName.get(name)).toMatchObject({ singleton: true });
  for (const p of provided) expect(p.singleton).toBe(true);
});

describe.each(modules)('%s', (id) => {
  const shared = Object.entries(consumed[id] ?? {});

  test('consumes only what the shell provides, at a version it accepts, with no copy of its own', () => {
    expect(shared.length).toBeGreaterThan(0);
    for (const [name, config] of shared) {
      const shell = byName.get(name);
      expect({ name, provided: Boolean(shell) }).toEqual({ name, provided: true });
      expect({ name, import: config.import, singleton: config.singleton }).toEqual({ name, import: false, singleton: true });
      expect({ name, accepted: satisfies(shell?.version ?? '0.0.0', config.requiredVersion ?? '*') }).toEqual({ name, accepted: true });
    }
  });

  const manifest = join(root, id, 'dist', 'mf-manifest.json');
  (existsSync(manifest) ? test : test.skip)('its built manifest ships no fallback for a shared package', () => {
    const built = JSON.parse(readFileSync(manifest, 'utf8')) as { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
    for (const entry of built.shared) {
      expect({ name: entry.name, provided: byName.has(entry.name) }).toEqual({ name: entry.name, provided: true });
      expect({ name: entry.name, files: [...entry.assets.js.sync, ...entry.assets.js.async] }).toEqual({ name: entry.name, files: [] });
    }
  });
});

const shellDist = join(root, 'shell', 'dist');
// The share table is built into the signed-in file (shell/rspack.config.mjs groups it with the layout).
const federationChunk = existsSync(shellDist) ? readdirSync(shellDist).find((f) => /^signed-in\.[0-9a-f]+\.js$/.test(f)) : undefined;
(federationChunk ? test : test.skip)("the built shell registers every provider in its share table", () => {
  const text = readFileSync(join(shellDist, federationChunk ?? ''), 'utf8');
  // The minifier drops the quotes of a key that is an identifier (formik:{...}).
  const registered = (name: string, version: string) => text.includes(`"${name}":{version:"${version}"`) || text.includes(`,${name}:{version:"${version}"`) || text.includes(`{${name}:{version:"${version}"`);
  for (const { name, version } of provided) expect({ name, registered: registered(name, version) }).toEqual({ name, registered: true });
});

test("the shell's build fails when a shared package would be bundled from two installed folders", () => {
  const script = `
    const { SharedOncePlugin } = await import(${JSON.stringify(join(root, 'tooling', 'rspack', 'shared-once-plugin.mjs'))});
    const run = (resources) => {
      const compilation = { errors: [], hooks: { finishModules: { tap: (_, fn) => fn(resources.map((resource) => ({ resource }))) } } };
      const compiler = { webpack: { WebpackError: Error }, hooks: { thisCompilation: { tap: (_, fn) => fn(compilation) } } };
      new SharedOncePlugin({ names: ['formik', '@fluentui/react-button', 'react/jsx-runtime'] }).apply(compiler);
      return compilation.errors.length;
    };
    const pnpm = '/r/node_modules/.pnpm';
    process.stdout.write(JSON.stringify({
      once: run([pnpm + '/formik@2.4.9_a/node_modules/formik/dist/formik.esm.js', pnpm + '/formik@2.4.9_a/node_modules/formik/dist/x.js', pnpm + '/react@19/node_modules/react/jsx-runtime.js']),
      twice: run([pnpm + '/formik@2.4.9_a/node_modules/formik/dist/formik.esm.js', pnpm + '/formik@2.4.9_b/node_modules/formik/dist/formik.esm.js']),
      scoped: run([pnpm + '/a/node_modules/@fluentui/react-button/lib/index.js', pnpm + '/b/node_modules/@fluentui/react-button/lib/index.js']),
    }));`;
  const counts = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as Record<string, number>;
  expect(counts).toEqual({ once: 0, twice: 1, scoped: 1 });
});
