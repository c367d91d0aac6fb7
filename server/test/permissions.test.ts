/**
 * The permission matrix, generated from openapi.yaml so that every operation is covered: 401 for every
 * kind of bad token before any validation, 403 for a wrong role, and for the right role an answer of
 * the operation's own handler (never a 5xx: every operation has one, src/routes/index.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { loadSpec, type OperationInfo } from '../src/openapi.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { ROLE, type Role } from '../src/db/schema.js';

const spec = loadSpec();
const operations = [...spec.operations.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));

function urlFor(op: OperationInfo, userId: string): string {
  return op.path.replace(/{(\w+)}/g, (_, name: string) => (name === 'userId' ? userId : name === 'name' ? 'berkas.png' : randomUUID()));
}

function request(op: OperationInfo, userId: string, headers: Record<string, string>, withBody = false): InjectOptions {
  const opts: InjectOptions = { method: op.method as InjectOptions['method'], url: urlFor(op, userId), headers };
  // A body that would fail validation: auth must answer first.
  if (withBody && ['POST', 'PUT', 'PATCH'].includes(op.method)) opts.payload = { tidak_dikenal: 'x'.repeat(5000) };
  return opts;
}

describe('permission matrix (every operation of openapi.yaml)', () => {
  let t: TestApp;
  let superAdmin: { token: string; id: string };
  let admin: { token: string; id: string; username: string; password: string };
  let deletedUserToken: string;
  let roleChangedToken: string;
  let expiredToken: string;
  let kabupaten: { token: string; id: string };

  before(async () => {
    t = await buildTestApp();
    // Layanan Surat starts off until the regency rolls it out (nonaktifAwal): on here, so roles decide.
    await t.aktifkanModul('mf-surat', [t.app.ctx.desaId]);
    superAdmin = await t.login();
    admin = await t.createUser('Admin');
    const doomed = await t.createUser('Admin');
    await t.inject({ method: 'DELETE', url: `/api/auth/delete/${doomed.id}`, headers: auth(superAdmin.token) });
    deletedUserToken = doomed.token;
    const promoted = await t.createUser('Admin');
    await t.inject({
      method: 'PUT',
      url: `/api/auth/update/${promoted.id}`,
      headers: auth(superAdmin.token),
      payload: { nama_lengkap: 'Naik Jabatan', username: promoted.username, role: 'Super Admin' },
    });
    roleChangedToken = promoted.token;
    expiredToken = await t.expiredToken({ id: superAdmin.id, role: 'Super Admin' });
    kabupaten = await t.loginKabupaten();
  });
  after(() => t.close());

  it('knows the operations of the contract', () => {
    assert.ok(operations.length >= 8, `only ${operations.length} operations found`);
    for (const id of ['login', 'getPublicConfig']) assert.equal(spec.operations.get(id)?.protected, false, `${id} must be public`);
    for (const id of ['listUsers', 'createUser', 'updateUser', 'deleteUser']) assert.deepEqual(spec.operations.get(id)?.roles, ['Super Admin']);
  });

  for (const op of operations) {
    if (!op.protected) {
      it(`${op.method} ${op.path} (${op.operationId}) is public: no 401 without a token`, async () => {
        const res = await t.inject(request(op, superAdmin.id, {}));
        assert.notEqual(res.statusCode, 401, res.body);
        assert.ok(res.statusCode < 500, `${res.statusCode} ${res.body}`);
      });
      continue;
    }
    it(`${op.method} ${op.path} (${op.operationId}): 401 without a valid token, ${op.roles.join('/')} only`, async () => {
      const bad: Array<[string, Record<string, string>]> = [
        ['no token', {}],
        ['malformed token', auth('abc.def.ghi')],
        ['expired token', auth(expiredToken)],
        ['token of a deleted user', auth(deletedUserToken)],
        ['token issued before a role change', auth(roleChangedToken)],
      ];
      for (const [label, headers] of bad) {
        const res = await t.inject(request(op, superAdmin.id, headers, true));
        assert.equal(res.statusCode, 401, `${label}: ${res.statusCode} ${res.body}`);
        assert.equal(res.json().success, false);
      }

      // Each role: its own answer where the contract lets it in, 403 where it does not (a village's
      // staff never reach the regency console, the Admin Kabupaten never a village's registry).
      const callers: Record<Role, () => Promise<{ token: string; id: string }>> = {
        Admin: async () => (op.operationId === 'logout' ? t.login(admin.username, admin.password) : admin),
        'Super Admin': async () => (op.operationId === 'logout' ? t.login() : superAdmin),
        'Admin Kabupaten': async () => (op.operationId === 'logout' ? t.loginKabupaten() : kabupaten),
      };
      for (const role of ROLE) {
        const who = await callers[role]();
        const res = await t.inject(request(op, who.id, auth(who.token)));
        if (!op.roles.includes(role)) {
          assert.equal(res.statusCode, 403, `${role}: ${res.statusCode} ${res.body}`);
          assert.equal(res.json().code, 'FORBIDDEN');
        } else {
          assert.ok(![401, 403].includes(res.statusCode), `${role}: ${res.statusCode} ${res.body}`);
          assert.ok(res.statusCode < 500, `${role}: ${res.statusCode} ${res.body}`);
        }
      }
    });
  }
});
