// Indonesian date formatting for screens, letters and file names. Written by hand rather than with
// Intl: `id-ID` output differs between ICU versions (Node, Chromium, Safari) and the letters need
// the exact form '05 Januari 2026' everywhere.

export const NAMA_BULAN = [
  'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni',
  'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
] as const;

export type TanggalInput = string | Date | null | undefined;

interface Parts {
  year: number;
  month: number; // 1..12
  day: number;
  hours: number;
  minutes: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a wire date. A plain `YYYY-MM-DD` is a calendar date and is taken as is (going through
 * `new Date()` would read it as UTC midnight and show the previous day west of Greenwich);
 * a timestamp is shown in the browser's local time.
 */
function toParts(value: TanggalInput): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const year = Number(m[1]);
      const month = Number(m[2]);
      const day = Number(m[3]);
      if (month < 1 || month > 12 || day < 1 || day > 31) return null;
      return { year, month, day, hours: 0, minutes: 0 };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** '05 Januari 2026' (two-digit day); '' for a missing or invalid date. */
export function formatTanggalPanjang(value: TanggalInput): string {
  const p = toParts(value);
  if (!p) return '';
  return `${pad2(p.day)} ${NAMA_BULAN[p.month - 1]} ${p.year}`;
}

/** '05-01-2026' (DD-MM-YYYY, the users list); '' for a missing or invalid date. */
export function formatTanggalPendek(value: TanggalInput): string {
  const p = toParts(value);
  if (!p) return '';
  return `${pad2(p.day)}-${pad2(p.month)}-${p.year}`;
}

/** '05 Januari 2026 14.07' (long date, then the time as Indonesians write it, HH.mm). */
export function formatTanggalWaktu(value: TanggalInput): string {
  const p = toParts(value);
  if (!p) return '';
  return `${pad2(p.day)} ${NAMA_BULAN[p.month - 1]} ${p.year} ${pad2(p.hours)}.${pad2(p.minutes)}`;
}

/** Today as a wire date 'YYYY-MM-DD' in local time (form defaults such as 'tanggal_ktp'). */
export function hariIniIso(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
