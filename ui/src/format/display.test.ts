import { namaHari, tampil, teks, umurTahun } from './display';

describe('display helpers', () => {
  it('names the day of a calendar date in Indonesian, whatever the time zone', () => {
    expect(namaHari('2026-01-05')).toBe('Senin');
    expect(namaHari('2026-01-04')).toBe('Minggu');
    expect(namaHari('2025-08-15')).toBe('Jumat');
    expect(namaHari('')).toBe('');
    expect(namaHari('05-01-2026')).toBe('');
  });

  it("writes a bare age as 'N Tahun' and leaves other texts alone", () => {
    expect(umurTahun('36')).toBe('36 Tahun');
    expect(umurTahun('36 Tahun')).toBe('36 Tahun');
    expect(umurTahun('3 bulan')).toBe('3 bulan');
    expect(umurTahun(null)).toBe('');
  });

  it("shows '-' on screens and empty text on letters for a missing value", () => {
    expect(tampil(null)).toBe('-');
    expect(tampil('  ')).toBe('-');
    expect(tampil('Islam')).toBe('Islam');
    expect(teks(null)).toBe('');
    expect(teks('Malang')).toBe('Malang');
  });
});
