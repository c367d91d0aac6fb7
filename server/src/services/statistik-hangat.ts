/**
 * The statistics counts kept for the day (issue 37, migration 0034) made ahead of their first reader:
 * at start and every hour, one process at a time (db/tugas-sekali.ts), every village whose counts are
 * not of today and of its current version is recomputed. The regency's first look of a day then reads
 * kept counts (~0.2 s at a million residents) instead of counting every resident (seconds), and a busy
 * hour's changed villages are ready before an officer asks.
 *
 * In the same run, the ends of the month before last and of last month are kept for every village
 * that has none for them (migration 0038): this month's and last month's reports, the regency's of
 * every village above all, then start from them whether or not a village closed its months
 * (docs/scaling.md). Then this month's sums of every village are kept at its ledger's version
 * (migration 0041), so the regency's report of the month reads them instead of 390 ledgers.
 *
 * One village at a time, each followed by a pause as long as it took: the warm-up takes at most half
 * of one database core. At 2.7 million residents it recomputed every changed village in one query
 * (~6 s of one core of two) and the staff's requests beside it waited: p95 746 ms in the minute after
 * a process started, 153 ms the minute after (issue 39, docs/scaling.md).
 */
import { bulanDari, bulanSebelum } from '@sid/openapi/domain';
import { jumlahBulanDesa, simpanTitikBulan } from '../data/peristiwa.js';
import { daftarDesa, desaStatistikBasi, hitungStatistikDesa } from '../data/statistik.js';
import { withKabupaten } from '../db/village-scope.js';
import type { Db } from '../db/client.js';
import { tugasSatuProses, type HasilTugas, type TugasSekali } from '../db/tugas-sekali.js';
import { todayIn } from '../lib/validation.js';

/** The hour of `now` in `timeZone` ('2026-11-30T14'): a warm-up's period. */
export function jamDi(timeZone: string, now: Date = new Date()): string {
  const jam = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return `${todayIn(timeZone, now)}T${jam}`;
}

/**
 * Recomputes what is stale, once an hour across the processes of one PostgreSQL ('sibuk': another
 * process is at it now; 'sudah': one did it this hour). A process started, restarted or added within
 * the hour of a run leaves it at that: at 2.7 million residents a second process's warm-up, right after
 * the first's, put the staff's p95 at 214 ms for the minute it ran (issue 39). On PGlite (one process)
 * hours are not recorded: it runs at start and every hour, as before.
 */
export function statistikHangatSekali(tugas: TugasSekali, db: Db, timeZone: string, now: Date = new Date()): Promise<HasilTugas> {
  return tugas.jalankan('statistik-hangat', jamDi(timeZone, now), async () => {
    const hari = todayIn(timeZone);
    for (const desaId of await desaStatistikBasi(db, hari)) await setengah(() => hitungStatistikDesa(db, hari, desaId));
    // The month before last first (last month's report starts from it), then last month (this month's does).
    const lalu = bulanSebelum(bulanDari(hari));
    for (const bulan of [bulanSebelum(lalu), lalu]) await simpanTitikBulan(db, bulan, timeZone);
    const semua = await withKabupaten(db, (tx) => daftarDesa(tx, {}));
    // Each village's sums kept at its ledger's version (read as kept where they already are).
    for (const d of semua) await setengah(async () => void (await withKabupaten(db, (tx) => jumlahBulanDesa(tx, d.id, bulanDari(hari), timeZone))));
  });
}

/** Runs `kerja`, then waits as long as it took. */
async function setengah(kerja: () => Promise<void>): Promise<void> {
  const mulai = performance.now();
  await kerja();
  await new Promise((r) => setTimeout(r, performance.now() - mulai));
}

/** Runs it every `minutes`; the timer never keeps the process alive. */
export function scheduleStatistikHangat(db: Db, timeZone: string, onError: (err: unknown) => void, minutes = 60, tugas: TugasSekali = tugasSatuProses): { stop(): void } {
  const timer = setInterval(() => {
    statistikHangatSekali(tugas, db, timeZone).catch(onError);
  }, minutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
