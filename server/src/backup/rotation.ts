/**
 * Which archives to keep: the newest of each of the last `daily` days, of the last `weekly` ISO weeks
 * and of the last `monthly` months (days in the village's time zone), and always the newest of all.
 * Every other good archive goes.
 */
export interface Keep {
  daily: number;
  weekly: number;
  monthly: number;
}

export interface Dated {
  id: string;
  startedAt: string;
}

function localDate(iso: string, timeZone: string): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

function isoWeek({ y, m, d }: { y: number; m: number; d: number }): string {
  const date = new Date(Date.UTC(y, m - 1, d));
  const day = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${week}`;
}

/** The ids to keep among `archives` (any order). */
export function archivesToKeep(archives: Dated[], keep: Keep, timeZone: string): Set<string> {
  const newestFirst = [...archives].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  const kept = new Set<string>();
  if (newestFirst[0]) kept.add(newestFirst[0].id);
  const bucket = (key: (a: Dated) => string, count: number) => {
    const seen = new Set<string>();
    for (const a of newestFirst) {
      const k = key(a);
      if (seen.has(k)) continue;
      if (seen.size >= count) break;
      seen.add(k);
      kept.add(a.id);
    }
  };
  const day = (a: Dated) => {
    const { y, m, d } = localDate(a.startedAt, timeZone);
    return `${y}-${m}-${d}`;
  };
  bucket(day, keep.daily);
  bucket((a) => isoWeek(localDate(a.startedAt, timeZone)), keep.weekly);
  bucket((a) => {
    const { y, m } = localDate(a.startedAt, timeZone);
    return `${y}-${m}`;
  }, keep.monthly);
  return kept;
}

/** Milliseconds from `now` to the next `hour`:00 in `timeZone` (Indonesia has no daylight saving). */
export function msUntilHour(now: Date, hour: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const secondsNow = get('hour') * 3600 + get('minute') * 60 + get('second');
  let delta = hour * 3600 - secondsNow;
  if (delta <= 0) delta += 86_400;
  return delta * 1000 - now.getMilliseconds();
}
