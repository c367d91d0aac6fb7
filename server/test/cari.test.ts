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

/** Every import of every source file (src/-relative, '/' separators): relative ones as files under src/, packages by name. */
function imports(): Array<{ from: string; to: string }> {
  const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => f.split(path.sep).join('/'));
  return files.flatMap((from) =>
    [...readFileSync(path.join(src, from), 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm)].map((m) => {
      const spec = (m[1] ?? m[2]) as string;
      return { from, to: spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(from), spec.replace(/\.js$/, '.ts'))) : spec };
    }),
  );
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
