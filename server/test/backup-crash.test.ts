/**
 * Crash safety (issue 14): the real server (src/main.ts) is killed with SIGKILL during parallel writes,
 * several times; after each restart the database opens and every write that was acknowledged (201) is
 * there. On PGlite the data directory is the database; on PostgreSQL the server's own.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverRoot } from '../src/config.js';
import { emptyPostgresDatabase, usingPostgres } from './support/database.js';
import { kartuKeluargaBody } from './support/registry.js';

const KILLS = 3;
const WRITERS = 6;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('crash safety: SIGKILL during parallel writes', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let child: ChildProcess | undefined;

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sid-crash-'));
    if (usingPostgres) {
      const db = await emptyPostgresDatabase('sid_crash');
      databaseUrl = db.url;
      dropDb = db.drop;
    }
  });
  after(async () => {
    child?.kill('SIGKILL');
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(port: number): Promise<ChildProcess> {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'rahasia-admin-123',
        BACKUP_SCHEDULE: 'off',
        LOG_LEVEL: 'warn',
        STATIC_ROOT: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const t0 = Date.now();
    while (!out.includes('is running at')) {
      if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${out}`);
      if (Date.now() - t0 > 30_000) throw new Error(`server did not start: ${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return proc;
  }

  it(`${KILLS} kills during ${WRITERS} parallel writers lose no acknowledged write`, { timeout: 120_000 }, async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round <= KILLS; round++) {
      const port = await freePort();
      child = await start(port);
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/api/auth/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'rahasia-admin-123' }) });
      assert.equal(login.status, 200);
      const token = ((await login.json()) as { token: string }).token;
      const headers = { 'content-type': 'application/json', 'x-auth-token': token };
      // Everything acknowledged before is there, and the database answers.
      for (const id of acknowledged) {
        const res = await fetch(`${base}/api/penduduk/${id}`, { headers });
        assert.equal(res.status, 200, `round ${round}: acknowledged resident ${id} lost`);
      }
      if (round === KILLS) break;
      let stop = false;
      const writer = async () => {
        while (!stop) {
          try {
            const res = await fetch(`${base}/api/kartu_keluarga`, { method: 'POST', headers, body: JSON.stringify(kartuKeluargaBody()) });
            if (res.status === 201) acknowledged.push(((await res.json()) as { data: { _id: string } }).data._id);
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);
      await new Promise((r) => setTimeout(r, 1200 + round * 300));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      const dead = child;
      if (dead.exitCode === null && dead.signalCode === null) await new Promise((r) => dead.once('exit', r));
    }
    child?.kill('SIGTERM');
    assert.ok(acknowledged.length >= KILLS * 5, `only ${acknowledged.length} writes acknowledged`);
    console.log(`crash safety: ${KILLS} kills, ${acknowledged.length} acknowledged writes, none lost`);
  });
});
