// The shell: a plain application (no federation on the login page); the modules are registered at
// run time from /api/config, after sign-in (src/federation/host.ts).
import { createConfig } from '../tooling/rspack/create-config.mjs';
import rspack from '@rspack/core';
import { chunkName } from '../tooling/rspack/shared-scope-loader.mjs';
import { FirstScreenPreloadPlugin } from '../tooling/rspack/first-screen-preload-plugin.mjs';

const base = createConfig({ dir: import.meta.dirname, name: 'shell', kind: 'host', port: 3000 });

/**
 * The shared packages the first screen after sign-in asks the shell for, beyond what the layout
 * imports itself: the village's home (mf-kependudukan's dashboard) and every module's definition
 * (measured by e2e/tests/size-budget.spec.ts, docs/bundle-login.md). Their providers go into the
 * signed-in file with the layout.
 */
const FIRST_SCREEN = [
  'react-router', '@griffel/core', '@griffel/react', '@fluentui/react-theme', '@fluentui/react-text',
  '@fluentui/react-button', '@fluentui/react-badge', '@fluentui/react-field', '@fluentui/react-radio',
  '@fluentui/react-dialog', '@sid/openapi', '@sid/openapi/domain', '@sid/ui-desa/cadangan', '@sid/ui-desa/laporan', '@sid/ui/data-table',
  '@sid/ui/router-link', '@sid/ui/states', '@sid/ui/format', '@sid/ui/page', '@sid/ui/dialog-focus',
  '@sid/ui-desa/feedback', '@sid/ui-desa/csv-download',
];
const signedIn = new Set(['layout', 'federation', ...FIRST_SCREEN.map(chunkName)]);

export default (env, argv) => {
  const config = base(env, argv);
  // A provider's own chunk keeps a short file name (its id): the runtime in main lists them all.
  const named = config.output.chunkFilename;
  config.output.chunkFilename = (pathData) => (pathData.chunk?.name?.startsWith('shared-') ? named.replace('[name]', '[id]') : named);
  config.optimization.splitChunks = {
    cacheGroups: {
      // Everything signing in needs up to the dashboard in one file: the layout, Module Federation and
      // the providers above, instead of ~60 files of ~1 KiB of headers each and as many round trips.
      // Taken out of every async chunk (not only those), so that no other file carries a second copy.
      signedIn: {
        name: 'signed-in',
        chunks: 'async',
        test: (module, { chunkGraph }) => [...chunkGraph.getModuleChunks(module)].some((chunk) => signedIn.has(chunk.name)),
        enforce: true,
        priority: 40,
      },
    },
  };
  config.plugins.push(new FirstScreenPreloadPlugin({ htmlPlugin: rspack.HtmlRspackPlugin, fetches: ['/api/config'] }));
  return config;
};
