// How the e2e suite starts the real server: the built server on a fresh data directory, on a port
// that is free now. A fixed port (it was 18080) fails the whole suite on a machine where another
// server already holds it.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * A port nobody listens on, chosen by the OS (listen on port 0). Playwright reads its config
 * synchronously, so the question is asked in a short child process.
 */
export function freePortSync(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free port: ${port}`);
  return port;
}

// Chosen once, in the runner, and handed to the workers through the environment they inherit, so
// that every process of one run talks to the same server. E2E_PORT still picks one by hand.
process.env.E2E_PORT ??= String(freePortSync());

export const E2E_PORT = Number(process.env.E2E_PORT);
export const repoRoot = resolve(__dirname, '..', '..');
export const ADMIN = { username: 'admin', password: 'Rahasia-Desa-2026', nama: 'Administrator' };

/** Where the e2e servers keep their data: one directory per port (see global-setup.ts for the clean-up). */
export const E2E_DATA_ROOT = resolve(repoRoot, '.tmp');
export const dataDirFor = (port: number) => `../.tmp/e2e-data-${port}`;

/** One data directory per port, so two runs on different ports never share or wipe each other's. */
export const E2E_DATA_DIR = dataDirFor(E2E_PORT);

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
