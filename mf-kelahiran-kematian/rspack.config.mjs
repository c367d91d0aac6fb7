// mf-kelahiran-kematian: the remote 'mf_kelahiran_kematian' (births, deaths and their letters).
// Only './module' is used by the shell; the dev entry is the standalone page that runs the module
// alone against a running server.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

const config = createConfig({
  dir: import.meta.dirname,
  name: 'mf_kelahiran_kematian',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3003,
  devEntry: './src/standalone/index.ts',
});

export default (env, argv) => {
  const result = config(env, argv);
  // The standalone dev page is opened on deep links (/kelahiran/{id}/d/preview): with the remote's
  // publicPath 'auto' its index.html asks for 'main.js' relative to that URL and gets the HTML
  // fallback instead. In development the page is served from the root, so load from the root.
  // Production keeps 'auto' (the shell loads the remote from wherever its manifest is).
  if (result.mode === 'development') result.output = { ...result.output, publicPath: '/' };
  return result;
};
