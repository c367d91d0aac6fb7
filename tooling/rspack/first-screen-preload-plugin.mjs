// What the first screen needs beside the entry, announced in index.html so that the browser fetches
// it while main.js downloads instead of after main.js has run (one round trip less on a slow link):
// the start-up configuration (GET /api/config, which every screen waits for), and a chunk's files if
// one is named (the shell's login page used to be one; it is now part of main.js). A browser that
// remembers a village asks /api/config?desa=... and does not use that preload.
export class FirstScreenPreloadPlugin {
  /** @param {{ htmlPlugin: any, chunk?: string, fetches: string[] }} options */
  constructor({ htmlPlugin, chunk, fetches }) {
    this.htmlPlugin = htmlPlugin;
    this.chunk = chunk;
    this.fetches = fetches;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      this.htmlPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('FirstScreenPreloadPlugin', async (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = [...((this.chunk && compilation.namedChunks.get(this.chunk)?.files) || [])].filter((f) => f.endsWith('.js'));
        const link = (attributes) => ({ tagName: 'link', voidTag: true, attributes });
        data.headTags.unshift(
          ...this.fetches.map((href) => link({ rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' })),
          ...files.map((file) => link({ rel: 'preload', as: 'script', href: `${publicPath}${file}` })),
        );
        return data;
      });
    });
  }
}
