import type { Config } from './config.js';
import type { Db, Reads, Tx } from './db/client.js';
import type { TokenService } from './lib/tokens.js';
import type { LoginGuard } from './lib/login-limiter.js';
import type { ModuleCatalog } from './lib/modules.js';
import type { FileLinks } from './lib/files.js';
import type { DiskSpaceGuard } from './lib/disk-space.js';
import type { Role } from './db/schema.js';
import type { ModulStore } from './modul/store.js';
import type { ImporProgresStore } from './services/impor-progres.js';
import type { PembatasPeriksa } from './impor/batas-periksa.js';

/** Everything the server holds for its life, built once in buildApp. */
export interface AppContext {
  config: Config;
  /**
   * The connection as the database's owner, which row-level security does not hold: only for start-up,
   * the sign-in and token lookups (before any village is known) and signed file links. A request's
   * work runs in its scope (VillageContext, KabupatenContext), never here.
   */
  db: Db;
  /** The village of the environment (DESA_*): a single-village install's, the regency's first. */
  desaId: string;
  tokens: TokenService;
  limiter: LoginGuard;
  modules: ModuleCatalog;
  /** Signs and checks the expiring links of uploaded files. */
  fileLinks: FileLinks;
  /** Refuses writes while DATA_DIR's disk is nearly full (src/lib/disk-space.ts). */
  diskSpace: DiskSpaceGuard;
  /** The installed module releases' files (DATA_DIR/modul; src/modul/store.ts). */
  modulStore: ModulStore;
  /** The imports' progress, read between requests (services/impor-progres.ts; in memory today). */
  imporProgres: ImporProgresStore;
  /** DATABASE_REPLICA_URL's streaming replica, for the reads plugins/scope.ts sends there (db/replika.ts). */
  replika?: Db;
  /** Each user's checks of a spreadsheet and of the resident form, rate-limited (impor/batas-periksa.ts). */
  batasPeriksa: { impor: PembatasPeriksa; penduduk: PembatasPeriksa };
}

/** What a village's services work with: the request's transaction, scoped to the caller's village. */
export interface VillageContext extends Omit<AppContext, 'db' | 'desaId'> {
  kind: 'desa';
  /** The request's transaction (role sid_app, sid.desa_id set: src/db/village-scope.ts). */
  db: Tx;
  desaId: string;
}

/**
 * What a village's list download works with (the six whole-list exports): no request transaction, since
 * a download streams after its handler has returned (one held for the whole download would hold
 * PGlite's one connection, issue 33). Its reads go through `run` explicitly, each batch in a short
 * transaction of the village's scope (src/db/village-scope.ts), so row-level security holds them too.
 */
export interface DownloadContext extends Omit<AppContext, 'db' | 'desaId'> {
  kind: 'download';
  desaId: string;
  run: Reads;
}

/** What the regency console works with: a transaction that sees villages and counters, no registry row. */
export interface KabupatenContext extends Omit<AppContext, 'db' | 'desaId'> {
  kind: 'kabupaten';
  db: Tx;
  /** Runs `fn` in the same transaction as village `desaId` (its first Super Admin, its users). */
  asDesa: <T>(desaId: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;
}

/** Who did a change, as the activity log records it (data/activity-log.ts). */
export interface Actor {
  /** null for the system itself (first start). */
  id: string | null;
  name: string;
  desaId: string;
  /** The caller's role, where a rule depends on it (an Admin's delete of what others depend on). */
  role?: Role;
}

/** The signed-in caller, set by the auth hook on protected routes. */
export interface AuthContext {
  sessionId: string;
  /** The WAL position after the session's last write (read replica: db/replika.ts); null when none recorded. */
  lsnTulis?: string | null;
  /** desaId is null for the Admin Kabupaten. */
  /**
   * harusGantiPassword: someone else set the password and its owner has not changed it yet (issue 40).
   * desaHanyaBaca: the caller's village is read-only after its export to join the regency (issue 38).
   */
  user: { id: string; namaLengkap: string; username: string; role: Role; desaId: string | null; harusGantiPassword?: boolean; desaHanyaBaca?: boolean };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set around the handler of a protected operation (plugins/scope.ts). */
    scope: VillageContext | DownloadContext | KabupatenContext | null;
  }
}
