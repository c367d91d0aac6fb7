// mf-kabupaten: the remote 'mf_kabupaten', the regency console of the Admin Kabupaten (its villages,
// its log, the module releases). Only './module' is used by the shell; the dev entry is the
// standalone page that runs the module alone against a running server.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_kabupaten',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3005,
  devEntry: './src/standalone/index.ts',
});
