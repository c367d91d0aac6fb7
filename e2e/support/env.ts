// How the e2e suite starts the real server: the built server on a fresh data directory.
import { join, resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const repoRoot = resolve(__dirname, '..', '..');
export const ADMIN = { username: 'admin', password: 'Rahasia-Desa-2026', nama: 'Administrator' };

/** One data directory per port, so two runs on different ports never share or wipe each other's. */
export const E2E_DATA_DIR = `../.tmp/e2e-data-${E2E_PORT}`;

/** Starts from an empty data directory, so every run begins with only the first Super Admin. */
export const SERVER_COMMAND = `rm -rf ${E2E_DATA_DIR} && node ../server/dist/main.js`;

export function serverEnv({ port, dataDir, extra = {} }: { port: number; dataDir: string; extra?: Record<string, string> }): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: resolve(__dirname, '..', dataDir),
    STATIC_ROOT: repoRoot,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export const serverMain = join(repoRoot, 'server', 'dist', 'main.js');
