/**
 * The deployment recipe (docs/deploy.md) checked: Debian's nginx with the repository's proxy settings
 * (deploy/nginx/sid.conf's `location /`) in front of two real app processes on one PostgreSQL. A
 * clerk's sequence of writes and reads runs through it; one process is killed in the middle; no
 * acknowledged write is lost and the clerk stays signed in. PostgreSQL only (one PGlite process by design).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverRoot } from '../src/config.js';
import { JWT_SECRET } from './support/app.js';
import { emptyPostgresDatabase, ensurePostgresTemplate, usingPostgres } from './support/database.js';
import { kartuKeluargaBody } from './support/registry.js';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process.js';

const NGINX = '/usr/sbin/nginx';
const PASSWORD = 'rahasia-admin-123';

/** The repository's `location / { ... }` block (its proxy settings), verbatim. */
function locationBlock(): string {
  const conf = readFileSync(path.join(serverRoot, '..', 'deploy', 'nginx', 'sid.conf'), 'utf8');
  const start = conf.indexOf('location / {');
  assert.ok(start >= 0, 'deploy/nginx/sid.conf has a location / block');
  let depth = 0;
  for (let i = start; i < conf.length; i++) {
    if (conf[i] === '{') depth++;
    if (conf[i] === '}' && --depth === 0) return conf.slice(start, i + 1);
  }
  throw new Error('unbalanced location block');
}

describe('nginx in front of two app processes on one PostgreSQL', { skip: (!usingPostgres && 'PostgreSQL only (DATABASE_URL)') || (!existsSync(NGINX) && 'nginx is not installed (scripts/run.mjs installs it)') }, () => {
  let work: string;
  let drop: () => Promise<void>;
  const apps: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let base: string;

  before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-nginx-'));
    const db = await emptyPostgresDatabase('sid_nginx', await ensurePostgresTemplate());
    drop = db.drop;
    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir);
    const env = { JWT_SECRET, TRUST_PROXY: 'true' };
    apps.push(...(await Promise.all([0, 1].map(() => startServerProcess({ dataDir, databaseUrl: db.url, adminPassword: PASSWORD, logLevel: 'warn', startTimeoutMs: 120_000, env })))));
    const port = await freePort();
    const upstreams = apps.map((a) => `    server ${new URL(a.base).host} max_fails=1 fail_timeout=5s;`).join('\n');
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  upstream sid_app {
${upstreams}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    ${locationBlock()}
  }
}
`,
    );
    nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    base = `http://127.0.0.1:${port}`;
    // Ready when it answers (state, not time).
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(work, 'error.log'), 'utf8')}`);
      const ok = await fetch(`${base}/api/config`).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((r) => setImmediate(r));
    }
  });
  after(async () => {
    nginx?.kill('SIGTERM');
    for (const a of apps) if (a.proc.exitCode === null) a.proc.kill('SIGTERM');
    await Promise.all([nginx, ...apps.map((a) => a.proc)].map((p) => (p && p.exitCode === null && p.signalCode === null ? new Promise((r) => p.once('exit', r)) : undefined)));
    await drop?.();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const api = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(token ? { 'x-auth-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the contract's; read loosely here
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, any> };
  };

  it('a clerk writes and reads through nginx; one process is killed mid-run; nothing acknowledged is lost, the clerk stays signed in', async () => {
    const login = await api('POST', '/api/auth/admin', undefined, { username: 'admin', password: PASSWORD });
    assert.equal(login.status, 200, JSON.stringify(login.json));
    const token = login.json.token as string;
    const acknowledged: Array<{ id: string; nik: string }> = [];
    for (let i = 0; i < 12; i++) {
      if (i === 6) {
        // Killed without warning, between two of the clerk's requests.
        const victim = apps[0]!.proc;
        victim.kill('SIGKILL');
        await new Promise((r) => victim.once('exit', r));
      }
      const body = kartuKeluargaBody();
      let res = await api('POST', '/api/kartu_keluarga', token, body);
      // A request cut by the dying process: the clerk sends it again (a second copy is refused by the NIK rule).
      if (res.status === 502) res = await api('POST', '/api/kartu_keluarga', token, body);
      assert.equal(res.status, 201, JSON.stringify(res.json));
      acknowledged.push({ id: res.json.data._id as string, nik: body.nik });
      const read = await api('GET', `/api/penduduk/${res.json.data._id as string}`, token);
      assert.equal(read.status, 200, JSON.stringify(read.json));
    }
    // Every acknowledged write is there, read through the process left; the same session still works.
    for (const { id, nik } of acknowledged) {
      const read = await api('GET', `/api/penduduk/${id}`, token);
      assert.equal(read.status, 200, JSON.stringify(read.json));
      assert.equal(read.json.data.nik, nik);
    }
    const list = await api('GET', '/api/penduduk?limit=1', token);
    assert.equal(list.status, 200);
    assert.equal(list.json.total, 12);
  });
});
