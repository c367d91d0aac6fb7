// The bundler runtime the shell provides to production modules (docs/adr/0021): under the name the
// remotes' build reads it from, with the installed version, one fresh federation object per module,
// and a module's start never takes the place of the shell's own runtime instance.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getInstance, init } from '@module-federation/enhanced/runtime';
import { version } from '@module-federation/webpack-bundler-runtime/package.json';
import { BUNDLER_RUNTIME_GLOBAL, createFederation, provideBundlerRuntime, type ProvidedBundlerRuntime } from './bundler-runtime';

it('is published under the name the remotes are built to read, with the installed version', () => {
  const tooling = readFileSync(join(__dirname, '..', '..', '..', 'tooling', 'rspack', 'bundler-runtime-external.mjs'), 'utf8');
  expect(tooling).toContain(`export const BUNDLER_RUNTIME_GLOBAL = '${BUNDLER_RUNTIME_GLOBAL}';`);
  const target: Record<string, unknown> = {};
  provideBundlerRuntime(target);
  const provided = target[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime;
  expect(provided.version).toBe(version);
  expect(typeof provided.create().bundlerRuntime?.init).toBe('function');
});

it('gives each module its own share scope and remote options, as a bundled copy had', () => {
  const a = createFederation();
  const b = createFederation();
  expect(a.bundlerRuntime?.S).not.toBe(b.bundlerRuntime?.S);
  expect(a.bundlerRuntimeOptions).not.toBe(b.bundlerRuntimeOptions);
  expect(a.bundlerRuntime?.consumes).toBe(b.bundlerRuntime?.consumes);
});

it("starts a module's runtime instance without taking the shell's place, and finds it again on a retry", () => {
  const shell = init({ name: 'shell-uji', remotes: [] });
  const runtime = createFederation().runtime!;
  const first = runtime.init({ name: 'mf_uji', remotes: [] });
  expect(first).not.toBe(shell);
  expect(getInstance()).toBe(shell);
  expect(createFederation().runtime!.init({ name: 'mf_uji', remotes: [] })).toBe(first);
});
