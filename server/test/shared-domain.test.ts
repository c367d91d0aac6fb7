/**
 * The shared domain (@sid/openapi/domain, docs/adr/0004-shared-domain.md) as the server uses it.
 * - Plain Node runs its build (openapi/dist/domain): the build must be of the current source.
 * - The 16-digit rule of NIK and No. KK is written there once, with its messages. The contract
 *   (openapi.yaml `Nik`, `NoKk`) and the database (the CHECKs of src/db/schema.ts) keep their own
 *   copy of the pattern as their guards: held equal here to the shared rule, and the database's
 *   status and role CHECKs to the shared lists.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import {
  DIGITS_16,
  FORMAT_16_DIGIT_MESSAGES,
  NOMOR_16_DIGIT,
  ROLE,
  SEARCH_NUMBER_MESSAGES,
  STATUS_PENDUDUK,
  UPLOAD_MESSAGES,
} from '@sid/openapi/domain';
import { specPath } from '../src/openapi.js';
import { FILE_REQUIRED_MESSAGE, validationMessage } from '../src/lib/validation.js';
import { migrate } from '../src/db/migrate.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

interface SchemaNode {
  $ref?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, SchemaNode>;
  [key: string]: unknown;
}
const schemas = (parse(readFileSync(specPath, 'utf8')) as { components: { schemas: Record<string, SchemaNode> } }).components.schemas;

/** Values on both sides of the rule, including those a looser regex would let through. */
const SAMPLES = [
  '3507123412340001',
  '0000000000000000',
  '350712341234000',
  '35071234123400011',
  '35071234123400AB',
  '3507 12341234000',
  '3507123412340001\n',
  '\n3507123412340001',
  '٣٥٠٧١٢٣٤١٢٣٤٠٠٠١',
  '３５０７１２３４１２３４０００１',
  '',
];

describe('the build of the shared domain', () => {
  it('is there and not older than its source (else: pnpm --filter ./openapi build:domain)', () => {
    const openapiDir = path.dirname(createRequire(import.meta.url).resolve('@sid/openapi/openapi.yaml'));
    const source = path.join(openapiDir, 'src', 'domain');
    const built = path.join(openapiDir, 'dist', 'domain');
    for (const file of readdirSync(source).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const js = path.join(built, file.replace(/\.ts$/, '.js'));
      assert.ok(existsSync(js), `${js} is missing: run pnpm --filter ./openapi build:domain`);
      assert.ok(statSync(js).mtimeMs >= statSync(path.join(source, file)).mtimeMs, `${js} is older than its source: run pnpm --filter ./openapi build:domain`);
    }
  });
});

describe('the 16-digit rule (shared domain) and its guards', () => {
  it('the contract: Nik and NoKk carry the shared pattern and length', () => {
    for (const name of ['Nik', 'NoKk']) {
      const node = schemas[name];
      assert.equal(node?.pattern, NOMOR_16_DIGIT.pattern, name);
      assert.equal(node?.minLength, NOMOR_16_DIGIT.length, name);
      assert.equal(node?.maxLength, NOMOR_16_DIGIT.length, name);
    }
  });

  it('the contract: every body field of those formats has a message in the shared table, and no other field does', () => {
    const fields = new Set<string>();
    for (const schema of Object.values(schemas)) {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (property.$ref === '#/components/schemas/Nik' || property.$ref === '#/components/schemas/NoKk') fields.add(name);
      }
    }
    assert.deepEqual([...fields].sort(), Object.keys(FORMAT_16_DIGIT_MESSAGES).sort());
  });

  it("the server's validation messages are the shared ones", () => {
    for (const [field, message] of Object.entries(FORMAT_16_DIGIT_MESSAGES)) {
      for (const keyword of ['pattern', 'minLength', 'maxLength']) {
        assert.equal(validationMessage([{ keyword, instancePath: `/${field}`, schemaPath: '#', params: { limit: 16, pattern: NOMOR_16_DIGIT.pattern } }], 'body'), message);
      }
    }
    for (const [param, message] of Object.entries(SEARCH_NUMBER_MESSAGES)) {
      assert.equal(validationMessage([{ keyword: 'pattern', instancePath: `/${param}`, schemaPath: '#', params: {} }], 'querystring'), message);
    }
    assert.equal(FILE_REQUIRED_MESSAGE, UPLOAD_MESSAGES.fileRequired);
  });

  describe('the database', () => {
    let test: TestDatabase;
    before(async () => {
      test = await createTestDatabase();
      // PGlite comes migrated from its template; a new PostgreSQL database is empty (migrating is idempotent).
      await migrate(test.database);
    });
    after(async () => {
      await test.drop();
    });

    const constraint = async (name: string): Promise<string> => {
      const result = (await test.database.db.execute(
        sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`,
      )) as unknown as { rows: Array<{ def: string }> };
      const def = result.rows[0]?.def;
      assert.ok(def, `constraint ${name}`);
      return def;
    };

    it('the NIK and No. KK CHECKs use the shared pattern, and it reads the same in PostgreSQL as in JavaScript', async () => {
      for (const name of ['penduduk_nik_ck', 'kartu_keluarga_no_kk_ck', 'kelahiran_nik_ck']) {
        assert.ok((await constraint(name)).includes(`'${NOMOR_16_DIGIT.pattern}'`), name);
      }
      for (const sample of SAMPLES) {
        const result = (await test.database.db.execute(sql`select ${sample}::text ~ ${NOMOR_16_DIGIT.pattern} as ok`)) as unknown as {
          rows: Array<{ ok: boolean }>;
        };
        assert.equal(result.rows[0]?.ok, DIGITS_16.test(sample), JSON.stringify(sample));
      }
    });

    it('the status and role CHECKs list the shared values', async () => {
      const quoted = (values: readonly string[]) => values.map((v) => `'${v}'::text`);
      const status = await constraint('penduduk_status_ck');
      for (const value of quoted(STATUS_PENDUDUK)) assert.ok(status.includes(value), `${status} has ${value}`);
      const role = await constraint('users_role_ck');
      for (const value of quoted(ROLE)) assert.ok(role.includes(value), `${role} has ${value}`);
    });
  });
});
