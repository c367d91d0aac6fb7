// A `*.computed.ts` module is run at build time (every build, the dev server too) and replaced by its
// exports as literals (they must be plain data): for what is the same on every start but costs code
// and time in the browser. @sid/ui's light theme: createLightTheme needs all of Fluent's colour
// palettes (~4 KB brotli on the login page) and computes 459 tokens before the first paint; the shared
// @fluentui/react-theme does not even carry it (react-theme-client.mjs). Outside rspack (jest) the
// module runs as written.
import { evaluateModule } from './evaluate-module.mjs';

export default function computedLoader(source) {
  const callback = this.async();
  evaluateModule(this, source).then(({ exports }) => Object.entries(exports).map(([name, value]) => {
    const json = JSON.stringify(value);
    if (json === undefined || JSON.stringify(JSON.parse(json)) !== JSON.stringify(value)) throw new Error(`${this.resourcePath}: '${name}' is not plain data`);
    return `export const ${name} = ${json};\n`;
  }).join('')).then((result) => callback(null, result), callback);
}
