import { periksaTanggalDatang, TANGGAL_DATANG_MESSAGES } from './tanggal-datang';

describe('periksaTanggalDatang (issue 40)', () => {
  it('takes an arrival on or after the head was born', () => {
    expect(periksaTanggalDatang('2026-01-05', '1990-03-02')).toBeNull();
    expect(periksaTanggalDatang('1990-03-02', '1990-03-02')).toBeNull();
  });
  it('refuses an arrival before the head was born', () => {
    expect(periksaTanggalDatang('1990-03-01', '1990-03-02')).toBe(TANGGAL_DATANG_MESSAGES.sebelumLahir);
  });
  it('has nothing to compare without a readable birth date', () => {
    expect(periksaTanggalDatang('1950-01-01', null)).toBeNull();
    expect(periksaTanggalDatang('1950-01-01', '')).toBeNull();
    expect(periksaTanggalDatang('1950-01-01', '12-05-1990')).toBeNull();
  });
});
