// Each module's routes lie within the paths the server's catalog gives it. A module declares its
// routes in its own code (src/module.tsx: the ModuleDefinition the shell loads as './module'); the
// server's catalog (server/src/lib/modules.ts, or a MODULES_FILE) lists each module's path prefixes in
// GET /api/config, and those are all the shell knows of a module it could not load (ADR 0003). A route
// outside them would show the 404 page instead of 'Modul … tidak tersedia' while its module is down.
// This reads both as they ship: the running server's /api/config and each module's own definition.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { isWithin, normalizePrefix } from '../../shell/src/federation/paths';
import { repoRoot } from '../support/env';
import { pathToFileURL } from 'node:url';

interface CatalogEntry { id: string; title: string; entry: string; paths: string[] }
interface Definition { id: string; title: string; routes: { path: string }[]; drawer: { path: string }[] }

/** The module folders of the repository; after `pnpm build` the server's default catalog lists each of them. */
const moduleIds = readdirSync(repoRoot).filter((name) => name.startsWith('mf-') && existsSync(join(repoRoot, name, 'src', 'module.tsx'))).sort();

/**
 * The module's own definition, read from its source as the shell gets it from './module'. Loaded
 * through Playwright's TypeScript loader (a require; a computed import() would go to Node's own
 * loader, which does not read TSX). Its pages are lazy: nothing but the definition is loaded.
 */
const loadSource = createRequire(__filename);
function definitionOf(id: string): Definition {
  return (loadSource(join(repoRoot, id, 'src', 'module.tsx')) as { default: Definition }).default;
}

/** Whether a route pattern (react-router: '/kartu_keluarga/:id/d') is at or below one of the prefixes. */
function covered(pattern: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => isWithin(pattern, prefix));
}

test.describe('module routes and the server catalog', () => {
  let catalog: CatalogEntry[];

  test.beforeAll(async ({ request }) => {
    const res = await request.get('/api/config');
    expect(res.status()).toBe(200);
    const served = ((await res.json()) as { data: { modules: CatalogEntry[] } }).data.modules;
    // A module that starts off until the regency rolls it out to a village (nonaktifAwal: Layanan Surat)
    // is not served to this village: its entry is read from the server's own default catalog instead.
    // The built server's catalog (ESM, loaded by Node's own loader: a computed import()).
    const serverModules = join(repoRoot, 'server', 'dist', 'lib', 'modules.js');
    const { DEFAULT_MODULES } = (await import(pathToFileURL(serverModules).href)) as { DEFAULT_MODULES: Array<CatalogEntry & { nonaktifAwal?: boolean }> };
    const mati = DEFAULT_MODULES.filter((m) => m.nonaktifAwal && !served.some((x) => x.id === m.id));
    catalog = [...served, ...mati.map((m) => ({ id: m.id, title: m.title, entry: m.entry, paths: m.paths }))];
  });

  test('the catalog lists every module of the repository, once', () => {
    expect(moduleIds.length).toBeGreaterThan(0);
    expect(catalog.map((m) => m.id).sort()).toEqual(moduleIds);
  });

  for (const id of moduleIds) {
    test(`${id}: every route and drawer entry is within its catalog paths`, () => {
      const definition = definitionOf(id);
      const entry = catalog.find((m) => m.id === id);
      expect(entry, `${id} in /api/config`).toBeDefined();
      expect(definition.id).toBe(id);
      expect(definition.title).toBe(entry!.title);
      const outside = [...definition.routes, ...definition.drawer].map((r) => r.path).filter((path) => !covered(path, entry!.paths));
      expect(outside, `${id}'s paths outside ${JSON.stringify(entry!.paths)}`).toEqual([]);
      // And the catalog gives a module no prefix it has no page under.
      const unused = entry!.paths.filter((prefix) => !definition.routes.some((r) => isWithin(r.path, prefix)));
      expect(unused, `${id}'s catalog prefixes without a route`).toEqual([]);
    });
  }

  test('no two modules are given the same path', () => {
    const owners = new Map<string, string>();
    for (const m of catalog) {
      for (const prefix of m.paths.map(normalizePrefix)) {
        const other = [...owners].find(([p]) => isWithin(prefix, p) || isWithin(p, prefix));
        expect(other, `${prefix} of ${m.id}`).toBeUndefined();
        owners.set(prefix, m.id);
      }
    }
  });
});
