// Reads openapi.yaml in tests, with the YAML parser openapi-typescript already brings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const PACKAGE_DIR = join(__dirname, '..');
export const SPEC_PATH = join(PACKAGE_DIR, 'openapi.yaml');

interface SchemaNode {
  enum?: unknown[];
  examples?: unknown[];
  [key: string]: unknown;
}
export interface SpecDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, SchemaNode> };
}

export function readSpec(path = SPEC_PATH): SpecDocument {
  const requireHere = createRequire(join(PACKAGE_DIR, 'package.json'));
  const requireOts = createRequire(requireHere.resolve('openapi-typescript/package.json'));
  const { parseYaml } = requireOts('@redocly/openapi-core') as { parseYaml: (text: string) => unknown };
  return parseYaml(readFileSync(path, 'utf8')) as SpecDocument;
}
