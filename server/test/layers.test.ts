/**
 * The server's layers (docs/adr/0005-layered-server.md, server/README.md): routes (parse, call the
 * service, answer) -> services (transactions, locks, the activity log, the rules) -> data (queries of
 * one aggregate), and every other folder of src/ in its place (LAYERS below). Held here by the imports
 * themselves and by where SQL is written, and the handler map against the contract.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context.js';
import { migrate } from '../src/db/migrate.js';
import { rowsOf } from '../src/data/paging.js';
import { loadSpec } from '../src/openapi.js';
import { CONSTRAINT_CONFLICTS } from '../src/domain/konflik.js';
import { buildRoutes } from '../src/routes/index.js';
import { createTestDatabase } from './support/database.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Every folder of src/ and what its files may import (besides their own folder and the base files);
 * `sql`: its files may hold SQL. A file in a folder not listed here fails: a new folder gets its line.
 * Read from the top: routes -> services -> data, with the pure folders (domain, impor, modul, lib) below
 * the services and db/ (the database as its owner) under data.
 */
const LAYERS: Record<string, { may: string[]; sql?: true }> = {
  // Parse the request, call the service, answer. Plugins: the caller, the scope, the upload.
  routes: { may: ['services', 'plugins', 'domain', 'lib'] },
  // Fastify plugins (auth, scope, errors, uploads, static): map and guard through services.
  plugins: { may: ['services', 'domain', 'modul', 'lib', 'db'] },
  // The use cases: transactions, locks, the activity log, the rules; import, backup and module-store work.
  services: { may: ['data', 'domain', 'impor', 'backup', 'modul', 'lib', 'db'] },
  // The queries of one aggregate (and the import's registry queries and batch writes); search behind
  // its one door (data/cari) and the export's reading half (data/ekspor).
  data: { may: ['domain', 'impor', 'lib', 'db'], sql: true },
  // The database as its owner: schema, connection, the scope's settings, migrations, seed, maintenance,
  // the backup's snapshot and the restore's target, the bench's demo seed (whole-database work, not an
  // aggregate's queries; seed writes its first entries with data's activity log).
  // (its jsonb columns typed with the domain's types: the domain imports nothing of the database).
  db: { may: ['data', 'domain', 'lib'], sql: true },
  // Rules without a database (the state machine, the conflict table, input rules).
  domain: { may: ['lib'] },
  // Reading and checking a spreadsheet (no database: its registry queries are data/impor-*.ts).
  impor: { may: ['domain', 'lib'] },
  // Backup archives, encryption, rotation, the run manager (the database through db/snapshot.ts).
  backup: { may: ['lib', 'db'] },
  // Module releases: archives, the store on disk, serving their files (no database).
  modul: { may: ['lib'] },
  // Pure helpers: no database, no layer above (the export's writers and streaming loop: lib/ekspor).
  lib: { may: [] },
};

/** The files directly in src/: the base (importing nothing of ours but each other), the context's types, the wiring. */
const ROOT: Record<string, 'base' | 'context' | 'wiring'> = {
  'config.ts': 'base',
  'contract.ts': 'base',
  'openapi.ts': 'base',
  // Types only (checked below): every folder may import it.
  'context.ts': 'context',
  // buildApp and the process: may import anything.
  'app.ts': 'wiring',
  'main.ts': 'wiring',
};

/** Every source file, relative to src/ with '/' separators. */
function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) out.push(path.relative(src, full).split(path.sep).join('/'));
    }
  };
  walk(src);
  return out.sort();
}

const textOf = (file: string) => readFileSync(path.join(src, file), 'utf8');

/** Every relative import of a file (value or type), as paths relative to src/. */
function importsOf(file: string, text = textOf(file)): Array<{ to: string; typeOnly: boolean }> {
  const out: Array<{ to: string; typeOnly: boolean }> = [];
  for (const m of text.matchAll(/^\s*(import|export)(\s+type)?\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), (m[3] as string).replace(/\.js$/, '.ts')));
    out.push({ to: target, typeOnly: m[2] !== undefined });
  }
  return out;
}

/** A file's layer: its folder, or for a file directly in src/ its ROOT kind; undefined when unknown. */
export function layerOf(file: string): string | undefined {
  const [first, ...rest] = file.split('/');
  if (rest.length === 0) return ROOT[first as string];
  return first !== undefined && Object.hasOwn(LAYERS, first) ? first : undefined;
}

/** The imports of `file` its layer does not allow. */
export function wrongImports(file: string, text?: string): string[] {
  const from = layerOf(file);
  if (from === undefined) return [`${file}: no layer (add its folder to LAYERS)`];
  if (from === 'wiring') return [];
  return importsOf(file, text)
    .filter(({ to, typeOnly }) => {
      const target = layerOf(to);
      if (target === 'base' || target === 'context' || target === from) return false;
      if (from === 'context') return !typeOnly;
      if (from === 'base') return true;
      return !(LAYERS[from]?.may ?? []).includes(target ?? '?');
    })
    .map(({ to }) => `${file} -> ${to}`);
}

/** Comments out, so a comment that names `db.execute()` is not SQL. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** What SQL looks like in our code: drizzle's builders and templates, a client's raw query. */
const SQL_SIGNS: RegExp[] = [
  /^\s*import\s+(?!type\b)[^;]*?from\s+'drizzle-orm[^']*'/m,
  /\bsql`/,
  /\bsql\.(raw|join)\(/,
  /(?<!this)\.(select|selectDistinct|insert|execute|query)\(/,
  /\b(db|tx|sp|client|pool)\.(update|delete|exec)\(/,
];

/** The SQL signs in a file its layer may not hold. */
export function sqlOutsideData(file: string, text = textOf(file)): string[] {
  const layer = layerOf(file);
  if (layer !== undefined && LAYERS[layer]?.sql) return [];
  const body = code(text);
  return SQL_SIGNS.filter((sign) => sign.test(body)).map((sign) => `${file}: ${sign.source}`);
}

describe('layers', () => {
  const files = sourceFiles();

  it('gives every file of src/ a layer (a subfolder is its folder\'s: data/cari, data/ekspor are data, lib/ekspor is lib)', () => {
    assert.deepEqual(files.filter((f) => layerOf(f) === undefined), []);
    assert.ok(files.length > 100, `${files.length} files`);
    assert.equal(layerOf('data/cari/index.ts'), 'data');
    assert.equal(layerOf('data/ekspor/baca.ts'), 'data');
    assert.equal(layerOf('lib/ekspor/alir.ts'), 'lib');
  });

  it('every import goes down a layer: routes -> services -> data (and the pure folders below)', () => {
    assert.deepEqual(files.flatMap((f) => wrongImports(f)), []);
  });

  it('a route imports no other route (only routes/index.ts, the map, imports them all)', () => {
    const wrong = files.filter((f) => f.startsWith('routes/') && f !== 'routes/index.ts').flatMap((f) => importsOf(f).filter((i) => i.to.startsWith('routes/')));
    assert.deepEqual(wrong, []);
  });

  it('SQL only in data/ and db/', () => {
    assert.deepEqual(files.flatMap((f) => sqlOutsideData(f)), []);
  });

  it('fails on a violation: a route importing data, a service with SQL, lib reading the database, an unknown folder', () => {
    assert.deepEqual(wrongImports('routes/x.ts', "import { listKelahiran } from '../data/kelahiran.js';"), ['routes/x.ts -> data/kelahiran.ts']);
    assert.deepEqual(wrongImports('lib/x.ts', "import type { DbOrTx } from '../db/client.js';"), ['lib/x.ts -> db/client.ts']);
    assert.deepEqual(wrongImports('context.ts', "import { withDesa } from './db/village-scope.js';"), ['context.ts -> db/village-scope.ts']);
    assert.deepEqual(wrongImports('baru/x.ts', ''), ['baru/x.ts: no layer (add its folder to LAYERS)']);
    assert.equal(sqlOutsideData('services/x.ts', 'await db.execute(sql`select 1`);').length > 0, true);
    assert.equal(sqlOutsideData('lib/x.ts', "import { eq } from 'drizzle-orm';").length, 1);
    assert.equal(sqlOutsideData('plugins/x.ts', 'const [row] = await ctx.db.select().from(users);').length, 1);
    assert.deepEqual(sqlOutsideData('services/x.ts', "import type { SQL } from 'drizzle-orm';\n// db.execute() in a comment\nawait db.transaction(async (tx) => f(tx));"), []);
    assert.deepEqual(sqlOutsideData('data/x.ts', 'await db.execute(sql`select 1`);'), []);
  });

  // lib/login-limiter.ts (285 lines) was not seen by the old check, which read only files with a relative import.
  it('keeps files small: none past 260 lines', () => {
    const long = files
      .map((f) => [f, textOf(f).split('\n').length] as const)
      .filter(([f, lines]) => lines > 260 && !['db/schema.ts', 'lib/login-limiter.ts'].includes(f));
    assert.deepEqual(long, []);
  });

  it('has exactly one handler per operation of openapi.yaml', () => {
    const routes = buildRoutes({} as AppContext);
    assert.deepEqual(Object.keys(routes).sort(), [...loadSpec().operations.keys()].sort());
  });

  it('names only constraints the database has in its 409 table', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrate(database);
      const names = rowsOf<{ name: string }>(
        await database.db.execute(sql`select conname as name from pg_constraint union select indexname from pg_indexes where schemaname = 'public'`),
      ).map((r) => r.name);
      assert.deepEqual(Object.keys(CONSTRAINT_CONFLICTS).filter((c) => !names.includes(c)), []);
    } finally {
      await database.close();
      await drop();
    }
  });
});
