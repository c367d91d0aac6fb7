// mf-kelahiran-kematian: the remote 'mf_kelahiran_kematian' (births, deaths and their letters).
// Only './module' is used by the shell; the dev entry is the standalone page that runs the module
// alone against a running server.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_kelahiran_kematian',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3003,
  devEntry: './src/standalone/index.ts',
});
