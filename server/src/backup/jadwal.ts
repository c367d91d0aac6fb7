/**
 * The backups' timers: the daily run at BACKUP_HOUR in the village's time zone, and a catch-up run a
 * few minutes after start when the last good backup is more than a day old (an office computer is
 * often off at the scheduled hour). Each is "the day's scheduled run": with several app processes on
 * one PostgreSQL (issue 39) every process's timer fires, one makes the run and records the day done
 * (db/tugas-sekali.ts); one finding a run under way looks again later, so a process dying mid-run does
 * not cost the day its backup.
 */
import type { Config } from '../config.js';
import type { HasilTugas } from '../db/tugas-sekali.js';
import { msUntilHour } from './rotation.js';
import type { BackupRun } from './runs.js';

const CATCH_UP_AFTER_MS = 86_400_000;
const CATCH_UP_DELAY_MS = 5 * 60_000;
/** A scheduled run that found another run under way looks again this much later. */
const SIBUK_ULANG_MS = 10 * 60_000;

/** What the schedule needs of the manager (backup/manager.ts). */
interface Manager {
  readonly isStopped: boolean;
  startOnce(trigger: BackupRun['trigger'], periode?: string): Promise<BackupRun | undefined>;
  idle(): Promise<void>;
  status(): Promise<{ lastGood: BackupRun | null }>;
}

/** The village's calendar day of `now` (YYYY-MM-DD): the period of a scheduled run. */
export function hariDi(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export class BackupSchedule {
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly manager: Manager,
    private readonly config: Config,
  ) {}

  /**
   * The scheduled run of the day of `now`: 'sudah' when a process made it already, 'sibuk' when a run
   * is under way here or elsewhere (looked at again later), else 'selesai' once this one has ended.
   */
  async runScheduled(now: Date = new Date()): Promise<HasilTugas> {
    let started: BackupRun | undefined;
    try {
      started = await this.manager.startOnce('jadwal', hariDi(now, this.config.timeZone));
    } catch (err) {
      if ((err as Error)?.name !== 'BackupBusyError') throw err;
      if (!this.manager.isStopped) this.later(SIBUK_ULANG_MS, () => void this.runScheduled().catch(() => {}));
      return 'sibuk';
    }
    if (!started) return 'sudah';
    await this.manager.idle();
    return 'selesai';
  }

  /** Timers never keep the process alive. */
  schedule(): void {
    const daily = () => {
      this.later(msUntilHour(new Date(), this.config.backup.hour, this.config.timeZone), () => {
        this.runScheduled().catch(() => {});
        daily();
      });
    };
    daily();
    void this.manager.status().then(({ lastGood }) => {
      if (!lastGood || Date.now() - Date.parse(lastGood.startedAt) > CATCH_UP_AFTER_MS) {
        this.later(CATCH_UP_DELAY_MS, () => void this.runScheduled().catch(() => {}));
      }
    });
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(fn, ms);
    t.unref();
    this.timers.push(t);
  }
}
