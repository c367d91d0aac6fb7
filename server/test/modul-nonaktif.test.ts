// A module switched off for a village takes every one of its operations with it (issue 33), checked
// over the whole contract so that a new operation cannot forget it:
// - every operation that only a switchable module's code calls names that module (its own or its
//   tag's `x-modul`), read from the modules' sources;
// - every operation that names a module is refused with 403 MODUL_NONAKTIF to a village that switched
//   it off, whatever its parameters and body (the refusal comes before the body is read), and is not
//   refused for it to a village that has it on;
// - a signer's change, whose module is its letter's, is refused in its service.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec, type OperationInfo } from '../src/openapi.js';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { Fixtures } from './support/fuzz/fixtures.js';
import { Prng } from './support/fuzz/prng.js';
import { staticRootWithModules } from './support/rilis.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const spec = loadSpec();
const operations = [...spec.operations.values()];
/** The modules a village may switch off: the values of `x-modul` in the contract. */
const switchable = [...new Set(operations.map((op) => op.modul).filter((m): m is string => m !== undefined))].sort();

/**
 * Operations whose module is decided per record, checked in their service instead: a signer belongs
 * to its letter (a birth's or death's: Kelahiran & Kematian; a move's: Mutasi).
 */
const MODUL_PER_RECORD = new Set(['updateSignature']);

/** Every source file of a package (tests left out: they call what they test, not what the module uses). */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'node_modules' && name !== 'dist' && name !== 'test' && name !== '__tests__') walk(p);
      } else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** 'POST /api/kartu_keluarga/in' for every typed-client call (`client.POST('/api/...'`) in `dir`. */
function callsIn(dir: string): Set<string> {
  const calls = new Set<string>();
  for (const file of sources(dir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\(\s*['"`](\/(?:api|files)\/[^'"`]+)['"`]/g)) {
      calls.add(`${m[1]} ${m[2]}`);
    }
  }
  return calls;
}

const key = (op: OperationInfo) => `${op.method} ${op.path}`;

describe('a switched-off module: which operations are its own', () => {
  const packages = readdirSync(repo).filter((d) => /^mf-/.test(d) || ['shell', 'ui', 'openapi'].includes(d));
  const calls = new Map(packages.map((p) => [p, callsIn(path.join(repo, p, 'src'))]));

  it('reads the calls of every module and of the shared packages', () => {
    for (const m of switchable) assert.ok((calls.get(m)?.size ?? 0) > 3, `${m}: ${calls.get(m)?.size ?? 0} calls found`);
    assert.ok(switchable.includes('mf-mutasi') && switchable.includes('mf-kelahiran-kematian'), switchable.join());
  });

  it('an operation that only a switchable module calls names that module', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      if (MODUL_PER_RECORD.has(op.operationId)) continue;
      const callers = packages.filter((p) => calls.get(p)?.has(key(op)));
      if (callers.length !== 1) continue;
      const [only] = callers as [string];
      if (switchable.includes(only) && op.modul !== only) wrong.push(`${op.operationId} (${key(op)}) is called only by ${only} but names ${op.modul ?? 'no module'}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('names the operations found missing by the review of issue 33', () => {
    const modulOf = (id: string) => spec.operations.get(id)?.modul;
    assert.equal(modulOf('createKartuKeluargaMasuk'), 'mf-mutasi');
    assert.equal(modulOf('createSignatureKeluar'), 'mf-mutasi');
    assert.equal(modulOf('createSignatureKelahiran'), 'mf-kelahiran-kematian');
    assert.equal(modulOf('createSignatureKematian'), 'mf-kelahiran-kematian');
    assert.equal(modulOf('getDampakHapusKelahiran'), 'mf-kelahiran-kematian');
    assert.equal(modulOf('getDampakHapusKematian'), 'mf-kelahiran-kematian');
  });
});

describe('a switched-off module: every one of its operations is refused', () => {
  let t: TestApp;
  let root: string;
  let kabupaten: string;
  let off: Village;
  let on: Village;
  let signers: Record<string, string>;
  before(async () => {
    root = staticRootWithModules();
    t = await buildTestApp({ STATIC_ROOT: root, KODE_KABUPATEN: '35.07' });
    ({ token: kabupaten } = await t.loginKabupaten());
    off = await t.addVillage('Desa Tanpa Modul');
    on = await t.addVillage('Desa Lengkap');
    // Layanan Surat starts off until the regency rolls it out (nonaktifAwal): on here, for both villages.
    await t.aktifkanModul('mf-surat', [off.desaId, on.desaId]);
    // Signers of each kind of letter, made while every module is on.
    const fx = new Fixtures(t, off.superAdmin.token, new Prng(33));
    const { kematianId } = await fx.death();
    const { kelahiranId } = await fx.birth();
    const { recordId } = await fx.movedOut();
    signers = {};
    for (const [kind, id] of [
      ['kematian', kematianId],
      ['kelahiran', kelahiranId],
      ['keluar', recordId],
    ] as const) {
      const res = await t.inject({ method: 'POST', url: `/api/signature/${id}/p/${kind}`, headers: auth(off.superAdmin.token), payload: { nama_lengkap: 'Siti Aminah', nama_jabatan: 'Kepala Desa' } });
      assert.equal(res.statusCode, 201, res.body);
      signers[kind] = res.json().data._id as string;
    }
    for (const m of switchable) {
      const res = await t.inject({ method: 'PUT', url: `/api/kabupaten/modul/${m}/desa`, headers: auth(kabupaten), payload: { desa_ids: [off.desaId], aktif: false } });
      assert.equal(res.statusCode, 200, res.body);
    }
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const call = (op: OperationInfo, token: string, withBody: boolean) =>
    t.inject({
      method: op.method as 'GET',
      url: op.path.replace(/{\w+}/g, () => randomUUID()),
      headers: { ...auth(token), ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { payload: '{"apa": "saja"}' } : {}),
    });

  const ofModules = operations.filter((op) => op.modul !== undefined && op.protected);

  it('has operations of every switchable module to check', () => {
    for (const m of switchable) assert.ok(ofModules.filter((op) => op.modul === m).length >= 5, m);
  });

  it('answers 403 MODUL_NONAKTIF to the village that switched the module off, with or without a body', async () => {
    const wrong: string[] = [];
    for (const op of ofModules) {
      for (const withBody of [false, true]) {
        const res = await call(op, off.superAdmin.token, withBody && op.method !== 'GET');
        if (res.statusCode !== 403 || res.json().code !== 'MODUL_NONAKTIF') wrong.push(`${op.operationId}${withBody ? ' (with a body)' : ''}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('does not refuse them to a village that has the module on', async () => {
    const wrong: string[] = [];
    for (const op of ofModules) {
      const res = await call(op, on.superAdmin.token, false);
      if (res.statusCode >= 500 || (res.statusCode === 403 && res.json().code === 'MODUL_NONAKTIF')) wrong.push(`${op.operationId}: ${res.statusCode}`);
    }
    assert.deepEqual(wrong, []);
  });

  it("refuses a change of a signer whose letter's module is off, and only then", async () => {
    for (const kind of ['kematian', 'kelahiran', 'keluar']) {
      const res = await t.inject({ method: 'PUT', url: `/api/signature/${signers[kind]}/u`, headers: auth(off.superAdmin.token), payload: { nama_lengkap: 'Budi Santoso', nama_jabatan: 'Sekretaris Desa' } });
      assert.equal(res.statusCode, 403, `${kind}: ${res.body}`);
      assert.equal(res.json().code, 'MODUL_NONAKTIF');
    }
    const back = await t.inject({ method: 'PUT', url: '/api/kabupaten/modul/mf-mutasi/desa', headers: auth(kabupaten), payload: { desa_ids: [off.desaId], aktif: true } });
    assert.equal(back.statusCode, 200, back.body);
    const keluar = await t.inject({ method: 'PUT', url: `/api/signature/${signers.keluar}/u`, headers: auth(off.superAdmin.token), payload: { nama_lengkap: 'Budi Santoso', nama_jabatan: 'Sekretaris Desa' } });
    assert.equal(keluar.statusCode, 200, keluar.body);
    const kelahiran = await t.inject({ method: 'PUT', url: `/api/signature/${signers.kelahiran}/u`, headers: auth(off.superAdmin.token), payload: { nama_lengkap: 'Budi Santoso', nama_jabatan: 'Sekretaris Desa' } });
    assert.equal(kelahiran.statusCode, 403);
  });
});
