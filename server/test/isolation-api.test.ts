// Village isolation through the API, generated from openapi.yaml (issue 11): every operation that
// takes ids, called by village A's staff with the real ids of village B's records (the fuzz fixtures'
// targets, a valid request otherwise), answers 404 and changes nothing in B; the lists and searches
// of A never show B's people; and the regency console answers counts, never a person.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_PASSWORD, ADMIN_USERNAME, auth, buildTestApp, type TestApp } from './support/app.js';
import { CaseBuilder, injectOptions, type Tokens } from './support/fuzz/cases.js';
import { loadContract } from './support/fuzz/contract.js';
import { targetFor } from './support/fuzz/fixtures.js';
import { Oracle } from './support/fuzz/oracle.js';
import { Prng } from './support/fuzz/prng.js';
import { twoVillages, villageSnapshot, type VillageData } from './support/two-villages.js';

const contract = loadContract();
/**
 * Operations whose ids are not a village's records: a signed file link (its signature is the key), one's
 * own logout, a backup run (the whole server's; in a regency no village's staff may download one, 403:
 * test/backup-api.test.ts), a letter kind (the regency's, the same id in every village: a village's own
 * wording of it is its own row, test/surat.test.ts), and a letter's public check (whoever holds the letter,
 * of any village, may check it by its token: what it shows is test/surat.test.ts's).
 */
const NOT_BY_RECORD = new Set(['getFile', 'logout', 'downloadBackup', 'simpanTeksJenisSurat', 'resetTeksJenisSurat', 'verifikasiSurat', 'halamanVerifikasiSurat']);
const withIds = contract.operations.filter((op) => op.pathParams.length > 0 && !NOT_BY_RECORD.has(op.info.operationId) && op.info.roles.some((r) => r !== 'Admin Kabupaten'));

describe('isolation through the API', () => {
  let t: TestApp;
  let a: VillageData;
  let b: VillageData;
  let kabupaten: string;
  before(async () => {
    t = await buildTestApp();
    ({ a, b } = await twoVillages(t, ADMIN_USERNAME, ADMIN_PASSWORD));
    kabupaten = (await t.loginKabupaten()).token;
  });
  after(() => t.close());

  it('generates a case for every operation that takes a record id', () => {
    assert.ok(withIds.length >= 30, `only ${withIds.length} operations`);
  });

  for (const op of withIds) {
    const { operationId, method, path } = op.info;
    it(`${operationId} (${method} ${path}): B's ids from A's staff are 404, and B stays as it was`, async () => {
      const target = await targetFor(operationId, b.fx, b.shared, method);
      const gen = { prng: new Prng(7), timeZone: t.app.ctx.config.timeZone, freshNumber: () => '3507990101900001', freshKodeWilayah: () => '35.07.01.2006', freshUsername: (length: number) => `z${'isolasi'.repeat(20)}`.slice(0, length) };
      const { baseline } = new CaseBuilder(op, new Oracle(gen.timeZone), gen, { ...target, token: a.token }).build(0);
      const valid = baseline[0];
      assert.ok(valid, 'a valid request');
      const before = await villageSnapshot(t, b.desaId);
      const res = await t.inject(injectOptions(op, valid, a.token, { super: a.token } as Tokens, 'zqisolasi'));
      assert.equal(res.statusCode, 404, `${res.statusCode} ${res.body}`);
      assert.deepEqual(await villageSnapshot(t, b.desaId), before, "village B's rows changed");
    });
  }

  it("never shows B's people in A's lists, searches and counts", async () => {
    const bodies: string[] = [];
    for (const url of ['/api/penduduk?limit=100', '/api/kartu_keluarga?limit=100', '/api/penduduk_masuk/k?limit=100', '/api/penduduk_keluar?limit=100', '/api/kelahiran?limit=100', '/api/kematian?limit=100', '/api/auth/all?limit=100', '/api/activity?limit=100']) {
      const res = await t.inject({ method: 'GET', url, headers: auth(a.token) });
      assert.equal(res.statusCode, 200, url);
      bodies.push(res.body);
    }
    for (const nik of b.fx.niks) {
      const res = await t.inject({ method: 'GET', url: `/api/penduduk/all/nik/s?nik=${nik}`, headers: auth(a.token) });
      assert.ok(res.statusCode === 404 || (res.json().data as unknown[]).length === 0, `NIK search found B's ${nik}`);
    }
    const seen = bodies.join('\n');
    for (const secret of [...b.fx.niks, ...b.fx.names.filter((n) => !a.fx.names.includes(n))]) assert.ok(!seen.includes(secret), `A sees B's ${secret}`);
  });

  it('answers the regency console with counts, never a resident', async () => {
    const urls = ['/api/kabupaten/ringkasan', '/api/kabupaten/desa?limit=100', `/api/kabupaten/desa/${a.desaId}`, `/api/kabupaten/desa/${b.desaId}`, '/api/kabupaten/aktivitas?limit=100'];
    for (const url of urls) {
      const res = await t.inject({ method: 'GET', url, headers: auth(kabupaten) });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      for (const secret of [...a.fx.niks, ...b.fx.niks, ...a.fx.names, ...b.fx.names]) assert.ok(!res.body.includes(secret), `${url} shows ${secret}`);
    }
    // Village staff get none of it.
    assert.equal((await t.inject({ method: 'GET', url: '/api/kabupaten/ringkasan', headers: auth(a.token) })).statusCode, 403);
  });
});
