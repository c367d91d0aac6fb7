// How values show on screens and letters.

/** A screen value: '-' when missing (letters print empty text instead, spec §5). */
export function tampil(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? '-' : value;
}

/** A letter value: empty text when missing (spec §5). */
export function teks(value: string | null | undefined): string {
  return value ?? '';
}

const HARI_DARI_MINGGU = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** The days as the forms offer them, Monday first. */
export const NAMA_HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;

/** The Indonesian name of the day of a wire date ('2026-01-05' -> 'Senin'); '' when invalid. */
export function namaHari(tanggal: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tanggal ?? '');
  if (!m) return '';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime())) return '';
  return HARI_DARI_MINGGU[date.getUTCDay()] ?? '';
}

/** umur is free text: a bare number reads '35 Tahun' on the letters; anything else stays as written. */
export function umurTahun(umur: string | null | undefined): string {
  const value = (umur ?? '').trim();
  return /^\d+$/.test(value) ? `${value} Tahun` : value;
}
