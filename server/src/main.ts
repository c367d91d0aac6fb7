import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './lib/data-dir-lock.js';

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
