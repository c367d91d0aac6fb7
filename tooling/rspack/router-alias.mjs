// Makes 'react-router' and 'react-router-dom' resolve to the declarative-only module (see
// ./react-router-client.mjs) in this build. Module Federation matches shared modules by request, so
// the shared singletons keep their names and versions; only what they contain shrinks.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** @param {string} packageDir the package being built (its own react-router is used) */
export function routerAlias(packageDir) {
  const require = createRequire(join(packageDir, 'package.json'));
  // The ESM production build, so that everything the declarative API does not reach is dropped.
  const full = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
  const client = join(here, 'react-router-client.mjs');
  return {
    'react-router$': client,
    'react-router-dom$': client,
    '@sid/react-router-full$': full,
    // What the share table offers as @fluentui/react-theme: the tokens without the themes
    // (react-theme-client.mjs, shared-scope-loader.mjs). The app's own imports stay the real package.
    '@sid/react-theme-client$': join(here, 'react-theme-client.mjs'),
  };
}
