// How a backup run reads on screen: its size in KB/MB and its time in the village's zone.
import { NAMA_BULAN, formatTanggalWaktu } from '@sid/ui/format';

const ZONA: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** 'WIB', 'WITA', 'WIT', or the zone's own name elsewhere. */
export function singkatanZona(zona: string): string {
  return ZONA[zona] ?? zona;
}

const desimal = (n: number) => n.toFixed(1).replace('.', ',');

/** '512 B', '12,3 KB', '5,2 MB', '1,1 GB' (1 KB = 1024 B); '-' when there is no archive. */
export function formatUkuran(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${desimal(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${desimal(bytes / 1024 ** 2)} MB`;
  return `${desimal(bytes / 1024 ** 3)} GB`;
}

/**
 * '27 November 2026 12.00 WIB': the time in the village's zone (the schedule's hour is in it too),
 * whatever the browser's zone. Intl gives the numbers only; the words are ours (ui/format avoids
 * Intl's Indonesian, which differs between browsers). Without a zone: the browser's time.
 */
export function formatWaktu(iso: string | null | undefined, zona?: string): string {
  if (!iso) return '-';
  if (!zona) return formatTanggalWaktu(iso);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zona, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
    }).formatToParts(new Date(iso));
  } catch {
    return formatTanggalWaktu(iso);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(part('day'))} ${NAMA_BULAN[part('month') - 1]} ${part('year')} ${pad(part('hour') % 24)}.${pad(part('minute'))} ${singkatanZona(zona)}`;
}
