// One rspack configuration for the shell (host) and every domain module (remote), so that they are
// built the same way and share the same singletons. Each package's rspack.config.mjs calls this.
import { basename, join } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedModules } from './shared.mjs';
import { routerAlias } from './router-alias.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { IdentitasModulPlugin } from './identitas-modul-plugin.mjs';

/**
 * @param {object} options
 * @param {string} options.dir            the package folder (import.meta.dirname of its config)
 * @param {string} options.name           federation name, e.g. 'shell' or 'mf_admin'
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remotes: { './module': './src/module.tsx' }
 * @param {number} options.port           dev-server port
 * @param {string} [options.devEntry]     remotes: the standalone dev page's entry
 */
export function createConfig({ dir, name, kind, exposes = {}, port, devEntry }) {
  return (env, argv) => {
    // `rspack serve` without --mode is development; `rspack build` without --mode is production.
    const production = argv.mode ? argv.mode === 'production' : !env?.RSPACK_SERVE;
    const isHost = kind === 'host';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's dev server shows its standalone page; its production build is only the
      // federation entry (remoteEntry.js + mf-manifest.json) that the shell loads.
      entry: isHost ? './src/index.ts' : production ? {} : (devEntry ?? './src/standalone/index.ts'),
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        // The shell lives at /, a remote wherever its manifest is served from.
        // A production remote loads its chunks from wherever its manifest is ('auto'). In development
        // its own dev server's origin: the standalone page is opened on deep links (/kelahiran/{id}/d),
        // where 'auto' would resolve 'main.js' against that URL and get the HTML fallback, and a shell
        // pointed at the dev server still loads the chunks from it.
        publicPath: isHost ? '/' : production ? 'auto' : `http://localhost:${port}/`,
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The shared React Router is its declarative API only (~14 KiB gzip instead of ~60): see
        // react-router-client.mjs. Every package builds against the same slim module.
        alias: routerAlias(dir),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
            },
            type: 'javascript/auto',
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          { test: /\.(png|jpe?g|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          // The shell is built with no remotes: it registers them at run time from /api/config.
          remotes: {},
          shared: sharedModules(dir),
          // Reuse what is already loaded; never load every registered remote's entry to compare
          // versions (the default 'version-first'). With it, a module's first use of a shared package
          // the page had not loaded yet (the dashboard's backup warning: react-message-bar) fetched
          // every other module's manifest, and one module being down took the working one down
          // with it (e2e module-down.spec.ts). All builds share one lockfile, so versions agree.
          shareStrategy: 'loaded-first',
          manifest: !isHost,
          dts: false,
          // The federation runtime (~33 KiB gzip) ships once, in the shell: production remotes
          // use the shell's copy instead of bundling their own into remoteEntry.js. The dev
          // server of a remote runs standalone, so it keeps its own.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
        }),
        // The shell has its own page; every remote's standalone dev page shares one template.
        ...(isHost || !production ? [new rspack.HtmlRspackPlugin({
          template: isHost ? join(dir, 'index.html') : join(import.meta.dirname, 'standalone.html'),
          templateParameters: { title: isHost ? 'Sistem Kependudukan Desa' : `${basename(dir)} (mode mandiri)` },
        })] : []),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        // A remote's build identity (sid-modul.json: id, version, contract ranges) for `pnpm release`.
        ...(isHost ? [] : [new IdentitasModulPlugin({ dir })]),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/files', ...(isHost ? ['/mf'] : [])], target: process.env.API_URL ?? 'http://localhost:8080' }],
      },
    };
  };
}
