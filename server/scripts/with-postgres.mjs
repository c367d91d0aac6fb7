#!/usr/bin/env node
// Starts a throwaway PostgreSQL cluster (Debian's postgresql), runs the given command with DATABASE_URL
// pointing at it, stops and deletes the cluster, and exits with the command's code.
//   node scripts/with-postgres.mjs node scripts/test.mjs
// Port: $PG_TEST_PORT, else the first free one from 55432. Loopback only; socket in /tmp.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    console.error('PostgreSQL not found under /usr/lib/postgresql (apt-get install postgresql).');
    process.exit(2);
  }
  return path.join(base, versions[0], 'bin');
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function pickPort() {
  if (process.env.PG_TEST_PORT) return Number(process.env.PG_TEST_PORT);
  for (let p = 55432; p < 55532; p++) if (await portFree(p)) return p;
  console.error('No free port in 55432..55531.');
  process.exit(2);
}

const bin = findBin();
const port = await pickPort();
const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'sid-pg-'));
const dataDir = path.join(dir, 'data');

// PostgreSQL refuses to run as root: run its tools as the postgres user.
function pgTool(tool, args) {
  const exe = path.join(bin, tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  return spawnSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

function fail(step, res) {
  console.error(`with-postgres: ${step} failed\n${res.stdout ?? ''}${res.stderr ?? ''}`);
  const log = path.join(dir, 'postgres.log');
  if (existsSync(log)) console.error(readFileSync(log, 'utf8'));
}

let started = false;
function stop() {
  if (started) {
    pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

if (isRoot) {
  const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gw = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(dir, Number(pw.stdout.trim()), Number(gw.stdout.trim()));
}

let res = pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
if (res.status !== 0) {
  fail('initdb', res);
  stop();
  process.exit(1);
}
const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
res = pgTool('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '30', 'start']);
if (res.status !== 0) {
  fail('pg_ctl start', res);
  stop();
  process.exit(1);
}
started = true;

const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`with-postgres: PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port}`);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
child.on('error', (err) => {
  console.error(`with-postgres: cannot run ${command[0]}: ${err.message}`);
  stop();
  process.exit(1);
});
