// A second real server for journeys that need a different configuration (e.g. a module down).
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { serverEnv, serverMain } from './env';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(port: number, extra: Record<string, string>): Promise<RunningServer> {
  const dataDir = `../.tmp/e2e-data-${port}`;
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
    stop: () => new Promise<void>((resolveStop) => {
      if (child.exitCode !== null) return resolveStop();
      child.once('exit', () => resolveStop());
      child.kill('SIGTERM');
    }),
  };
}
