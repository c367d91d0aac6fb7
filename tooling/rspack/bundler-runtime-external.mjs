// The federation bundler runtime (@module-federation/webpack-bundler-runtime, with the runtime, sdk,
// logger and error-code tables it brings) ships once, in the shell, instead of in every production
// remoteEntry.js (docs/adr/0021). A production remote imports it from the global the shell fills in
// (shell/src/federation/bundler-runtime.ts), checked at the remote's start: a shell that provides no
// bundler runtime, or one of another major version, fails the load with a message that says so.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the shell publishes the bundler runtime: { version, create() }. Kept equal to the shell's. */
export const BUNDLER_RUNTIME_GLOBAL = '__SID_FEDERATION_BUNDLER_RUNTIME__';

/** The version of the bundler runtime the remotes are built against (the one rspack's plugin resolves). */
export function bundlerRuntimeVersion() {
  // The packages export no package.json: resolve their entries, then their folders'.
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const main = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  return JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')).version;
}

/** The expression a remote evaluates instead of bundling the runtime: a fresh federation object, or an error. */
export function bundlerRuntimeExpression(version = bundlerRuntimeVersion()) {
  const major = version.split('.')[0];
  const message = `Shell ini tidak menyediakan runtime federasi ${major}.x yang diperlukan modul ini (dibangun dengan ${version}). Muat ulang halaman untuk memakai versi terbaru.`;
  return `(function(p){if(!p||typeof p.create!=="function"||String(p.version).split(".")[0]!==${JSON.stringify(major)})throw new Error(${JSON.stringify(message)}+(p?" Shell: "+p.version:""));return p.create()})(globalThis.${BUNDLER_RUNTIME_GLOBAL})`;
}

/** rspack `externals`: the bundler runtime's entry (an absolute path, as the federation plugin imports it). */
export function bundlerRuntimeExternal() {
  const expression = bundlerRuntimeExpression();
  return ({ request }, callback) => {
    if (request && /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/.test(request)) return callback(null, expression, 'var');
    return callback();
  };
}
