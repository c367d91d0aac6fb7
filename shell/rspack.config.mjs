// The shell: a plain application (no federation on the login page); the modules are registered at
// run time from /api/config, after sign-in (src/federation/host.ts).
import { createConfig } from '../tooling/rspack/create-config.mjs';

const base = createConfig({ dir: import.meta.dirname, name: 'shell', kind: 'host', port: 3000 });

export default (env, argv) => {
  const config = base(env, argv);
  // The login page's own code in one file: the Field, Input and icon modules it shares with the
  // providers of the share table would otherwise be split into small files (~1 KiB of headers each).
  config.optimization.splitChunks = {
    cacheGroups: {
      login: { name: 'login', chunks: (chunk) => chunk.name === 'login', enforce: true, priority: 50 },
    },
  };
  return config;
};
