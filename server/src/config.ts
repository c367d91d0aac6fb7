import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Identity of the village this deployment serves (one per deployment today). */
export interface VillageConfig {
  nama_desa: string;
  kecamatan: string;
  kabupaten: string;
  provinsi: string;
  alamat_kantor: string;
  kode_pos: string;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the PGlite database, the generated JWT secret, uploads and the lock file. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a streaming replica of DATABASE_URL for reads that may lag (db/replika.ts). */
  databaseReplicaUrl: string | undefined;
  /** When undefined the secret is generated once and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Repository root holding `shell/dist` and `<module>/dist`. */
  staticRoot: string;
  modulesFile: string | undefined;
  village: VillageConfig;
  /** KODE_KABUPATEN (NN.NN, e.g. 35.07): villages added in the console must be of this regency; unset: the prefix of the first village added. */
  kodeKabupaten: string | undefined;
  /** KABUPATEN_ADMIN_USERNAME: when set, the first start creates this Admin Kabupaten (the regency console). */
  kabupatenAdminUsername: string | undefined;
  kabupatenAdminPassword: string | undefined;
  /** IANA time zone of the village (dates in CSV file names): Asia/Jakarta (WIB), Asia/Makassar (WITA), Asia/Jayapura (WIT). */
  timeZone: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean;
  /** Failed logins allowed per username + address before 429. */
  loginMaxFailures: number;
  /** Failed logins allowed per username, from any address. */
  loginMaxFailuresPerUsername: number;
  /** Failed logins allowed per address (IPv6: per /64), for any username; an office behind one NAT shares it. */
  loginMaxFailuresPerAddress: number;
  /** The sliding window the failures above are counted in. */
  loginWindowMinutes: number;
  /** Days an address stays a user's known address after a successful login (lib/login-limiter.ts). */
  loginKnownAddressDays: number;
  /** Logins checked (argon2 hashes) at once; more are refused with 429 at once. */
  loginMaxConcurrentHashes: number;
  /** Logins checked at once from one address: what a flood from one address can take. */
  loginMaxConcurrentHashesPerAddress: number;
  /** Request body limit for JSON bodies (bytes). Uploads have their own 10 MB limit. */
  bodyLimit: number;
  /** Backups (docs/adr/0011-backups.md). */
  backup: BackupConfig;
  /**
   * DISK_MIN_FREE_MB: writes are refused (507 DISK_PENUH) while DATA_DIR's disk has less free space;
   * default 32 (two WAL segments) on PGlite, 0 (off) on PostgreSQL, whose WAL is the database server's.
   */
  diskMinFreeBytes: number;
}

export interface BackupConfig {
  /** BACKUP_DIR: where archives and their index (index.json) go; default DATA_DIR/backups. Better on another disk. */
  dir: string;
  /** BACKUP_SCHEDULE: 'daily' (default; also 'harian') or 'off' ('mati'). */
  schedule: 'daily' | 'off';
  /** BACKUP_HOUR: the hour of the daily run in the village's time zone (0..23, default 12: office hours, the computer is on). */
  hour: number;
  keepDaily: number;
  keepWeekly: number;
  keepMonthly: number;
  /** BACKUP_PASSPHRASE: when set, archives are encrypted (AES-256-GCM, key by scrypt). */
  passphrase: string | undefined;
  /** PG_DUMP: the pg_dump program for a PostgreSQL database (default: found on PATH or under /usr/lib/postgresql). */
  pgDump: string | undefined;
}

/** server/ (works from src/ under tsx and from dist/ after tsc: both are one level down). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} harus bilangan bulat ${min}..${max} / ${name} must be an integer ${min}..${max} (got "${raw}")`);
  }
  return n;
}

function str(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const ttlRaw = str(env, 'TOKEN_TTL_HOURS', '8');
  const tokenTtlHours = Number(ttlRaw);
  if (!Number.isFinite(tokenTtlHours) || tokenTtlHours <= 0 || tokenTtlHours > 24 * 31) {
    throw new ConfigError(`TOKEN_TTL_HOURS harus angka > 0 / TOKEN_TTL_HOURS must be a positive number (got "${ttlRaw}")`);
  }
  const jwtSecret = optional(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET minimal 32 karakter / JWT_SECRET must be at least 32 characters');
  }
  const modulesFile = optional(env, 'MODULES_FILE');
  const adminUsername = str(env, 'ADMIN_USERNAME', 'admin');
  if (!/^[A-Za-z0-9._-]{3,50}$/.test(adminUsername)) {
    throw new ConfigError('ADMIN_USERNAME harus 3-50 huruf, angka, titik, garis bawah atau strip / must be 3-50 of [A-Za-z0-9._-]');
  }
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && (adminPassword.length < 8 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD harus 8-128 karakter / must be 8-128 characters');
  }
  const kodeKabupaten = optional(env, 'KODE_KABUPATEN');
  if (kodeKabupaten !== undefined && !/^[0-9]{2}\.[0-9]{2}$/.test(kodeKabupaten)) {
    throw new ConfigError('KODE_KABUPATEN harus berbentuk NN.NN, mis. 35.07 / must look like 35.07');
  }
  const kabupatenAdminUsername = optional(env, 'KABUPATEN_ADMIN_USERNAME');
  if (kabupatenAdminUsername !== undefined && !/^[A-Za-z0-9._-]{3,50}$/.test(kabupatenAdminUsername)) {
    throw new ConfigError('KABUPATEN_ADMIN_USERNAME harus 3-50 huruf, angka, titik, garis bawah atau strip / must be 3-50 of [A-Za-z0-9._-]');
  }
  if (kabupatenAdminUsername !== undefined && kabupatenAdminUsername.toLowerCase() === adminUsername.toLowerCase()) {
    throw new ConfigError('KABUPATEN_ADMIN_USERNAME harus berbeda dari ADMIN_USERNAME / must differ from ADMIN_USERNAME');
  }
  const kabupatenAdminPassword = optional(env, 'KABUPATEN_ADMIN_PASSWORD');
  if (kabupatenAdminPassword !== undefined && (kabupatenAdminPassword.length < 8 || kabupatenAdminPassword.length > 128)) {
    throw new ConfigError('KABUPATEN_ADMIN_PASSWORD harus 8-128 karakter / must be 8-128 characters');
  }
  const timeZone = str(env, 'DESA_ZONA_WAKTU', 'Asia/Jakarta');
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`DESA_ZONA_WAKTU bukan zona waktu IANA / is not an IANA time zone (got "${timeZone}")`);
  }
  // libuv runs the hashes on its 4 threads (UV_THREADPOOL_SIZE), shared with file I/O.
  const loginMaxConcurrentHashes = int(env, 'LOGIN_MAX_CONCURRENT_HASHES', 4, 1, 64);
  const loginMaxConcurrentHashesPerAddress = int(env, 'LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS', 2, 1, 64);
  if (loginMaxConcurrentHashesPerAddress > loginMaxConcurrentHashes) {
    throw new ConfigError(
      'LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS tidak boleh melebihi LOGIN_MAX_CONCURRENT_HASHES / must not exceed LOGIN_MAX_CONCURRENT_HASHES',
    );
  }
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: str(env, 'HOST', '0.0.0.0'),
    dataDir: path.resolve(str(env, 'DATA_DIR', './data')),
    databaseUrl: optional(env, 'DATABASE_URL'),
    databaseReplicaUrl: replicaUrl(env),
    jwtSecret,
    tokenTtlHours,
    adminUsername,
    adminPassword,
    staticRoot: path.resolve(str(env, 'STATIC_ROOT', path.resolve(serverRoot, '..'))),
    modulesFile: modulesFile ? path.resolve(modulesFile) : undefined,
    village: {
      nama_desa: str(env, 'DESA_NAMA', 'Watugede'),
      kecamatan: str(env, 'DESA_KECAMATAN', 'Singosari'),
      kabupaten: str(env, 'DESA_KABUPATEN', 'Malang'),
      provinsi: str(env, 'DESA_PROVINSI', 'Jawa Timur'),
      alamat_kantor: str(env, 'DESA_ALAMAT', 'Jl. Raya Watugede No. 1'),
      kode_pos: str(env, 'DESA_KODE_POS', '65153'),
    },
    kodeKabupaten,
    kabupatenAdminUsername,
    kabupatenAdminPassword,
    timeZone,
    trustProxy: ['1', 'true', 'yes'].includes(str(env, 'TRUST_PROXY', 'false').toLowerCase()),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginMaxFailuresPerUsername: int(env, 'LOGIN_MAX_FAILURES_PER_USERNAME', 20, 1, 10_000),
    loginMaxFailuresPerAddress: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 50, 1, 100_000),
    loginWindowMinutes: int(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
    loginKnownAddressDays: int(env, 'LOGIN_KNOWN_ADDRESS_DAYS', 30, 0, 365),
    loginMaxConcurrentHashes,
    loginMaxConcurrentHashesPerAddress,
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    backup: backupConfig(env, path.resolve(str(env, 'DATA_DIR', './data'))),
    diskMinFreeBytes: int(env, 'DISK_MIN_FREE_MB', optional(env, 'DATABASE_URL') ? 0 : 32, 0, 1024 * 1024) * 2 ** 20,
  };
}

function replicaUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = optional(env, 'DATABASE_REPLICA_URL');
  if (url !== undefined && !optional(env, 'DATABASE_URL')) {
    throw new ConfigError('DATABASE_REPLICA_URL membutuhkan DATABASE_URL / DATABASE_REPLICA_URL needs DATABASE_URL (a replica of PGlite does not exist)');
  }
  return url;
}

function backupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const scheduleRaw = str(env, 'BACKUP_SCHEDULE', 'daily').toLowerCase();
  const schedule = ['daily', 'harian'].includes(scheduleRaw) ? 'daily' : ['off', 'mati', 'none'].includes(scheduleRaw) ? 'off' : undefined;
  if (!schedule) throw new ConfigError(`BACKUP_SCHEDULE harus daily atau off / must be daily or off (got "${scheduleRaw}")`);
  const passphrase = optional(env, 'BACKUP_PASSPHRASE');
  if (passphrase !== undefined && (passphrase.length < 12 || passphrase.length > 1024)) {
    throw new ConfigError('BACKUP_PASSPHRASE minimal 12 karakter / must be at least 12 characters');
  }
  const pgDump = optional(env, 'PG_DUMP');
  return {
    dir: path.resolve(str(env, 'BACKUP_DIR', path.join(dataDir, 'backups'))),
    schedule,
    hour: int(env, 'BACKUP_HOUR', 12, 0, 23),
    keepDaily: int(env, 'BACKUP_KEEP_DAILY', 7, 1, 366),
    keepWeekly: int(env, 'BACKUP_KEEP_WEEKLY', 4, 0, 520),
    keepMonthly: int(env, 'BACKUP_KEEP_MONTHLY', 12, 0, 1200),
    passphrase,
    pgDump: pgDump ? path.resolve(pgDump) : undefined,
  };
}
