#!/usr/bin/env node
// Fails (exit 1) when openapi.yaml breaks an operation of the previous released contract
// (rilis/openapi-<version>.yaml) without a new major version, or when its info.version is not
// semver, differs from VERSI_KONTRAK (src/domain/versi.ts) or is below the newest release.
// The rules are in scripts/breaking.cjs; docs/adr/0014-contract-versions-and-breaking-check.md.
// Usage: node scripts/check-breaking.mjs [--spec openapi.yaml] [--rilis rilis] [--versi src/domain/versi.ts]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import breaking from './breaking.cjs';
import { parseYaml, rilisDir, specPath, versiPath } from './kontrak-cli.mjs';

const { periksaKontrak, pilihRilis, readVersiKontrak } = breaking;

const readYaml = (path) => parseYaml(readFileSync(path, 'utf8'));

const sekarang = readYaml(specPath);
const versiKontrak = readVersiKontrak(readFileSync(versiPath, 'utf8'));
const snapshots = existsSync(rilisDir)
  ? readdirSync(rilisDir).map((name) => /^openapi-(.+)\.yaml$/.exec(name)?.[1]).filter(Boolean)
  : [];
const { sebelumnya: versiSebelumnya, terbaru: versiTerbaru } = pilihRilis(sekarang?.info?.version, snapshots);
const sebelumnya = versiSebelumnya ? readYaml(join(rilisDir, `openapi-${versiSebelumnya}.yaml`)) : null;

const { ok, pesan } = periksaKontrak({ sekarang, versiKontrak, sebelumnya, versiSebelumnya, versiTerbaru });
const where = `check-breaking (${relative(process.cwd(), specPath) || specPath})`;
if (ok) {
  console.log(`${where}: ok`);
  for (const line of pesan) console.log(line);
} else {
  console.error(`${where}: failed`);
  for (const line of pesan) console.error(line);
  process.exit(1);
}
