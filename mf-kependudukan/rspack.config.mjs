// mf-kependudukan: the remote 'mf_kependudukan' (dashboard, residents, family cards). Only './module'
// is used by the shell; the dev entry is the standalone page that runs the module alone against a
// running server.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_kependudukan',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3001,
  devEntry: './src/standalone/index.ts',
});
