// The shell (host): built with no remotes; the modules are registered at run time from /api/config.
import { createConfig } from '../tooling/rspack/create-config.mjs';
import { routerAlias } from './build/router-alias.mjs';

const config = createConfig({ dir: import.meta.dirname, name: 'shell', kind: 'host', port: 3000 });

// Until tooling adopts it for every package: the shared React Router carries only the declarative
// API (~14 KiB gzip instead of ~60), which keeps the login page inside its budget.
export default (env, argv) => {
  const built = config(env, argv);
  built.resolve = { ...built.resolve, alias: { ...built.resolve?.alias, ...routerAlias(import.meta.dirname) } };
  return built;
};
