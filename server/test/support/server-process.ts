/**
 * The real server (src/main.ts) in a child process, on a free port: for the tests that must kill it
 * or fill its disk (backup-crash, disk-full), which an in-process app cannot stand for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverRoot } from '../../src/config.js';

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  base: string;
  /** Everything the server printed so far (stdout and stderr). */
  log(): string;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** A PostgreSQL database; PGlite in dataDir when absent. */
  databaseUrl?: string;
  adminPassword: string;
  logLevel: string;
  /** How long it may take to say it is running (a full disk makes PGlite's start slow). */
  startTimeoutMs: number;
  /** More environment (e.g. DISK_MIN_FREE_MB). */
  env?: Record<string, string>;
}

/** Starts the server and resolves once it says it is running; rejects with its output if it exits or stalls. */
export async function startServerProcess(o: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: o.dataDir,
      DATABASE_URL: o.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: o.adminPassword,
      BACKUP_SCHEDULE: 'off',
      LOG_LEVEL: o.logLevel,
      STATIC_ROOT: o.dataDir,
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const t0 = Date.now();
  while (!out.includes('is running at')) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${out}`);
    if (Date.now() - t0 > o.startTimeoutMs) {
      // A server left running would keep this test file's process, and the whole run, waiting.
      proc.kill('SIGKILL');
      throw new Error(`server did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, base: `http://127.0.0.1:${port}`, log: () => out };
}
