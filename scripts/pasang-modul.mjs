#!/usr/bin/env node
// `pnpm modul:pasang <release.tgz> --server <url> [--username u --password p]`: installs a module
// release (packed by `pnpm release`) on a running server as the Admin Kabupaten: signs in
// (POST /api/auth/admin), then sends the archive to POST /api/kabupaten/modul/rilis (pasangRilisModul).
// The credentials default to $SID_USERNAME and $SID_PASSWORD. Prints the server's message; exits 0
// when the release is installed (201), 1 otherwise. Installing assigns it to no village.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { server: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } },
  });
} catch (err) {
  fail(err.message);
}
const { values, positionals } = parsed;
const usage = 'usage: pnpm modul:pasang <releases/mf-x-1.2.3.tgz> --server http://localhost:8080 (credentials: SID_USERNAME/SID_PASSWORD or --username/--password)';
if (positionals.length !== 1 || !values.server) fail(usage);
const username = values.username ?? process.env.SID_USERNAME;
const password = values.password ?? process.env.SID_PASSWORD;
if (!username || !password) fail(`no credentials. ${usage}`);
const server = values.server.replace(/\/+$/, '');

let bytes;
try {
  bytes = await readFile(positionals[0]);
} catch (err) {
  fail(`cannot read ${positionals[0]}: ${err.message}`);
}

/** The JSON body of a response, or {} when it has none. */
async function body(res) {
  try {
    return await res.json();
  } catch {
    return {};
  }
}

async function post(path, init) {
  try {
    return await fetch(`${server}${path}`, { method: 'POST', ...init });
  } catch (err) {
    fail(`cannot reach ${server}: ${err.cause?.message ?? err.message}`);
  }
}

const login = await post('/api/auth/admin', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
const session = await body(login);
if (!login.ok || typeof session.token !== 'string') fail(`sign-in refused (${login.status}): ${session.message ?? login.statusText}`);

const res = await post('/api/kabupaten/modul/rilis', { headers: { 'content-type': 'application/gzip', 'x-auth-token': session.token }, body: bytes });
const answer = await body(res);
const message = answer.message ?? `${res.status} ${res.statusText}`;
if (res.status === 201) {
  console.log(message);
  process.exit(0);
}
console.error(`✖ ${res.status}${answer.code ? ` ${answer.code}` : ''}: ${message}`);
process.exit(1);
