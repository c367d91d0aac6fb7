// A time of day as the clerk types it (issue 40): 'jj:mm', 24 hours ('08:30', '17:05'), never the
// browser's time input (an English Chromium shows '--:-- --' with AM/PM). The contract's `Jam`
// (openapi.yaml) holds the same pattern as its guard, held equal to JAM_ISIAN.pattern by a test; the
// server names the field with JAM_ISIAN_MESSAGES, the shared field of @sid/ui-desa/tanggal (FormikJam)
// masks and reads with the functions below. docs/decisions.md, "Issue 40: the month picker and the hour".

/** The contract's `Jam`: HH:mm, 00:00 to 23:59. */
export const JAM_ISIAN = { pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', placeholder: 'jj:mm', contoh: '08:30', keterangan: 'Format jj:mm (24 jam), misalnya 08:30 atau 17:05' } as const;
const JAM = new RegExp(JAM_ISIAN.pattern);

/** The contract's time fields and what a wrong value gets from the server (each names its field). */
export const JAM_ISIAN_MESSAGES = {
  jam_lahir: 'Jam Lahir harus ditulis jj:mm (24 jam), misalnya 08:30',
} as const;

/** The server's message of a time field's format, or undefined for any other field. */
export function jamFormatMessage(field: string): string | undefined {
  return Object.hasOwn(JAM_ISIAN_MESSAGES, field) ? JAM_ISIAN_MESSAGES[field as keyof typeof JAM_ISIAN_MESSAGES] : undefined;
}

/** Whether `jam` is the wire's 'HH:mm' (24 hours). */
export const jamAda = (jam: string): boolean => JAM.test(jam);

export type JamTerbaca = { ok: true; jam: string } | { ok: false; pesan: string };

/**
 * Reads a typed time: hours and minutes with ':' or '.' between ('8:30', '08.30', the Indonesian
 * way of writing a time), or four digits ('0830'). 24 hours: '17:05', not '5:05 PM'. `label` names
 * the field in the message.
 */
export function bacaJamIsian(teks: string, label = 'Jam'): JamTerbaca {
  const m = /^([0-9]{1,2})[:.]([0-9]{2})$/.exec(teks.trim()) ?? /^([0-9]{2})([0-9]{2})$/.exec(teks.trim());
  if (!m) return { ok: false, pesan: `${label} harus ditulis jj:mm (24 jam), misalnya ${JAM_ISIAN.contoh}` };
  const jam = Number(m[1]);
  const menit = Number(m[2]);
  if (jam > 23) return { ok: false, pesan: `Jam pada ${label} harus 00 sampai 23 (24 jam)` };
  if (menit > 59) return { ok: false, pesan: `Menit pada ${label} harus 00 sampai 59` };
  return { ok: true, jam: `${String(jam).padStart(2, '0')}:${m[2]}` };
}

/**
 * The text as the field shows it while the clerk types: the ':' inserted when the minutes start
 * ('083' → '08:3'); an hour from 3 to 9 is one digit ('830' → '8:30'); a ':' or '.' typed after a
 * one-digit hour ends it early ('8.' → '8:'). Anything else is dropped.
 */
export function ketikJamIsian(teks: string): string {
  let jam = '';
  let menit = '';
  let jamSelesai = false;
  let pemisah = false;
  for (const c of teks) {
    const digit = c >= '0' && c <= '9';
    const tanda = c === ':' || c === '.';
    if (!jamSelesai) {
      if (digit) {
        jam += c;
        jamSelesai = jam.length === 2 || Number(jam) > 2;
      } else if (tanda && jam !== '') jamSelesai = pemisah = true;
    } else if (digit && menit.length < 2) menit += c;
    else if (tanda && menit === '') pemisah = true;
  }
  if (menit !== '' || pemisah) return `${jam}:${menit}`;
  return jam;
}
