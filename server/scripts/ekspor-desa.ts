#!/usr/bin/env node
/**
 * Writes a standalone village's export to join a regency (issue 38, docs/adr/0023-ekspor-gabung-desa.md):
 *   pnpm ekspor-desa -- <arsip.sid> --kunci-file FILE   (or EKSPOR_KUNCI in the environment)
 * from DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL) of the environment, the server stopped (it takes the
 * DATA_DIR lock on PGlite). The key is the one the Admin Kabupaten gave the village. Exit 0 written, 1 refused, 2 usage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ArchiveError } from '../src/backup/archive.js';
import { KUNCI_MIN, tulisEkspor } from '../src/backup/ekspor-desa.js';
import { openDatabase } from '../src/db/client.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { acquireDataDirLock, DataDirLockedError } from '../src/lib/data-dir-lock.js';

const USAGE = 'Pemakaian / usage: pnpm ekspor-desa -- <arsip.sid> [--kunci-file FILE] [--data-dir DIR]  (atau EKSPOR_KUNCI)';

async function main(): Promise<number> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = process.argv.slice(2).filter((a) => a !== '--');
  let file: string | undefined;
  let kunciFile: string | undefined;
  let dataDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--kunci-file') kunciFile = args[++i];
    else if (a === '--data-dir') dataDir = args[++i];
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      return 0;
    } else if (!a.startsWith('--') && !file) file = a;
    else {
      console.error(`Argumen tidak dikenal / unknown argument: ${a}\n${USAGE}`);
      return 2;
    }
  }
  const kunci = kunciFile ? readFileSync(kunciFile, 'utf8').replace(/\r?\n$/, '') : (process.env.EKSPOR_KUNCI ?? '');
  if (!file || kunci.length < KUNCI_MIN) {
    console.error(`${USAGE}\nKunci gabung dari Admin Kabupaten wajib, minimal ${KUNCI_MIN} karakter.`);
    return 2;
  }
  const config = loadConfig({ ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeZone: config.timeZone });
  try {
    const t0 = Date.now();
    const out = await tulisEkspor({ db: database.db, dataDir: config.dataDir, file: path.resolve(file), kunci });
    const width = Math.max(...Object.keys(out.manifest.counts).map((t) => t.length), 10);
    console.log(`Ekspor Desa ${String(out.manifest.desa.nama_desa)} (${out.manifest.eksporId}):`);
    for (const [table, n] of Object.entries(out.manifest.counts)) console.log(`  ${table.padEnd(width)}  ${n}`);
    if (out.hilang.length) console.log(`Berkas unggahan yang sudah hilang sebelum ekspor: ${out.hilang.join(', ')}`);
    console.log(`\nDitulis ${out.file} (${(out.size / 1024 / 1024).toFixed(1)} MB) dalam ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
    console.log('Serahkan berkas ini ke Admin Kabupaten; kuncinya sudah ada pada mereka.');
  } finally {
    await database.close();
    lock?.release();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ArchiveError || err instanceof ConfigError || err instanceof DataDirLockedError) console.error(`\nEkspor ditolak / export refused:\n${(err as Error).message}`);
    else console.error(`\nEkspor gagal / export failed:\n${(err as Error)?.stack ?? String(err)}`);
    process.exit(1);
  },
);
