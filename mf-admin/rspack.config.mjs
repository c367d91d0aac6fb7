// mf-admin: the remote 'mf_admin' (Activity Logs, Users, the regency console). Only './module' is
// used by the shell; the dev entry is the standalone page that runs the module alone against a
// running server.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3004,
  devEntry: './src/standalone/index.ts',
});
