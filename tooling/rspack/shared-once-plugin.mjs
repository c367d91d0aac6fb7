// Fails the shell's build when a shared package would exist twice in it (two installed copies, e.g.
// formik reached from @sid/ui and from elsewhere): a module would then get one copy and the shell's
// own code the other, and every React context in it would split (docs/adr/0016).
import { sep } from 'node:path';

/** The installed package folder of a file: '.../node_modules/@scope/name' or '.../node_modules/name'. */
export function packageRoot(resource) {
  const marker = `${sep}node_modules${sep}`;
  const at = resource.lastIndexOf(marker);
  if (at < 0) return undefined;
  const rest = resource.slice(at + marker.length).split(sep);
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  return { name: name.split(sep).join('/'), root: resource.slice(0, at + marker.length) + name };
}

export class SharedOncePlugin {
  /** @param {{ names: string[] }} options the shared package names (subpaths are checked by their package) */
  constructor({ names }) {
    this.packages = new Set(names.filter((n) => !n.startsWith('@sid/')).map((n) => (n.startsWith('@') ? n.split('/').slice(0, 2).join('/') : n.split('/')[0])));
  }

  apply(compiler) {
    // Before optimisation, while every module is still listed on its own (not concatenated).
    compiler.hooks.thisCompilation.tap('SharedOncePlugin', (compilation) => compilation.hooks.finishModules.tap('SharedOncePlugin', (modules) => {
      const roots = new Map();
      for (const module of modules) {
        const resource = module.resource;
        const found = resource && packageRoot(resource.split('?')[0]);
        if (!found || !this.packages.has(found.name)) continue;
        if (!roots.has(found.name)) roots.set(found.name, new Set());
        roots.get(found.name).add(found.root);
      }
      for (const [name, set] of roots) {
        if (set.size > 1) {
          const { WebpackError } = compiler.webpack;
          compilation.errors.push(new WebpackError(`SharedOncePlugin: ${name} is bundled from ${set.size} places, a shared package must be one instance:\n  ${[...set].join('\n  ')}`));
        }
      }
    }));
  }
}
