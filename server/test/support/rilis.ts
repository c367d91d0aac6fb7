// Module releases for the tests: a fake module build (a static root with every module's dist) and
// release archives packed by the real packer (scripts/release-pack.mjs), so the server is tested
// against exactly what `pnpm release` makes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { VERSI_KONTRAK } from '@sid/openapi/domain';

export const MODUL_IDS = ['mf-kependudukan', 'mf-mutasi', 'mf-kelahiran-kematian', 'mf-admin', 'mf-kabupaten', 'mf-surat', 'mf-laporan'] as const;

export interface Build {
  id: string;
  versi: string;
  rentangKontrak?: string;
  rentangShell?: string;
  /** remoteEntry.js's text, so a test can tell which build was served. */
  isi?: string;
  /** More files of the build, by their path in dist (an image, or what a release may not hold). */
  tambahan?: Record<string, string | Buffer>;
}

function writeBuild(dist: string, b: Build): void {
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: b.id.replace(/-/g, '_'), metaData: { publicPath: 'auto' } }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), b.isi ?? `/* ${b.id} ${b.versi} */`);
  writeFileSync(path.join(dist, 'static', 'js', 'main.0c1d2e3f.js'), `chunk of ${b.id} ${b.versi}`);
  for (const [nama, isi] of Object.entries(b.tambahan ?? {})) {
    mkdirSync(path.dirname(path.join(dist, nama)), { recursive: true });
    writeFileSync(path.join(dist, nama), isi);
  }
  const [major, minor] = VERSI_KONTRAK.split('.');
  writeFileSync(
    path.join(dist, 'sid-modul.json'),
    JSON.stringify({ id: b.id, versi: b.versi, versi_kontrak: VERSI_KONTRAK, rentang_kontrak: b.rentangKontrak ?? `^${major}.${minor}.0`, rentang_shell: b.rentangShell ?? '^1.0.0' }),
  );
}

/** A static root where every module is built at 0.1.0 (the server's built-in builds). */
export function staticRootWithModules(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sid-static-modul-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  for (const id of MODUL_IDS) writeBuild(path.join(root, id, 'dist'), { id, versi: '0.1.0' });
  return root;
}

type Pack = (distDir: string, outFile: string) => Promise<unknown>;
let pack: Pack | undefined;

/** The bytes of a release archive of `b`, packed by scripts/release-pack.mjs. */
export async function rilis(b: Build): Promise<Buffer> {
  pack ??= ((await import(pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/release-pack.mjs')).href)) as { packRelease: Pack }).packRelease;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sid-rilis-'));
  try {
    writeBuild(path.join(dir, 'dist'), b);
    const out = path.join(dir, 'rilis.tgz');
    await pack(path.join(dir, 'dist'), out);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
