/**
 * A full disk during writes (issue 14). The real server (src/main.ts) runs with its DATA_DIR on a small
 * tmpfs, in two layers:
 * - the guard off (DISK_MIN_FREE_MB=0: as on PostgreSQL, or a disk filled between the check and the
 *   write): the disk is filled until nothing is left but a few pages; then an upload answers 507
 *   DISK_PENUH and leaves no file and no row, family cards are written until the database refuses (507,
 *   never 500), reads keep answering; the filler goes, and the same server writes again;
 * - the guard on (the default on PGlite: 32 MB kept free, src/lib/disk-space.ts): with less than that
 *   free every write is refused before it starts (507, the same message) while sign-in and reads
 *   work, so PGlite never meets the full disk and never needs a WAL segment it cannot make (which
 *   would hang it: docs/adr/0011-backups.md); freed, writes go through at once.
 * Stopped and started again between the two, every acknowledged write is there, the `files` rows
 * and the uploads folder alike.
 *
 * PGlite only: on PostgreSQL the database's disk is the database server's, not ours. Mounting needs
 * root (or CAP_SYS_ADMIN); where the mount is refused the test is skipped with the reason.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, ftruncateSync, fstatSync, mkdtempSync, openSync, readdirSync, rmSync, statfsSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/client.js';
import { toErrorResponse } from '../src/plugins/errors.js';
import { usingPostgres } from './support/database.js';
import { kartuKeluargaBody, kematianBody } from './support/registry.js';
import { PNG, multipart } from './support/uploads.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/** A fresh DATA_DIR is ~41 MB (three 7-9 MB databases and one 16 MB WAL segment): room for it and the guard's 32 MB. */
const DISK_MB = 96;
/** What the filler leaves free for the guard's part: less than the 32 MB it keeps, more than a WAL segment. */
const BELOW_GUARD = 20 * 2 ** 20;
/** What the filler leaves free: less than the upload, a few pages for the database. */
const LEFT_FREE = 128 * 1024;
const DISK_FULL_MESSAGE = 'Penyimpanan server penuh: data tidak disimpan. Kosongkan ruang disk server lalu coba lagi.';
const PASSWORD = 'rahasia-admin-123';

const freeBytes = (dir: string): number => {
  const s = statfsSync(dir);
  return s.bavail * s.bsize;
};

/** Writes `file` until the disk refuses (ENOSPC), then gives back `leave` bytes. Returns its size. */
function fill(file: string, leave: number): number {
  const fd = openSync(file, 'w');
  try {
    for (const chunk of [Buffer.alloc(1 << 20, 1), Buffer.alloc(4096, 1)]) {
      for (;;) {
        try {
          if (writeSync(fd, chunk) === 0) break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw err;
        }
      }
    }
    const full = fstatSync(fd).size;
    ftruncateSync(fd, Math.max(0, full - leave));
    return fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
}

type Server = ServerProcess;

describe('a full disk is a 507 DISK_PENUH, not a 500', () => {
  const disk = (code: string) => Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28, syscall: 'write' });
  const expected = { status: 507, body: { success: false, code: 'DISK_PENUH', message: DISK_FULL_MESSAGE } };
  it("Node's ENOSPC and EDQUOT, also wrapped in a cause, and the database's SQLSTATE 53100", () => {
    assert.deepEqual(toErrorResponse(disk('ENOSPC')), expected);
    assert.deepEqual(toErrorResponse(disk('EDQUOT')), expected);
    assert.deepEqual(toErrorResponse(new Error('backup', { cause: new Error('tar', { cause: disk('ENOSPC') }) })), expected);
    // drizzle wraps the driver's error: `Failed query: ...` with the DatabaseError as its cause.
    const database = Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), { code: '53100' });
    assert.deepEqual(toErrorResponse(new Error('Failed query: insert ...', { cause: database })), expected);
  });
  it('other failures stay what they were', () => {
    assert.equal(toErrorResponse(Object.assign(new Error('EIO'), { code: 'EIO' })).status, 500);
    assert.equal(toErrorResponse(Object.assign(new Error('out of memory'), { code: '53200' })).status, 500);
    assert.equal(toErrorResponse(Object.assign(new Error('dup'), { code: '23505' })).status, 409);
  });
});

describe('a full disk during writes (PGlite DATA_DIR on a small tmpfs)', () => {
  let dataDir: string | undefined;
  let skipReason: string | undefined;
  let server: Server | undefined;

  before(() => {
    if (usingPostgres) {
      skipReason = "PostgreSQL (DATABASE_URL): the database's disk belongs to the database server, not to this test";
      return;
    }
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sid-disk-full-'));
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m,mode=0700`, 'tmpfs', dataDir], { encoding: 'utf8' });
    if (mount.status !== 0) {
      skipReason = `cannot mount a ${DISK_MB} MB tmpfs here to simulate a full disk (needs root or CAP_SYS_ADMIN): ${(mount.stderr || mount.error?.message || `exit ${mount.status}`).replace(/\s+/g, ' ').trim()}`;
      rmSync(dataDir, { recursive: true, force: true });
      dataDir = undefined;
    }
  });

  after(async () => {
    await stop(server, 'SIGKILL');
    if (dataDir) {
      spawnSync('umount', ['-l', dataDir]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  async function start(dir: string, env?: Record<string, string>): Promise<Server> {
    // 5xx are logged at error level: the log tells what the disk did.
    return startServerProcess({ dataDir: dir, adminPassword: PASSWORD, logLevel: 'error', startTimeoutMs: 120_000, env });
  }

  async function stop(s: Server | undefined, signal: NodeJS.Signals): Promise<number | null> {
    if (!s) return null;
    const { proc } = s;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((r) => proc.once('exit', () => r()));
      proc.kill(signal);
      await exited;
    }
    return proc.exitCode;
  }

  /** The log reaches us through a pipe, a moment after the answer. */
  async function logged(s: Server, pattern: RegExp, what: string): Promise<void> {
    const t0 = Date.now();
    while (!pattern.test(s.log())) {
      if (Date.now() - t0 > 10_000) assert.fail(`${what}: not in the log:\n${s.log().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function login(s: Server): Promise<Record<string, string>> {
    const res = await fetch(`${s.base}/api/auth/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    assert.equal(res.status, 200, await res.clone().text());
    return { 'x-auth-token': ((await res.json()) as { token: string }).token };
  }

  it('an upload and JSON writes on a full disk answer 507 DISK_PENUH, leave nothing behind, and every acknowledged write survives a restart; the guard refuses writes before the disk is full', { timeout: 240_000 }, async (t) => {
    if (skipReason || !dataDir) {
      t.skip(skipReason);
      return;
    }
    const dir = dataDir;
    const t0 = Date.now();
    const uploads = path.join(dir, 'uploads');
    const stored = () => (existsSync(uploads) ? readdirSync(uploads).sort() : []);

    // The guard off: what the database and the uploads do on a truly full disk.
    server = await start(dir, { DISK_MIN_FREE_MB: '0' });
    const s1 = server;
    const auth = await login(s1);
    const json = { ...auth, 'content-type': 'application/json' };
    const post = (url: string, body: object) => fetch(`${s1.base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    const uploadArsip = (kematianId: string, content: Buffer) => {
      const { payload, headers } = multipart(auth['x-auth-token'] as string, [{ name: 'arsip_kematian', filename: 'arsip.png', content }]);
      return fetch(`${s1.base}/api/kematian/arsip/${kematianId}`, { method: 'POST', headers, body: payload });
    };

    // Some records while there is room: cards, two deaths, one archive (the uploads folder exists).
    const acknowledged: string[] = [];
    const addCard = async () => {
      const res = await post('/api/kartu_keluarga', kartuKeluargaBody());
      if (res.status === 201) acknowledged.push(((await res.json()) as { data: { _id: string } }).data._id);
      return res;
    };
    for (let i = 0; i < 3; i++) assert.equal((await addCard()).status, 201);
    const deaths: string[] = [];
    for (const person of acknowledged.slice(0, 2)) {
      const res = await post(`/api/kematian/${person}`, kematianBody);
      assert.equal(res.status, 201, await res.clone().text());
      deaths.push(((await res.json()) as { data: { _id: string } }).data._id);
    }
    const [withArchive, withoutArchive] = deaths as [string, string];
    assert.equal((await uploadArsip(withArchive, PNG)).status, 201);
    const before = stored();
    assert.equal(before.length, 1);
    const used = statfsSync(dir);
    const usedMb = ((used.blocks - used.bfree) * used.bsize) / 2 ** 20;

    // Fill the disk, leaving a few pages.
    const filler = path.join(dir, 'pengisi.bin');
    const fillerSize = fill(filler, LEFT_FREE);
    const leftFree = freeBytes(dir);
    assert.ok(leftFree <= LEFT_FREE + 64 * 1024, `the filler left ${leftFree} bytes free`);

    // (a) An upload larger than what is left: 507, the partial file removed, no row (checked at the end).
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const refused = await uploadArsip(withoutArchive, big);
    assert.equal(refused.status, 507, await refused.clone().text());
    assert.deepEqual(await refused.json(), { success: false, code: 'DISK_PENUH', message: DISK_FULL_MESSAGE });
    assert.deepEqual(stored(), before, 'no file left behind by the refused upload');
    await logged(s1, /disk full: write refused[^\n]*ENOSPC|ENOSPC[^\n]*disk full: write refused/, 'the refused upload is logged with its cause');

    // (b) Family cards until the database refuses: each is 201 or 507, never anything else.
    const statuses = new Map<number, number>();
    let refusedWrites = 0;
    for (let i = 0; i < 2000 && refusedWrites < 5; i++) {
      const res = await addCard();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 507) {
        refusedWrites++;
        assert.deepEqual(await res.json(), { success: false, code: 'DISK_PENUH', message: DISK_FULL_MESSAGE });
      } else if (res.status !== 201) {
        assert.fail(`a write on a full disk answered ${res.status}: ${await res.text()}\n${s1.log().slice(-3000)}`);
      }
    }
    assert.equal(refusedWrites, 5, `the database never refused: ${JSON.stringify([...statuses])}`);
    await logged(s1, /"sqlstate":"53100"/, 'the database refusal is logged with its cause');

    // Reads keep answering.
    for (const url of ['/api/kartu_keluarga?limit=5', `/api/penduduk/${acknowledged.at(-1)}`, '/api/activity/all', `/api/kematian/${withArchive}`]) {
      const res = await fetch(`${s1.base}${url}`, { headers: auth });
      assert.equal(res.status, 200, `${url} on a full disk: ${res.status} ${await res.text()}`);
    }

    // Space is freed: the same server writes again, then stops cleanly.
    rmSync(filler);
    assert.equal((await addCard()).status, 201, 'a write after the space was freed');
    assert.equal(await stop(s1, 'SIGTERM'), 0, s1.log().slice(-3000));

    // Restarted with the guard on (the default): every acknowledged write is there, the archive's bytes
    // too; the refused archive can be sent now.
    server = await start(dir);
    const s2 = server;
    const auth2 = await login(s2);
    for (const id of acknowledged) {
      const res = await fetch(`${s2.base}/api/penduduk/${id}`, { headers: auth2 });
      assert.equal(res.status, 200, `acknowledged resident ${id} lost`);
    }
    const death = (await (await fetch(`${s2.base}/api/kematian/${withArchive}`, { headers: auth2 })).json()) as { data: { arsip_kematian: { arsip_kematian: string } } };
    const file = await fetch(`${s2.base}${death.data.arsip_kematian.arsip_kematian}`);
    assert.equal(file.status, 200);
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), PNG);
    const none = (await (await fetch(`${s2.base}/api/kematian/${withoutArchive}`, { headers: auth2 })).json()) as { data: { arsip_kematian: unknown } };
    assert.equal(none.data.arsip_kematian, null, 'the refused archive left no record');
    const { payload, headers } = multipart(auth2['x-auth-token'] as string, [{ name: 'arsip_kematian', filename: 'arsip.png', content: big }]);
    assert.equal((await fetch(`${s2.base}/api/kematian/arsip/${withoutArchive}`, { method: 'POST', headers, body: payload })).status, 201);

    // (c) The guard: below 32 MB free every write is refused before it starts; sign-in and reads work.
    const guardFiller = path.join(dir, 'pengisi-2.bin');
    fill(guardFiller, BELOW_GUARD);
    const guardFree = freeBytes(dir);
    assert.ok(guardFree > 16 * 2 ** 20 && guardFree < 32 * 2 ** 20, `the filler left ${guardFree} bytes free`);
    const json2 = { ...auth2, 'content-type': 'application/json' };
    const card = () => fetch(`${s2.base}/api/kartu_keluarga`, { method: 'POST', headers: json2, body: JSON.stringify(kartuKeluargaBody()) });
    const guarded = await card();
    assert.equal(guarded.status, 507, await guarded.clone().text());
    assert.deepEqual(await guarded.json(), { success: false, code: 'DISK_PENUH', message: DISK_FULL_MESSAGE });
    await logged(s2, /DISK_MIN_FREE_MB/, 'the guard says why in the log');
    const beforeGuardedUpload = stored();
    const again = multipart(auth2['x-auth-token'] as string, [{ name: 'arsip_kematian', filename: 'arsip.png', content: PNG }]);
    const guardedUpload = await fetch(`${s2.base}/api/kematian/arsip/${withoutArchive}`, { method: 'POST', headers: again.headers, body: again.payload });
    assert.equal(guardedUpload.status, 507, await guardedUpload.clone().text());
    assert.deepEqual(stored(), beforeGuardedUpload, 'the refused upload wrote nothing');
    assert.equal((await fetch(`${s2.base}/api/cadangan`, { method: 'POST', headers: auth2 })).status, 507, 'a backup is a write too');
    await login(s2); // signing in still works (login asserts its 200)
    for (const url of ['/api/kartu_keluarga?limit=5', `/api/penduduk/${acknowledged[0]}`]) {
      assert.equal((await fetch(`${s2.base}${url}`, { headers: auth2 })).status, 200, url);
    }
    rmSync(guardFiller);
    const freed = await card();
    assert.equal(freed.status, 201, await freed.clone().text());
    assert.equal(await stop(s2, 'SIGTERM'), 0, s2.log().slice(-3000));
    server = undefined;

    // The `files` rows and the uploads folder name the same files: no row without bytes, no stray bytes.
    const pg = await openPglite(path.join(dir, 'pglite'));
    try {
      const rows = await pg.query<{ stored_name: string }>('select stored_name from files order by stored_name');
      assert.deepEqual(rows.rows.map((r) => r.stored_name), stored());
      assert.equal(rows.rows.length, 2);
    } finally {
      await pg.close();
    }

    const answered = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ');
    console.log(
      `disk full: ${DISK_MB} MB tmpfs, ${usedMb.toFixed(1)} MB used before the filler (${(fillerSize / 2 ** 20).toFixed(1)} MB), ` +
        `${leftFree} bytes left; upload 507; family cards on the full disk: ${answered}; ` +
        `${acknowledged.length} acknowledged writes kept after the restart; ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  });
});
