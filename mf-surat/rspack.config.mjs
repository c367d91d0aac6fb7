// mf-surat: the remote 'mf_surat', Layanan Surat (issue 36): issuing the village's letters, the
// register (Buku Agenda Surat Keluar), the officials who sign and the kinds' wording. A module a
// regency rolls out to the villages it chooses (`nonaktifAwal` in the server's catalog). Only
// './module' is used by the shell; the dev entry is the standalone page that runs the module alone.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_surat',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3006,
  devEntry: './src/standalone/index.ts',
});
