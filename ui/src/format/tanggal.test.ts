import { formatTanggalPanjang, formatTanggalPendek, formatTanggalWaktu, hariIniIso } from './tanggal';

describe('formatTanggalPanjang', () => {
  it('writes a wire date in long Indonesian form with a two-digit day', () => {
    expect(formatTanggalPanjang('2026-01-05')).toBe('05 Januari 2026');
    expect(formatTanggalPanjang('2026-12-31')).toBe('31 Desember 2026');
  });

  it('formats a Date by its local calendar day', () => {
    expect(formatTanggalPanjang(new Date(2026, 7, 17))).toBe('17 Agustus 2026');
  });

  it('keeps a plain date on its day whatever the time zone', () => {
    // A naive new Date('2026-03-01') is UTC midnight: the day before in the Americas.
    expect(formatTanggalPanjang('2026-03-01')).toBe('01 Maret 2026');
  });

  it('shows a timestamp in local time (the tests run in WIB, UTC+7)', () => {
    expect(formatTanggalPanjang('2026-05-31T20:00:00.000Z')).toBe('01 Juni 2026');
  });

  it('gives empty text for missing or invalid values, as the letters expect', () => {
    expect(formatTanggalPanjang(null)).toBe('');
    expect(formatTanggalPanjang(undefined)).toBe('');
    expect(formatTanggalPanjang('')).toBe('');
    expect(formatTanggalPanjang('bukan tanggal')).toBe('');
    expect(formatTanggalPanjang('2026-13-01')).toBe('');
  });
});

describe('formatTanggalPendek', () => {
  it('writes DD-MM-YYYY for the users list', () => {
    expect(formatTanggalPendek('2026-01-05')).toBe('05-01-2026');
    expect(formatTanggalPendek('2026-11-22T03:00:00.000Z')).toBe('22-11-2026');
    expect(formatTanggalPendek(null)).toBe('');
  });
});

describe('formatTanggalWaktu', () => {
  it('adds the local time as HH.mm', () => {
    expect(formatTanggalWaktu('2026-01-05T07:07:00.000Z')).toBe('05 Januari 2026 14.07');
    expect(formatTanggalWaktu(new Date(2026, 1, 9, 8, 5))).toBe('09 Februari 2026 08.05');
    expect(formatTanggalWaktu(undefined)).toBe('');
  });
});

describe('hariIniIso', () => {
  it('gives the local calendar day as a wire date', () => {
    expect(hariIniIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
