// Griffel's styles computed at build time, for the files that decide the login page's size
// (`*.styles.ts`, issue 15). Such a file exports only `makeStyles(...)` hooks; this loader runs it in
// Node with makeStyles recording its argument, resolves each style object with Griffel's own
// `resolveStyleRulesForSlots` (what @griffel/babel-preset does) and emits `__styles(classes, css)`
// instead, as Fluent's own packages ship. The page then needs no CSS-in-JS compiler at run time
// (rtl-css-js, Griffel's resolver and stylis' prefixer: ~5.6 KB brotli, docs/bundle-login.md); the
// class names and the CSS are the same. Outside rspack (jest, the dev server) the file runs as written.
import { evaluateModule } from './evaluate-module.mjs';

const MARK = Symbol('makeStyles');

export default function griffelStylesLoader(source) {
  const callback = this.async();
  evaluateModule(this, source, {
    extra: ['@griffel/core'],
    replace: { '@griffel/react': (loaded) => ({ ...loaded, makeStyles: (styles) => ({ [MARK]: styles }) }) },
  }).then(({ exports, load }) => {
    const { resolveStyleRulesForSlots } = load('@griffel/core');
    const hooks = Object.entries(exports).map(([name, value]) => {
      if (!value || !value[MARK]) throw new Error(`${this.resourcePath}: '${name}' is not a makeStyles(...) hook`);
      const [classes, css] = resolveStyleRulesForSlots(value[MARK]);
      return `export const ${name} = __styles(${JSON.stringify(classes)}, ${JSON.stringify(css)});`;
    });
    return ["import { __styles } from '@griffel/react';", ...hooks, ''].join('\n');
  }).then((result) => callback(null, result), callback);
}
