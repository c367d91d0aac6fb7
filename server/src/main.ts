import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './lib/data-dir-lock.js';

// V8 lets the old generation grow to up to 4x what survived the last full collection before it
// collects again; a download of a million residents allocates ~3x its 228 MB in short-lived strings,
// so the server's memory rose by ~150 MB of garbage while it streamed (docs/scaling.md). A growth of
// 20% collects sooner: +25 MB, same time (13.5-13.9 s both ways). `node --heap-growing-percent=N`
// on the command line (not allowed in NODE_OPTIONS) sets another value; 0 is V8's own.
if (!process.execArgv.some((a) => /^--heap[-_]growing[-_]percent/.test(a))) {
  setFlagsFromString('--heap-growing-percent=20');
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`, staticRoot: config.staticRoot },
    'Sistem Kependudukan Desa server ready',
  );
  // One plain line for the person who just ran `npm start`, whatever the log format.
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(`\nSistem Kependudukan Desa berjalan di / is running at http://${shown}:${config.port}\n\n`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) {
    // Expected refusals: a clear message, no stack trace.
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Server gagal dijalankan / server failed to start:\n${(err as Error)?.stack ?? String(err)}\n`);
  }
  process.exit(1);
});
