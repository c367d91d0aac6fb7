// A second real server for journeys that need a different configuration (e.g. a module down), on a
// port the OS gives (never a fixed one: another server may hold it on a busy machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { dataDirFor, serverEnv, serverMain } from './env';

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

export async function startServer(extra: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = dataDirFor(port);
  const env = serverEnv({ port, dataDir, extra });
  rmSync(env.DATA_DIR!, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [serverMain], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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
