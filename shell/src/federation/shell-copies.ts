// Which copy of a shared package a module gets: the shell's, always (docs/adr/0016). Kept apart
// from host.ts (which imports the runtime) so that it can be tested on its own.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Marks the shell's entries in the share scope. Not 'from': the runtime rewrites it to the name of
 * whoever loads the package first.
 */
export const SHELL_COPY = 'sidShellCopy';

type ShareScopeMap = Record<string, Record<string, Record<string, object>>>;

/** Marks every entry of the table as the shell's (called right after the shell's init). */
export function markShellCopies(shareScopeMap: ShareScopeMap): void {
  for (const packages of Object.values(shareScopeMap)) {
    for (const versions of Object.values(packages)) {
      for (const shared of Object.values(versions)) (shared as Record<string, unknown>)[SHELL_COPY] = true;
    }
  }
}

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

