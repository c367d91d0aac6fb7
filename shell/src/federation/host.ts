// Module Federation, started by the shell after sign-in (never on the login page): the runtime,
// the shell's share table, and the runtime core that production modules expect to find.
//
// Every shared package is provided by the shell (shared-scope.ts, generated from the list the
// modules consume with) and a module's production build has no copy of its own, so each package
// is one instance: the one the shell renders with (docs/adr/0016).
import { init, registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import sharedScope from './shared-scope';
import { sidFederationPlugin } from './plugin';

export const SHELL_NAME = 'shell';

/**
 * Marks the shell's entries in the share scope. Not 'from': the runtime rewrites it to the name of
 * whoever loads the package first.
 */
export const SHELL_COPY = 'sidShellCopy';

/**
 * Resolves a shared package to the shell's copy whenever the shell has one, whatever versions
 * others registered: an older module built with its own copies cannot split a context.
 */
export function shellCopiesFirst(): ModuleFederationRuntimePlugin {
  return {
    name: 'sid-shell-copies-first',
    resolveShare(args) {
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName] ?? {};
      const shell = Object.values(versions).find((shared) => (shared as unknown as Record<string, unknown>)[SHELL_COPY] === true);
      if (!shell) return args;
      return { ...args, resolver: () => ({ shared: shell, useTreesShaking: false }) };
    },
  };
}

let started = false;

export function startFederation(): void {
  if (started) return;
  started = true;
  // What `provideExternalRuntime` did in a host build: production modules read the core here.
  runtimeCore.Global['_FEDERATION_RUNTIME_CORE'] = runtimeCore;
  runtimeCore.Global['_FEDERATION_RUNTIME_CORE_FROM'] = { name: SHELL_NAME, version: '2.9.2' };
  // Global: the modules' own runtime instances resolve their shared packages through it too.
  registerGlobalPlugins([shellCopiesFirst()]);
  const instance = init({
    name: SHELL_NAME,
    remotes: [],
    shared: sharedScope,
    shareStrategy: 'loaded-first',
    plugins: [sidFederationPlugin()],
  });
  // Every entry now in the table is one of the shell's providers (init registers them at once).
  for (const packages of Object.values(instance.shareScopeMap)) {
    for (const versions of Object.values(packages)) {
      for (const shared of Object.values(versions)) (shared as unknown as Record<string, unknown>)[SHELL_COPY] = true;
    }
  }
}
