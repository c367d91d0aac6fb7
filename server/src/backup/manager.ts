/**
 * The server's backups: one run at a time (scheduled or started by a person), each recorded in
 * BACKUP_DIR/index.json with its result in Indonesian, the rotation after each good run, and the
 * daily timer (BACKUP_SCHEDULE, BACKUP_HOUR in the village's time zone) with a catch-up run a few
 * minutes after start when the last good backup is more than a day old (an office computer is often
 * off at the scheduled hour: backup/jadwal.ts). Every run holds the task lock 'backup' (db/tugas-sekali.ts):
 * one at a time across the app processes of one PostgreSQL sharing BACKUP_DIR (issue 39).
 */
import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { DiskSpaceGuard } from '../lib/disk-space.js';
import { tugasSatuProses, type HasilTugas, type KunciTugas, type TugasSekali } from '../db/tugas-sekali.js';
import { ensureBackupRoom } from './room.js';
import { failureMessage, formatSize } from './messages.js';

export { failureMessage };
import { createArchive } from './archive.js';
import { archivesToKeep } from './rotation.js';
import { BackupSchedule } from './jadwal.js';
import { cleanLeftovers, RunIndex, type BackupRun } from './runs.js';

export const WARN_AFTER_MS = 2 * 86_400_000;
const TUGAS = 'backup';

export class BackupBusyError extends Error {
  override name = 'BackupBusyError';
  override message = 'Pencadangan lain sedang berjalan. Tunggu sampai selesai.';
}

export interface BackupStatus {
  warning: boolean;
  message: string | null;
  running: boolean;
  last: BackupRun | null;
  lastGood: BackupRun | null;
}

type Log = (level: 'info' | 'error', message: string) => void;

export class BackupManager {
  readonly index: RunIndex;
  private current: Promise<BackupRun> | null = null;
  private stopped = false;
  /** Runs that could not be written to BACKUP_DIR's index (the folder missing or not writable): kept here so the status shows them. */
  private unrecorded: BackupRun[] = [];
  private starting = false;

  constructor(
    private readonly config: Config,
    private readonly database: Database,
    private readonly log: Log = () => {},
    private readonly diskSpace?: DiskSpaceGuard,
    private readonly tugas: TugasSekali = tugasSatuProses,
  ) {
    this.index = new RunIndex(config.backup.dir);
    this.jadwal = new BackupSchedule(this, config);
  }
  private readonly jadwal: BackupSchedule;

  /** A run left 'berjalan' by a server that stopped mid-way is failed (runs.ts); not one under way in another process. */
  async init(): Promise<void> {
    const kunci = await this.tugas.kunci(TUGAS);
    if (kunci) await cleanLeftovers(this.index, this.config).finally(() => kunci.lepas());
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** Records a new run and starts it in the background; BackupBusyError when one is running (here or in another process). */
  async start(trigger: BackupRun['trigger']): Promise<BackupRun> {
    const started = await this.startOnce(trigger);
    if (!started) throw new BackupBusyError();
    return started;
  }

  /** start(), or with `periode` (a scheduled run's day) undefined when that day's run was done already. */
  async startOnce(trigger: BackupRun['trigger'], periode?: string): Promise<BackupRun | undefined> {
    if (this.current || this.stopped || this.starting) throw new BackupBusyError();
    this.starting = true;
    let kunci: KunciTugas | null;
    try {
      kunci = await this.tugas.kunci(TUGAS);
      if (kunci && periode !== undefined && (await kunci.sudah(periode))) return void (await kunci.lepas());
    } finally {
      this.starting = false;
    }
    if (!kunci) throw new BackupBusyError();
    const held = kunci;
    // Every way out of the run (recorded or not) lets the lock go, after a scheduled run's day is marked done.
    const release = async () => {
      if (periode !== undefined) await held.tandai(periode).catch((err: unknown) => this.log('error', `backup schedule record failed: ${String(err)}`));
      await held.lepas();
    };
    const encrypted = Boolean(this.config.backup.passphrase);
    const now = new Date();
    const run: BackupRun = {
      id: randomUUID(),
      startedAt: now.toISOString(),
      finishedAt: null,
      status: 'berjalan',
      trigger,
      size: null,
      fileName: null,
      encrypted,
      available: false,
      message: 'Pencadangan sedang berjalan.',
      durationMs: null,
    };
    let go!: (recorded: boolean) => void;
    const gate = new Promise<boolean>((resolve) => (go = resolve));
    this.current = gate.then((recorded) => (recorded ? this.execute(run) : run)).finally(async () => {
      await release();
      this.current = null;
    });
    try {
      await this.index.update((runs) => void runs.push(run));
      go(true);
    } catch (err) {
      // BACKUP_DIR cannot hold even the index: the run fails here, remembered in memory.
      go(false);
      const failed: BackupRun = { ...run, status: 'gagal', finishedAt: new Date().toISOString(), durationMs: 0, message: failureMessage(err, this.config.backup.dir) };
      this.unrecorded = [...this.unrecorded.slice(-20), failed];
      this.log('error', `backup failed: ${String(err)}`);
      return { ...failed };
    }
    return { ...run };
  }

  /** Starts a run and waits for its end. */
  async run(trigger: BackupRun['trigger']): Promise<BackupRun> {
    const started = await this.start(trigger);
    if (started.status !== 'berjalan') return started;
    await this.current;
    const runs = await this.list();
    return runs.find((r) => r.id === started.id) as BackupRun;
  }

  /** Waits for the run in progress, if any. */
  async idle(): Promise<void> {
    await this.current?.catch(() => {});
  }

  private async execute(run: BackupRun): Promise<BackupRun> {
    const t0 = Date.now();
    const stamp = run.startedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-');
    const fileName = `sid-cadangan-${stamp}-${run.id.slice(0, 8)}.tar.gz${run.encrypted ? '.enc' : ''}`;
    let patch: Partial<BackupRun>;
    try {
      await ensureBackupRoom({ guard: this.diskSpace, database: this.database, dataDir: this.config.dataDir, backupDir: this.config.backup.dir, encrypted: run.encrypted });
      const made = await createArchive({
        database: this.database,
        dataDir: this.config.dataDir,
        backupDir: this.config.backup.dir,
        fileName,
        passphrase: this.config.backup.passphrase,
        pgDump: this.config.backup.pgDump,
      });
      const rows = Object.values(made.manifest.counts).reduce((a, b) => a + b, 0);
      const uploads = made.manifest.files.filter((f) => f.path.startsWith('uploads/')).length;
      const releases = made.manifest.modul?.length ?? 0;
      let message = `Cadangan berhasil: ${rows} baris data dari ${Object.keys(made.manifest.counts).length} tabel, ${uploads} berkas unggahan, ${releases ? `${releases} rilis modul, ` : ''}${formatSize(made.size)}${run.encrypted ? ', terenkripsi' : ''}.`;
      if (made.missing.length) message += ` Perhatian: ${made.missing.length} berkas unggahan yang tercatat tidak ada di folder unggahan dan tidak ikut tercadang.`;
      if (made.missingReleases.length) {
        message += ` Perhatian: ${made.missingReleases.length} rilis modul yang tercatat (${made.missingReleases.join(', ')}) tidak ada di folder modul dan tidak ikut tercadang.`;
      }
      patch = { status: 'berhasil', size: made.size, fileName, available: true, message, counts: made.manifest.counts };
      this.log('info', `backup ${fileName}: ${made.size} bytes in ${Date.now() - t0} ms`);
    } catch (err) {
      patch = { status: 'gagal', message: failureMessage(err, this.config.backup.dir) };
      this.log('error', `backup failed: ${(err as Error)?.stack ?? String(err)}`);
    }
    const finished = { ...patch, finishedAt: new Date().toISOString(), durationMs: Date.now() - t0 };
    const result = await this.index.update((runs) => {
      const r = runs.find((x) => x.id === run.id);
      if (r) Object.assign(r, finished);
      return { ...run, ...finished } as BackupRun;
    });
    if (result.status === 'berhasil') await this.rotate().catch((err: unknown) => this.log('error', `backup rotation failed: ${String(err)}`));
    return result;
  }

  /** Removes the good archives the rotation no longer keeps (their runs stay listed, not available). */
  async rotate(): Promise<string[]> {
    const { keepDaily, keepWeekly, keepMonthly, dir } = this.config.backup;
    const removed: string[] = [];
    await this.index.update((runs) => {
      const good = runs.filter((r) => r.status === 'berhasil' && r.available && r.fileName);
      const keep = archivesToKeep(good, { daily: keepDaily, weekly: keepWeekly, monthly: keepMonthly }, this.config.timeZone);
      for (const r of good.filter((x) => !keep.has(x.id))) {
        r.available = false;
        removed.push(r.fileName as string);
      }
    });
    for (const name of removed) await rm(path.join(dir, path.basename(name)), { force: true });
    return removed;
  }

  async list(): Promise<BackupRun[]> {
    const recorded = await this.index.read().catch(() => [] as BackupRun[]);
    return [...recorded, ...this.unrecorded];
  }

  async status(now: Date = new Date()): Promise<BackupStatus> {
    const runs = (await this.list()).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    const last = runs.find((r) => r.status !== 'berjalan') ?? null;
    const lastGood = runs.find((r) => r.status === 'berhasil') ?? null;
    let message: string | null = null;
    if (last?.status === 'gagal') message = `Pencadangan terakhir gagal. ${last.message}`;
    else if (!lastGood) message = 'Belum ada cadangan yang berhasil. Jalankan pencadangan sekarang.';
    else if (now.getTime() - Date.parse(lastGood.startedAt) > WARN_AFTER_MS) {
      message = `Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu (${lastGood.startedAt.slice(0, 10)}). Periksa pencadangan otomatis.`;
    }
    return { warning: message !== null, message, running: this.running, last, lastGood };
  }

  /** The archive of a good run still in BACKUP_DIR, or undefined. */
  async archive(id: string): Promise<{ file: string; fileName: string; size: number } | undefined> {
    const run = (await this.index.read()).find((r) => r.id === id);
    if (!run || run.status !== 'berhasil' || !run.available || !run.fileName) return undefined;
    const file = path.join(this.config.backup.dir, path.basename(run.fileName));
    try {
      return { file, fileName: path.basename(run.fileName), size: (await stat(file)).size };
    } catch {
      return undefined;
    }
  }

  /** The daily timer and the catch-up run (backup/jadwal.ts). */
  schedule = (): void => void (this.config.backup.schedule !== 'off' && !this.stopped && this.jadwal.schedule());
  /** The scheduled run of the day of `now`, once across processes (backup/jadwal.ts). */
  runScheduled = (now?: Date): Promise<HasilTugas> => this.jadwal.runScheduled(now);

  get isStopped(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.jadwal.stop();
    await this.idle();
  }
}

const managers = new WeakMap<object, BackupManager>();

/** Ties a manager to the server's AppContext (routes find it there). */
export function registerBackupManager(ctx: object, manager: BackupManager): void {
  managers.set(ctx, manager);
}

export function backupManagerOf(ctx: object): BackupManager {
  const m = managers.get(ctx);
  if (!m) throw new Error('no backup manager for this server');
  return m;
}
