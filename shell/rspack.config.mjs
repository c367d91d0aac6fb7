// The shell (host): built with no remotes; the modules are registered at run time from /api/config.
import { createConfig } from '../tooling/rspack/create-config.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'shell', kind: 'host', port: 3000 });
