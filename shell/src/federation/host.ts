// Module Federation, started by the shell after sign-in (never on the login page): the runtime,
// the shell's share table, and the runtime core that production modules expect to find (put there by
// the runtime's own plugin, the one a host build's `experiments.externalRuntime: 'provide'` adds), and
// the bundler runtime they no longer bundle either (bundler-runtime.ts, docs/adr/0021).
//
// Every shared package is provided by the shell (shared-scope.ts, generated from the list the
// modules consume with) and a module's production build has no copy of its own, so each package
// is one instance: the one the shell renders with (docs/adr/0016).
import { init, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import sharedScope from './shared-scope';
import { provideBundlerRuntime } from './bundler-runtime';
import { sidFederationPlugin } from './plugin';
import { markShellCopies, shellCopiesFirst } from './shell-copies';
import { takeManifest } from '../session/signed-in-start';

export const SHELL_NAME = 'shell';

let started = false;

export function startFederation(): void {
  if (started) return;
  started = true;
  provideBundlerRuntime();
  // Global: the modules' own runtime instances resolve their shared packages through it too.
  registerGlobalPlugins([shellCopiesFirst()]);
  const instance = init({
    name: SHELL_NAME,
    remotes: [],
    shared: sharedScope,
    shareStrategy: 'loaded-first',
    // Production modules are built with `externalRuntime`: they read the core this plugin publishes.
    plugins: [injectExternalRuntimeCorePlugin(), sidFederationPlugin({ takeManifest })],
  });
  // Every entry now in the table is one of the shell's providers (init registers them at once).
  markShellCopies(instance.shareScopeMap);
}
