// Compresses the production build once, at build time: beside every text asset (main.3f2a9c1b.js,
// index.html, mf-manifest.json, ...) a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy, kept
// only when smaller. The server sends the copy the browser accepts (server/src/plugins/static.ts,
// @fastify/static preCompressed), so no request pays for compression and every client gets the
// smallest bytes (docs/decisions.md, "Static files compressed at build time").
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Smaller files gain less than the headers they cost. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path ?? compiler.options.output.path;
      await Promise.all(
        compilation.getAssets().map(async ({ name, source }) => {
          if (!TEXT.test(name)) return;
          const raw = source.buffer();
          if (raw.length < MIN_BYTES) return;
          const br = brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          const gz = gzipSync(raw, { level: 9 });
          if (br.length < raw.length) await writeFile(join(out, `${name}.br`), br);
          if (gz.length < raw.length) await writeFile(join(out, `${name}.gz`), gz);
        }),
      );
    });
  }
}
