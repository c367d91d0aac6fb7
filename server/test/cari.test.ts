/**
 * Search and export keep their doors (issue 34, server/src/data/cari/README.md, docs/decisions.md):
 * nothing outside data/cari imports any of its files but index.ts, and the export core's pure half
 * (lib/ekspor) reads no database (no drizzle, no db/, no data/), so the layers test classifies it as lib.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Every import of every source file: relative ones as paths under src/, packages as their name. */
function imports(): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm)) {
          const spec = (m[1] ?? m[2]) as string;
          const to = spec.startsWith('.') ? path.relative(src, path.resolve(path.dirname(full), spec.replace(/\.js$/, '.ts'))) : spec;
          out.push({ from: path.relative(src, full), to: to.split(path.sep).join('/') });
        }
      }
    }
  };
  walk(src);
  return out.map((i) => ({ from: i.from.split(path.sep).join('/'), to: i.to }));
}

describe('search and export keep their doors', () => {
  const all = imports();

  it('finds the folders', () => {
    for (const dir of ['data/cari/', 'data/ekspor/', 'lib/ekspor/']) assert.ok(all.some((i) => i.from.startsWith(dir)), dir);
  });

  it('imports nothing of data/cari from outside it but its index.ts', () => {
    const wrong = all.filter((i) => i.to.startsWith('data/cari/') && !i.from.startsWith('data/cari/') && i.to !== 'data/cari/index.ts');
    assert.deepEqual(wrong, []);
    assert.ok(all.some((i) => i.to === 'data/cari/index.ts' && i.from === 'data/penduduk-list.ts'), 'the resident list searches through the door');
  });

  it('keeps lib/ekspor without the database: no drizzle, no db/, no data/', () => {
    const wrong = all.filter((i) => i.from.startsWith('lib/ekspor/') && (i.to.startsWith('drizzle-orm') || /^(db|data)\//.test(i.to)));
    assert.deepEqual(wrong, []);
  });
});
