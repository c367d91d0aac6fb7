// The federation bundler runtime, provided once by the shell (docs/adr/0021). A production module's
// remoteEntry.js has no copy of @module-federation/webpack-bundler-runtime (nor of the runtime, sdk,
// logger and error codes it brings, ~11 KiB br each): it asks the global below for one at its start
// (tooling/rspack/bundler-runtime-external.mjs) and fails with a clear message when the shell provides
// none or one of another major version.
//
// Each module gets its own federation object, as when it bundled its copy: the bundler runtime keeps
// a module's share scope (`S`) and remote options in objects that must not be shared between modules.
// What is shared is code. One piece of state is not: @module-federation/runtime's `init` makes the
// instance it creates the module-level one that the shell's own loadRemote and registerRemotes use (a
// module's first start would take the shell's place: 'Failed to locate remote'). So a module's
// runtime gets an `init` that finds or creates its instance in the global registry, by name and
// version as the runtime's does, and leaves the shell's alone.
import federation from '@module-federation/webpack-bundler-runtime';
import { version } from '@module-federation/webpack-bundler-runtime/package.json';

/** Kept equal to BUNDLER_RUNTIME_GLOBAL in tooling/rspack/bundler-runtime-external.mjs (a test checks). */
export const BUNDLER_RUNTIME_GLOBAL = '__SID_FEDERATION_BUNDLER_RUNTIME__';

export type Federation = typeof federation;

export interface ProvidedBundlerRuntime {
  /** The installed @module-federation/webpack-bundler-runtime version; a module checks its major. */
  version: string;
  /** A fresh federation object for one module's webpack runtime. */
  create: () => Federation;
}

type Runtime = NonNullable<Federation['runtime']>;
type UserOptions = Parameters<Runtime['init']>[0];
/** The runtime the bundler runtime was built with (the shell's one copy). */
const sharedRuntime = federation.runtime as Runtime;

/** The runtime's `init` for a module: its instance, found by name and version or created, and no other state. */
export function initModule(options: UserOptions, runtime: Runtime = sharedRuntime): ReturnType<Runtime['init']> {
  const normalized = { ...options, id: options.id || '' };
  const found = runtime.getInstance((instance) => instance.options.name === options.name
    && (options.version ? instance.options.version === options.version : !instance.options.version));
  if (!found) return runtime.createInstance(normalized);
  found.initOptions(normalized);
  return found;
}

export function createFederation(): Federation {
  const bundlerRuntime = federation.bundlerRuntime ? { ...federation.bundlerRuntime, S: {} } : undefined;
  const runtime: Runtime = { ...sharedRuntime, init: (options: UserOptions) => initModule(options) };
  return { ...federation, runtime, instance: undefined, initOptions: undefined, bundlerRuntime, bundlerRuntimeOptions: {} };
}

/** Publishes the bundler runtime where production modules look for it (before any is loaded). */
export function provideBundlerRuntime(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  const provided: ProvidedBundlerRuntime = { version, create: createFederation };
  target[BUNDLER_RUNTIME_GLOBAL] = provided;
}
