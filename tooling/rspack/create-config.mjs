// One rspack configuration for the shell (host) and every domain module (remote), so that they are
// built the same way and share the same singletons. Each package's rspack.config.mjs calls this.
import { basename, join } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedModules, sharedNames, providerDirs } from './shared.mjs';
import { SharedOncePlugin } from './shared-once-plugin.mjs';
import { routerAlias } from './router-alias.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { IdentitasModulPlugin } from './identitas-modul-plugin.mjs';
import { bundlerRuntimeExternal } from './bundler-runtime-external.mjs';

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
      // A production remote takes the federation bundler runtime from the shell as well
      // (bundler-runtime-external.mjs, docs/adr/0021).
      ...(!isHost && production ? { externals: [bundlerRuntimeExternal()] } : {}),
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The shared React Router is its declarative API only (~14 KiB gzip instead of ~60): see
        // react-router-client.mjs. Every package builds against the same slim module. (The shell's share
        // table offers @fluentui/react-theme as its tokens only: react-theme-client.mjs.)
        alias: routerAlias(dir),
        // The shell also resolves what it provides but does not import itself (formik, yup...) the way
        // @sid/ui and @sid/openapi find them, so each is the very copy they import.
        ...(isHost ? { modules: ['node_modules', ...providerDirs.map((d) => join(d, 'node_modules'))] } : {}),
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
          // Computed at build time: styles without a CSS-in-JS compiler on the login page (production,
          // griffel-styles-loader.mjs); the theme without Fluent's palettes (every build: a module's dev
          // page in a shell gets a react-theme without createLightTheme, react-theme-client.mjs).
          ...(production ? [{ test: /\.styles\.ts$/, exclude: /node_modules/, enforce: 'pre', loader: join(import.meta.dirname, 'griffel-styles-loader.mjs') }] : []),
          { test: /\.computed\.ts$/, exclude: /node_modules/, enforce: 'pre', loader: join(import.meta.dirname, 'computed-loader.mjs') },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // @sid/openapi's barrel is free of side effects: getToken does not bring the swr hooks.
          { test: /[\\/]openapi[\\/]src[\\/]/, sideEffects: false },
          // The shell's share table, generated from shared.mjs (see shared-scope-loader.mjs).
          ...(isHost ? [{ test: /[\\/]federation[\\/]shared-scope\.ts$/, loader: join(import.meta.dirname, 'shared-scope-loader.mjs') }] : []),
          { test: /\.(png|jpe?g|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // The shell is a plain application: the login page loads no federation at all. After sign-in
        // it starts the runtime itself (shell/src/federation/host.ts) with the share table of
        // shared-scope-loader.mjs; a module consumes only those copies (docs/adr/0016).
        ...(isHost ? [new SharedOncePlugin({ names: sharedNames().map(([name]) => name) })] : [new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(dir, { consumeOnly: production }),
          // Reuse what is already loaded; never load every registered remote's entry to compare
          // versions (the default 'version-first': one module down took the others with it).
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The federation runtime ships once, in the shell (host.ts puts its core where production
          // remotes look for it). The dev server of a remote runs standalone, so it keeps its own.
          experiments: { externalRuntime: production },
        })]),
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
