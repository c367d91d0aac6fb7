/**
 * The server's layers (docs/adr/0005-layered-server.md, server/README.md): routes (parse, call the
 * service, answer) -> services (transactions, locks, the activity log, the rules) -> data (queries of
 * one aggregate). Held here by the imports themselves, and the handler map against the contract.
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

/** Every relative import of every source file, as paths relative to src/ (e.g. 'routes/penduduk.ts' -> 'services/penduduk.ts'). */
function imports(): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        const text = readFileSync(full, 'utf8');
        for (const m of text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
          const target = path.resolve(path.dirname(full), (m[1] as string).replace(/\.js$/, '.ts'));
          out.push({ from: path.relative(src, full), to: path.relative(src, target) });
        }
      }
    }
  };
  walk(src);
  return out;
}

const layer = (file: string) => file.split(path.sep)[0] as string;

describe('layers', () => {
  const all = imports();

  it('finds the layers', () => {
    for (const dir of ['routes', 'services', 'data']) assert.ok(all.some((i) => layer(i.from) === dir), dir);
  });

  it('a route imports no other route (only routes/index.ts, the map, imports them all) and no data', () => {
    const wrong = all.filter(
      (i) => layer(i.from) === 'routes' && i.from !== path.join('routes', 'index.ts') && (layer(i.to) === 'routes' || layer(i.to) === 'data'),
    );
    assert.deepEqual(wrong, []);
  });

  it('a service imports no route; data imports no service, route or plugin', () => {
    const wrong = all.filter(
      (i) => (layer(i.from) === 'services' && layer(i.to) === 'routes') || (layer(i.from) === 'data' && ['services', 'routes', 'plugins'].includes(layer(i.to))),
    );
    assert.deepEqual(wrong, []);
  });

  it('lib, db and domain import no layer above them', () => {
    const wrong = all.filter((i) => ['lib', 'db', 'domain'].includes(layer(i.from)) && ['routes', 'services', 'data'].includes(layer(i.to)));
    assert.deepEqual(wrong, []);
  });

  it('keeps files small: none past 260 lines', () => {
    const long = all
      .map((i) => i.from)
      .filter((f, n, list) => list.indexOf(f) === n)
      .map((f) => [f, readFileSync(path.join(src, f), 'utf8').split('\n').length] as const)
      .filter(([f, lines]) => lines > 260 && !['db/schema.ts'].includes(f));
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
