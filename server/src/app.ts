import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { scheduleMaintenance, vacuumIfNeeded } from './db/maintenance.js';
import { adminPasswordBanner, ensureDesa, ensureFirstAdmin, ensureKabupatenAdmin, ensureModulOpsionalDesaMandiri } from './db/seed.js';
import type { AppContext } from './context.js';
import { loadSpec, type ApiSpec } from './openapi.js';
import { acquireDataDirLock, type DataDirLock } from './lib/data-dir-lock.js';
import { FileLinks } from './lib/files.js';
import { DiskSpaceGuard } from './lib/disk-space.js';
import { LoginLimiter } from './lib/login-limiter.js';
import { LoginLimiterPostgres } from './services/login-limiter-pg.js';
import { loadModuleCatalog } from './lib/modules.js';
import { modulStoreDisk } from './modul/store.js';
import { ImporProgresMemori } from './services/impor-progres.js';
import { ImporProgresPostgres } from './services/impor-progres-pg.js';
import { BATAS_PERIKSA_IMPOR, BATAS_PERIKSA_PENDUDUK, PembatasPeriksa } from './impor/batas-periksa.js';
import { loadJwtSecret, TokenService } from './lib/tokens.js';
import { createValidatorCompiler } from './lib/validation.js';
import { registerAuth } from './plugins/auth.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler, sendError, toErrorResponse } from './plugins/errors.js';
import { registerSecurity, securityHeaders } from './plugins/security.js';
import { registerBodyParsers } from './plugins/request-body.js';
import { withSafeSerializers } from './lib/logging.js';
import { cachedSerializerFactory } from './lib/serializers.js';
import { registerStatic } from './plugins/static.js';
import { registerUploads } from './plugins/uploads.js';
import { notFound } from './lib/errors.js';
import { registerOperations } from './plugins/operations.js';
import { buildRoutes } from './routes/index.js';
import { BackupManager, registerBackupManager } from './backup/manager.js';
import { purgeSekali, schedulePurgeDataTerhapus } from './services/data-terhapus-purge.js';
import { scheduleStatistikHangat, statistikHangatSekali } from './services/statistik-hangat.js';
import { tugasSekaliUntuk } from './db/tugas-sekali.js';

export interface BuildOptions {
  /** Defaults to loadConfig(process.env). */
  config?: Config;
  /** An already opened database (tests); otherwise opened from config. */
  database?: Database;
  /** Close `database` when the app closes (default true). */
  closeDatabase?: boolean;
  /** Take the DATA_DIR lock (default true). */
  lock?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where the one-time generated admin password goes (default: stdout). */
  announce?: (text: string) => void;
  /** Defaults to openapi/openapi.yaml. */
  spec?: ApiSpec;
  /** PGlite housekeeping (VACUUM / ANALYZE, which PGlite never runs by itself). Default: when the app opened the database. */
  maintenance?: boolean;
  /** The daily backup timer (BACKUP_SCHEDULE). Default: when the app opened the database. Backups started through the API run either way. */
  backupSchedule?: boolean;
}

export type App = FastifyInstance & { ctx: AppContext };

/** Builds the whole server, ready to listen or to inject() into. Used by main, tests and the bench. */
export async function buildApp(options: BuildOptions = {}): Promise<App> {
  const config = options.config ?? loadConfig();
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn();
    cleanups.length = 0;
  };
  try {
    // Configuration errors surface before anything is opened.
    const spec = options.spec ?? loadSpec();
    const modules = loadModuleCatalog(config);
    // The lock comes next: nothing may touch DATA_DIR's PGlite database while another server owns it.
    // On PostgreSQL any number of processes share the database and DATA_DIR (issue 39: docs/deploy.md).
    if (options.lock !== false && !config.databaseUrl) {
      const lock: DataDirLock = acquireDataDirLock(config.dataDir);
      cleanups.push(() => lock.release());
    }
    const database = options.database ?? (await openDatabase(config));
    if (options.closeDatabase !== false) cleanups.push(() => database.close());
    await migrate(database);
    const diskSpace = new DiskSpaceGuard(config.dataDir, config.diskMinFreeBytes);
    if (options.maintenance ?? !options.database) {
      // VACUUM writes WAL too: on a nearly full disk it waits for space (src/lib/disk-space.ts).
      const roomToVacuum = async () => !diskSpace.enabled || (await diskSpace.headroom()) > 0;
      if (await roomToVacuum()) await vacuumIfNeeded(database);
      const maintenance = scheduleMaintenance(database, 6, (err) => process.stderr.write(`PGlite maintenance failed: ${String(err)}\n`), roomToVacuum);
      cleanups.push(() => maintenance.stop());
    }
    const desaId = await ensureDesa(database.db, config.village);
    const firstAdmin = await ensureFirstAdmin(database.db, desaId, config);
    const announce = options.announce ?? ((t: string) => process.stdout.write(t));
    if (firstAdmin?.generatedPassword) announce(adminPasswordBanner(firstAdmin.username, firstAdmin.generatedPassword));
    const kabupatenAdmin = await ensureKabupatenAdmin(database.db, config);
    if (kabupatenAdmin?.generatedPassword) {
      announce(adminPasswordBanner(kabupatenAdmin.username, kabupatenAdmin.generatedPassword, 'Admin Kabupaten dibuat / regency admin created'));
    }
    // A village running alone switches on the optional modules no regency is there to roll out.
    await ensureModulOpsionalDesaMandiri(database.db, desaId, config, modules.modules.filter((m) => m.nonaktifAwal === true).map((m) => m.id));
    const secret = await loadJwtSecret(config.jwtSecret, config.dataDir);
    const limits = {
      maxFailures: config.loginMaxFailures,
      maxFailuresPerUsername: config.loginMaxFailuresPerUsername,
      maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
      windowMs: config.loginWindowMinutes * 60_000,
      maxConcurrentHashes: config.loginMaxConcurrentHashes,
      maxConcurrentHashesPerAddress: config.loginMaxConcurrentHashesPerAddress,
      knownAddressMs: config.loginKnownAddressDays * 24 * 60 * 60_000,
    };
    // On PostgreSQL the failures are counted in the database, for every app process (issue 39).
    const limiter =
      database.kind === 'postgres'
        ? new LoginLimiterPostgres(database.db, limits, (err) => process.stderr.write(`login limiter: ${String(err)}\n`))
        : new LoginLimiter(limits);
    cleanups.push(() => limiter.close());
    // On PostgreSQL any number of app processes share it (issue 39); PGlite's one process keeps it in memory.
    const imporProgres = database.kind === 'postgres' ? new ImporProgresPostgres(database.db) : new ImporProgresMemori();
    if (imporProgres instanceof ImporProgresPostgres) cleanups.push(() => imporProgres.close());
    // A read replica (issue 39): reads that may lag go there (db/replika.ts, plugins/scope.ts).
    const replika = config.databaseReplicaUrl ? await openDatabase({ databaseUrl: config.databaseReplicaUrl, dataDir: config.dataDir, timeZone: config.timeZone }) : undefined;
    if (replika) cleanups.push(() => replika.close());
    const ctx: AppContext = {
      config,
      db: database.db,
      desaId,
      tokens: new TokenService(secret, Math.round(config.tokenTtlHours * 3600)),
      limiter,
      modules,
      fileLinks: new FileLinks(secret),
      diskSpace,
      modulStore: modulStoreDisk(path.join(config.dataDir, 'modul')),
      imporProgres,
      ...(replika ? { replika: replika.db } : {}),
      batasPeriksa: { impor: new PembatasPeriksa(BATAS_PERIKSA_IMPOR), penduduk: new PembatasPeriksa(BATAS_PERIKSA_PENDUDUK) },
    };
    // Backups run as the database's owner, outside any village's scope (docs/adr/0011-backups.md).
    const backupLog: { to?: (level: 'info' | 'error', message: string) => void } = {};
    const tugas = tugasSekaliUntuk(database);
    const backups = new BackupManager(config, database, (level, message) => backupLog.to?.(level, message), diskSpace, tugas);
    await backups.init();
    if (options.backupSchedule ?? !options.database) backups.schedule();
    cleanups.push(() => backups.stop());
    registerBackupManager(ctx, backups);
    // Data Terhapus past its 30 days: at start, then hourly when the app opened the database (docs/adr/0012-data-terhapus.md).
    await purgeSekali(tugas, database.db, config.dataDir);
    if (!options.database) {
      // The statistics counts of the day made ahead of the first reader (issue 37, migration 0034): not awaited, the server answers meanwhile.
      // A warm-up still running when the server closes fails on the closed pool: that is the close, not a failure to report.
      let closing = false;
      const warmUpFailed = (err: unknown) => {
        if (!closing) process.stderr.write(`statistics warm-up failed: ${String(err)}\n`);
      };
      statistikHangatSekali(tugas, database.db, config.timeZone).catch(warmUpFailed);
      const hangat = scheduleStatistikHangat(database.db, config.timeZone, warmUpFailed, 60, tugas);
      cleanups.push(() => {
        closing = true;
        hangat.stop();
      });
      const purge = schedulePurgeDataTerhapus(database.db, config.dataDir, (err) => process.stderr.write(`Data Terhapus purge failed: ${String(err)}\n`), 60, tugas);
      cleanups.push(() => purge.stop());
    }

    // Fastify answers a few requests before any hook runs (a URL it cannot decode, a parameter too
    // long, a request line or headers the HTTP parser refuses): those too get the envelope and the
    // security headers, and never echo the request.
    const headers = securityHeaders(modules);
    const app = Fastify({
      logger: withSafeSerializers(options.logger ?? false),
      bodyLimit: config.bodyLimit,
      trustProxy: config.trustProxy,
      // /api/config/ is /api/config.
      routerOptions: { ignoreTrailingSlash: true },
      schemaController: { compilersFactory: { buildSerializer: cachedSerializerFactory } },
      frameworkErrors: (err, request, reply) => {
        reply.headers(headers);
        sendError(reply, err, request);
      },
      clientErrorHandler: (err: Error & { code?: string }, socket: Socket) => answerClientError(err, socket, headers),
    }) as unknown as App;
    app.decorate('ctx', ctx);
    backupLog.to = (level, message) => app.log[level](message);

    const multipartUrls = new Set([...spec.operations.values()].filter((o) => o.multipart).map((o) => `${o.method} ${o.url}`));
    app.setValidatorCompiler(createValidatorCompiler((method, url) => multipartUrls.has(`${method} ${url}`), config.timeZone));
    registerErrorHandler(app);
    registerBodyParsers(app);
    registerAuth(app);
    registerSecurity(app, headers);
    await registerDocs(app, spec.document);
    await registerUploads(app);

    await registerOperations(app, ctx, spec, buildRoutes(ctx));

    const statics = await registerStatic(app, { staticRoot: config.staticRoot, modules, store: ctx.modulStore });
    app.setNotFoundHandler((request, reply) => {
      statics
        .serveShell(request, reply)
        .then((served) => {
          if (served) return;
          const message = request.url.startsWith('/api') ? 'Endpoint tidak ditemukan' : 'Halaman tidak ditemukan';
          sendError(reply, notFound(message), request);
        })
        .catch((err: Error) => sendError(reply, err, request));
    });

    app.addHook('onClose', async () => cleanup());
    await app.ready();
    return app;
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/**
 * Node's HTTP parser refused the request (headers too large, a malformed request line): the raw
 * socket gets the envelope, with the security headers, and is closed.
 */
function answerClientError(err: Error & { code?: string }, socket: Socket, headers: Record<string, string>): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const { body } = toErrorResponse(Object.assign(new Error('client error'), { statusCode: status }));
  const payload = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(payload)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${payload}`);
}
