// Before the journeys: remove the data directories that earlier runs left behind (each run takes a
// free port, so each leaves one of its own). A directory is kept while its server is alive (the
// server's lock file holds its pid) or while it is recent (a server of another run may be starting).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_ROOT } from './env';

const LOCK_FILE = 'server.lock';
const RECENT_MS = 60 * 60 * 1000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dir: string): boolean {
  try {
    const pid = Number.parseInt(readFileSync(join(dir, LOCK_FILE), 'utf8').trim(), 10);
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) return true;
  } catch {
    // no lock: no server holds it
  }
  try {
    return Date.now() - statSync(dir).mtimeMs < RECENT_MS;
  } catch {
    return false;
  }
}

export default function globalSetup(): void {
  let names: string[];
  try {
    names = readdirSync(E2E_DATA_ROOT);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith('e2e-data-')) continue;
    const dir = join(E2E_DATA_ROOT, name);
    if (!inUse(dir)) rmSync(dir, { recursive: true, force: true });
  }
}
