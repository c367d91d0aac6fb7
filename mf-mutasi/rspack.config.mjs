// mf-mutasi: the remote 'mf_mutasi' (incoming and outgoing residents, and the Surat Keterangan
// Pindah). Only './module' is used by the shell; the dev entry is the standalone page that runs the
// module alone against a running server.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_mutasi',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3002,
  devEntry: './src/standalone/index.ts',
});
