/** The names of downloaded files: the date and the village as a file name may carry them. */

/** DD-MM-YYYY of today in the village's time zone: the Indonesian numeric date, safe in a file name. */
export function tanggalNamaBerkas(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/** A file-name-safe form of free text (the village name): letters, digits, dash and underscore. */
export function aman(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'desa'
  );
}
