#!/usr/bin/env node
/**
 * Restores a backup archive (docs/adr/0011-backups.md, server/README.md "Backups and restore"):
 *   pnpm --filter ./server restore -- <archive> [--force] [--data-dir DIR] [--passphrase-file FILE]
 * onto DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL) of the environment, the server stopped.
 * Exit 0 restored, 1 refused (damaged archive, newer schema, non-empty target, wrong passphrase), 2 usage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ArchiveError } from '../src/backup/archive.js';
import { RestoreRefused, restoreArchive } from '../src/backup/restore.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { DataDirLockedError } from '../src/lib/data-dir-lock.js';

const USAGE = 'Pemakaian / usage: pnpm --filter ./server restore -- <arsip.tar.gz[.enc]> [--force] [--data-dir DIR] [--passphrase-file FILE]';

async function main(): Promise<number> {
  // pnpm and npm run scripts in the package's folder: paths are the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = process.argv.slice(2).filter((a) => a !== '--');
  let archive: string | undefined;
  let force = false;
  let dataDir: string | undefined;
  let passphraseFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--force') force = true;
    else if (a === '--data-dir') dataDir = args[++i];
    else if (a === '--passphrase-file') passphraseFile = args[++i];
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      return 0;
    } else if (!a.startsWith('--') && !archive) archive = a;
    else {
      console.error(`Argumen tidak dikenal / unknown argument: ${a}\n${USAGE}`);
      return 2;
    }
  }
  if (!archive) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
  const passphrase = passphraseFile ? readFileSync(passphraseFile, 'utf8').replace(/\r?\n$/, '') : config.backup.passphrase;
  const t0 = Date.now();
  const result = await restoreArchive({
    archive: path.resolve(archive),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force,
    passphrase,
    pgDump: config.backup.pgDump,
    log: (line) => console.log(line),
  });
  const width = Math.max(...Object.keys(result.counts).map((t) => t.length), 10);
  console.log('\nDipulihkan / restored:');
  for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(width)}  ${n}`);
  console.log(`  ${'berkas unggahan'.padEnd(width)}  ${result.files}`);
  console.log(
    `\nPemulihan selesai dalam ${((Date.now() - t0) / 1000).toFixed(1)} s ke ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}.` +
      (result.migrated ? ` ${result.migrated} migrasi diterapkan.` : '') +
      (result.movedAside ? ` Data lama: ${result.movedAside}` : '') +
      '\nJalankan server seperti biasa (npm start).',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ArchiveError || err instanceof RestoreRefused || err instanceof ConfigError || err instanceof DataDirLockedError) {
      console.error(`\nPemulihan ditolak / restore refused:\n${(err as Error).message}`);
    } else {
      console.error(`\nPemulihan gagal / restore failed:\n${(err as Error)?.stack ?? String(err)}`);
    }
    process.exit(1);
  },
);
