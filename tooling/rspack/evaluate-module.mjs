// Runs a TypeScript module of the app in Node at build time, for the loaders that compute something
// ahead (griffel-styles-loader.mjs, computed-loader.mjs). The module may import packages only; they
// are resolved from the module's folder (their CommonJS builds), so it gets the
// very versions the app is built with. `replace` swaps a package's exports (a loader's recorder).
// Node's own resolution, not rspack's: the build's aliases (the slim shared packages, router-alias.mjs)
// are for the browser; here the real packages compute.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** require('x') calls of the CommonJS output. */
const requests = (code) => [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);

/**
 * @param {any} loader the loader context
 * @param {string} source
 * @param {{ extra?: string[], replace?: Record<string, (loaded: any) => any> }} [options]
 * @returns {Promise<{ exports: Record<string, unknown>, load: (request: string) => any }>}
 */
export async function evaluateModule(loader, source, { extra = [], replace = {} } = {}) {
  const resolveFrom = createRequire(loader.resourcePath);
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(source, {
    filename: loader.resourcePath,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const resolved = new Map();
  for (const request of new Set([...requests(code), ...extra])) {
    const file = resolveFrom.resolve(request);
    loader.addDependency(file);
    resolved.set(request, file);
  }
  const load = (request) => {
    const file = resolved.get(request);
    if (!file) throw new Error(`${loader.resourcePath}: a module run at build time may import only packages (${request})`);
    const loaded = require(file);
    return replace[request] ? replace[request](loaded) : loaded;
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', code)(load, module, module.exports);
  const exports = Object.fromEntries(Object.entries(module.exports).filter(([name]) => name !== '__esModule'));
  return { exports, load };
}
