// mf-laporan: the remote 'mf_laporan', Laporan (issue 37): the monthly population report (Laporan
// Bulanan Penduduk) and the population books of Permendagri 47/2016 (B.1 Buku Induk Penduduk, B.2 Buku
// Mutasi Penduduk Desa, B.3 Buku Rekapitulasi Jumlah Penduduk), and the village's statistics. On in
// every village (every village must keep the books). Only './module' is used by the shell; the dev
// entry is the standalone page that runs the module alone.
import { createConfig } from '@sid/tooling/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_laporan',
  kind: 'remote',
  exposes: { './module': './src/module.tsx' },
  port: 3007,
  devEntry: './src/standalone/index.ts',
});
