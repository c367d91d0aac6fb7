// A second real server for journeys that need a different configuration (e.g. a module down), on a
// port the OS gives (never a fixed one: another server may hold it on a busy machine).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataDirFor, E2E_DATA_ROOT, E2E_PORT, repoRoot, serverEnv, serverMain } from './env';

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** A port nobody listens on now (the OS picks it: listen on port 0, then let it go). */
export async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolveListen, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = probe.address();
  await new Promise<void>((resolveClose) => probe.close(() => resolveClose()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A migrated, empty PGlite (DATA_DIR/pglite: initdb and the migrations, no village, no user), made
 * once per run and copied into each extra server's DATA_DIR. A server's first start on an empty
 * directory costs ~16 s of CPU (PGlite's initdb ~8 s, then the migrations); on this copy ~8 s, and
 * it still does everything else a first start does (the village, the first Super Admin, the Admin
 * Kabupaten, from its own environment). The suite's own server (playwright.config.ts) starts on an
 * empty directory, so a true first start stays in the journeys. Named like a data directory of this
 * run's port, so global-setup.ts removes it with them.
 */
function migratedTemplate(): string {
  const template = resolve(E2E_DATA_ROOT, `e2e-data-${E2E_PORT}-template`);
  if (existsSync(join(template, 'pglite', 'PG_VERSION'))) return template;
  const building = `${template}-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const dist = (file: string) => JSON.stringify(pathToFileURL(join(repoRoot, 'server', 'dist', 'db', file)).href);
  // The built server's own code opens and migrates it (the same settings and extensions as a start).
  const script = `const { openDatabase } = await import(${dist('client.js')}); const { migrate } = await import(${dist('migrate.js')});
const database = await openDatabase({ dataDir: ${JSON.stringify(building)} }); await migrate(database); await database.close();`;
  const made = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`the migrated template did not build: ${made.stderr}`);
  try {
    renameSync(building, template);
  } catch (error) {
    // Another worker of this run renamed its own first: use that one.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

export async function startServer(extra: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = dataDirFor(port);
  const env = serverEnv({ port, dataDir, extra });
  rmSync(env.DATA_DIR!, { recursive: true, force: true });
  cpSync(migratedTemplate(), env.DATA_DIR!, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [serverMain], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  // A limit, not a wait: on a busy machine a start took 68 s (issue 38's journey step, load 12-21).
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    stop: () => new Promise<void>((resolveStop) => {
      const done = () => {
        // Its data is of no use afterwards, and each run's port differs: do not let them pile up.
        rmSync(resolve(env.DATA_DIR!), { recursive: true, force: true });
        resolveStop();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    }),
  };
}
