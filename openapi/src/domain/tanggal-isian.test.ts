import { bacaTanggalIsian, ketikTanggalIsian, tanggalIsian } from './tanggal-isian';

const iso = (teks: string) => {
  const r = bacaTanggalIsian(teks, 'Tanggal Lahir');
  return r.ok ? r.iso : r.pesan;
};

describe('a date typed as hh-bb-tttt (issue 40)', () => {
  it('reads the spellings a clerk types, and ISO pasted from elsewhere', () => {
    expect(iso('05-01-2026')).toBe('2026-01-05');
    expect(iso('5-1-2026')).toBe('2026-01-05');
    expect(iso('05/01/2026')).toBe('2026-01-05');
    expect(iso('05.01.2026')).toBe('2026-01-05');
    expect(iso('05012026')).toBe('2026-01-05');
    expect(iso(' 31-12-1999 ')).toBe('1999-12-31');
    expect(iso('2026-01-05')).toBe('2026-01-05');
  });

  it('takes 29 February of leap years only', () => {
    expect(iso('29-02-2024')).toBe('2024-02-29');
    expect(iso('29-02-2000')).toBe('2000-02-29');
    expect(iso('29-02-2023')).toBe('Tanggal Lahir tidak ada: Februari 2023 hanya sampai tanggal 28');
    expect(iso('29-02-1900')).toBe('Tanggal Lahir tidak ada: Februari 1900 hanya sampai tanggal 28');
    expect(iso('31-02-2026')).toBe('Tanggal Lahir tidak ada: Februari 2026 hanya sampai tanggal 28');
    expect(iso('31-04-2026')).toBe('Tanggal Lahir tidak ada: April 2026 hanya sampai tanggal 30');
    expect(iso('2023-02-29')).toBe('Tanggal Lahir tidak ada: Februari 2023 hanya sampai tanggal 28');
  });

  it('refuses two-digit years, out-of-range parts and other text, in Indonesian', () => {
    expect(iso('05-01-26')).toBe('Tahun pada Tanggal Lahir ditulis 4 angka, misalnya 05-01-2026');
    expect(iso('05-01-02026')).toBe('Tahun pada Tanggal Lahir ditulis 4 angka, misalnya 05-01-2026');
    expect(iso('05-13-2026')).toBe('Bulan pada Tanggal Lahir harus 01 sampai 12');
    expect(iso('05-00-2026')).toBe('Bulan pada Tanggal Lahir harus 01 sampai 12');
    expect(iso('00-01-2026')).toBe('Tanggal Lahir tidak ada: Januari 2026 hanya sampai tanggal 31');
    expect(iso('32-01-2026')).toBe('Tanggal Lahir tidak ada: Januari 2026 hanya sampai tanggal 31');
    expect(iso('05-01-1799')).toBe('Tahun pada Tanggal Lahir harus antara 1800 dan 2999');
    expect(iso('31-12-1899')).toBe('1899-12-31');
    expect(iso('05-01-3000')).toBe('Tahun pada Tanggal Lahir harus antara 1800 dan 2999');
    for (const bad of ['', '05-01', '5 Januari 2026', '050126', '05-01-2026x']) expect(iso(bad)).toBe('Tanggal Lahir ditulis hh-bb-tttt, misalnya 05-01-2026');
    expect(bacaTanggalIsian('1-1')).toEqual({ ok: false, pesan: 'Tanggal ditulis hh-bb-tttt, misalnya 05-01-2026' });
  });

  it('shows an ISO date as hh-bb-tttt and leaves other text', () => {
    expect(tanggalIsian('2026-01-05')).toBe('05-01-2026');
    expect(tanggalIsian('31-02-2026')).toBe('31-02-2026');
    expect(tanggalIsian(null)).toBe('');
  });

  it('inserts the dashes as digits are typed, keeps the clerk’s own separators', () => {
    const ketik = (keys: string) => [...keys].reduce((teks, k) => ketikTanggalIsian(teks + k), '');
    expect(ketik('05012026')).toBe('05-01-2026');
    expect(ketik('050')).toBe('05-0');
    expect(ketik('05')).toBe('05');
    expect(ketik('5-1-2026')).toBe('5-1-2026');
    expect(ketik('05/01/2026')).toBe('05-01-2026');
    expect(ketik('05--01')).toBe('05-01');
    expect(ketik('0501202699')).toBe('05-01-2026');
    expect(ketik('05a01')).toBe('05-01');
    expect(ketikTanggalIsian('05-')).toBe('05-');
    expect(ketikTanggalIsian('05-01-2026')).toBe('05-01-2026');
    expect(ketikTanggalIsian('2026-01-05')).toBe('2026-01-05');
    expect(ketikTanggalIsian('')).toBe('');
  });
});
