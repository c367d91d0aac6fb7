/**
 * A read replica (issue 39, DATABASE_REPLICA_URL): a real streaming replica made with pg_basebackup
 * from the test's PostgreSQL. The console's reads go there (seen in the replica's own statistics);
 * what the caller just wrote is read back from the primary while the replica has not replayed it
 * (its replay paused). PostgreSQL only.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { fromPgPool } from '../src/db/client.js';
import { auth, JWT_SECRET, KABUPATEN_PASSWORD, KABUPATEN_USERNAME } from './support/app.js';
import { emptyPostgresDatabase, ensurePostgresTemplate, usingPostgres } from './support/database.js';
import { freePort } from './support/server-process.js';

const bin = () => {
  const base = '/usr/lib/postgresql';
  const v = readdirSync(base).filter((x) => existsSync(path.join(base, x, 'bin', 'pg_basebackup'))).sort((a, b) => Number(b) - Number(a))[0];
  return path.join(base, v as string, 'bin');
};
const isRoot = process.getuid?.() === 0;
/** PostgreSQL's tools refuse root: as the postgres user then (as scripts/with-postgres.mjs). */
function pgTool(tool: string, args: string[]): void {
  const exe = path.join(bin(), tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  const r = spawnSync(file, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} failed: ${r.stdout}${r.stderr}`);
}

describe('a read replica', { skip: !usingPostgres && 'PostgreSQL only (DATABASE_URL)' }, () => {
  let work: string;
  let replicaData: string;
  let url: string;
  let replicaUrl: string;
  let drop: () => Promise<void>;
  let app: App;
  let replica: pg.Client;
  let started = false;
  const dbName = () => new URL(url).pathname.slice(1);

  before(async () => {
    ({ url, drop } = await emptyPostgresDatabase('sid_replika', await ensurePostgresTemplate()));
    work = mkdtempSync(path.join(os.tmpdir(), 'sid-replika-'));
    if (isRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(work, uid, gid);
    }
    replicaData = path.join(work, 'data');
    const primary = new URL(url);
    pgTool('pg_basebackup', ['-h', primary.hostname, '-p', primary.port, '-U', 'postgres', '-D', replicaData, '-R', '-X', 'stream', '-c', 'fast']);
    const port = await freePort();
    // max_connections at least the primary's (scripts/with-postgres.mjs sets 200).
    const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c hot_standby=on -c fsync=off`;
    pgTool('pg_ctl', ['-D', replicaData, '-o', opts, '-l', path.join(work, 'replica.log'), '-w', '-t', '60', 'start']);
    started = true;
    const r = new URL(url);
    r.port = String(port);
    replicaUrl = r.toString();
    // The replica's own view, from its maintenance database (not counted in the app's database).
    const admin = new URL(replicaUrl);
    admin.pathname = '/postgres';
    replica = new pg.Client({ connectionString: admin.toString() });
    await replica.connect();
    const config = loadConfig({
      DATA_DIR: path.join(work, 'app'),
      DATABASE_URL: url,
      DATABASE_REPLICA_URL: replicaUrl,
      KABUPATEN_ADMIN_USERNAME: KABUPATEN_USERNAME,
      KABUPATEN_ADMIN_PASSWORD: KABUPATEN_PASSWORD,
      JWT_SECRET,
      STATIC_ROOT: work,
      BACKUP_SCHEDULE: 'off',
    });
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => {});
    app = await buildApp({ config, database: fromPgPool(pool), announce: () => {} });
  });
  after(async () => {
    await app?.close();
    await replica?.end();
    if (started) pgTool('pg_ctl', ['-D', replicaData, '-m', 'immediate', '-w', 'stop']);
    await drop?.();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** The replica's committed transactions in the app's database. */
  const replicaXacts = async () =>
    Number((await replica.query('select xact_commit from pg_stat_database where datname = $1', [dbName()])).rows[0]?.xact_commit ?? 0);
  /** Waits (on the replica's statistics, flushed by its backends when idle) until they pass `n`. */
  async function untilReplicaXacts(n: number): Promise<number> {
    // A bound only so that a read that never reaches the replica fails instead of hanging.
    for (let tries = 0; tries < 300; tries++) {
      const now = await replicaXacts();
      if (now >= n) return now;
      await new Promise((r) => setTimeout(r, 100));
    }
    return replicaXacts();
  }
  /** Waits until the replica has replayed everything the primary wrote so far. */
  async function untilCaughtUp(): Promise<void> {
    const p = new pg.Client({ connectionString: url });
    await p.connect();
    const lsn = (await p.query('select pg_current_wal_insert_lsn()::text as l')).rows[0].l as string;
    await p.end();
    while (!(await replica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn])).rows[0].ok) await new Promise((r) => setImmediate(r));
  }
  const loginKabupaten = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/admin', payload: { username: KABUPATEN_USERNAME, password: KABUPATEN_PASSWORD } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().token as string;
  };

  it("the regency console's reads go to the replica (its own statistics count them)", async () => {
    const token = await loginKabupaten();
    await untilCaughtUp();
    const before = await replicaXacts();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/kabupaten/ringkasan', headers: auth(token) });
      assert.equal(res.statusCode, 200, res.body);
    }
    // Each read: the replica's replay check and the read's transaction.
    assert.ok((await untilReplicaXacts(before + 10)) >= before + 10);
  });

  it('what the caller just wrote is read back (from the primary while the replica lags), then from the replica', async () => {
    const token = await loginKabupaten();
    await replica.query('select pg_wal_replay_pause()');
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/kabupaten/desa',
        headers: auth(token),
        payload: { kode_wilayah: '35.07.01.2001', nama_desa: 'Desa Replika', alamat_kantor: 'Jl. Replika 1', kode_pos: '65171', jabatan_kepala: 'Kepala Desa' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = created.json().data._id as string;
      const list = await app.inject({ method: 'GET', url: '/api/kabupaten/desa?limit=100', headers: auth(token) });
      assert.equal(list.statusCode, 200, list.body);
      assert.ok(JSON.stringify(list.json().data).includes(id), 'the new village is in the list read right after');
      // The replica has not seen it: the read above came from the primary.
      const onReplica = new pg.Client({ connectionString: replicaUrl });
      await onReplica.connect();
      assert.equal((await onReplica.query('select count(*)::int as n from desa where id = $1', [id])).rows[0].n, 0);
      await onReplica.end();
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
    await untilCaughtUp();
    const before = await replicaXacts();
    const again = await app.inject({ method: 'GET', url: '/api/kabupaten/desa?limit=100', headers: auth(token) });
    assert.ok(again.json().data.some((d: { nama_desa: string }) => d.nama_desa === 'Desa Replika'), again.body);
    assert.ok((await untilReplicaXacts(before + 2)) >= before + 2);
  });
});
