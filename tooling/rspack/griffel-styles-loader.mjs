// Griffel's styles computed at build time, for the files that decide the login page's size
// (`*.styles.ts`, issue 15). Such a file exports only `makeStyles(...)` hooks; this loader runs it in
// Node with makeStyles recording its argument, resolves each style object with Griffel's own
// `resolveStyleRulesForSlots` (what @griffel/babel-preset does) and emits `__styles(classes, css)`
// instead, as Fluent's own packages ship. The page then needs no CSS-in-JS compiler at run time
// (stylis, rtl-css-js, Griffel's resolver: ~8 KB brotli, docs/bundle-login.md); the class names and
// the CSS are the same. Outside rspack (jest) the file runs as written.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const MARK = Symbol('makeStyles');

/** require('x') calls of the CommonJS output, in order. */
const requests = (code) => [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);

export default function griffelStylesLoader(source) {
  const callback = this.async();
  const resolve = this.getResolve({ conditionNames: ['require', 'node', 'default'], mainFields: ['main'], dependencyType: 'commonjs' });
  const context = dirname(this.resourcePath);
  (async () => {
    const { transformSync } = require('@swc/core');
    const { code } = transformSync(source, {
      filename: this.resourcePath,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    const resolved = new Map();
    for (const request of new Set([...requests(code), '@griffel/core'])) {
      const file = await new Promise((ok, fail) => resolve(context, request, (error, result) => (error ? fail(error) : ok(result))));
      this.addDependency(file);
      resolved.set(request, file);
    }
    const load = (request) => {
      const file = resolved.get(request);
      if (!file) throw new Error(`${this.resourcePath}: a styles file may import only packages (${request})`);
      const loaded = require(file);
      return request === '@griffel/react' ? { ...loaded, makeStyles: (styles) => ({ [MARK]: styles }) } : loaded;
    };
    const module = { exports: {} };
    new Function('require', 'module', 'exports', code)(load, module, module.exports);
    const { resolveStyleRulesForSlots } = load('@griffel/core');
    const hooks = Object.entries(module.exports).filter(([name]) => name !== '__esModule').map(([name, value]) => {
      if (!value || !value[MARK]) throw new Error(`${this.resourcePath}: '${name}' is not a makeStyles(...) hook`);
      const [classes, css] = resolveStyleRulesForSlots(value[MARK]);
      return `export const ${name} = __styles(${JSON.stringify(classes)}, ${JSON.stringify(css)});`;
    });
    return ["import { __styles } from '@griffel/react';", ...hooks, ''].join('\n');
  })().then((result) => callback(null, result), callback);
}
