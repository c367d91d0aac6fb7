import { awalBulan, bulanBerikut, bulanDari, bulanPerluDitutup, bulanSebelum, bulanWajibLapor, daftarBulan, isBulan, labelBulan, tambahBulan } from './bulan';

describe('months of the monthly report', () => {
  it('accepts YYYY-MM only', () => {
    expect(isBulan('2026-03')).toBe(true);
    expect(isBulan('2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-3', '26-03', '2026-03-01', '', 202603, null]) expect(isBulan(bad)).toBe(false);
  });

  it('steps across years both ways', () => {
    expect(bulanBerikut('2025-12')).toBe('2026-01');
    expect(bulanSebelum('2026-01')).toBe('2025-12');
    expect(tambahBulan('2026-03', -15)).toBe('2024-12');
    expect(tambahBulan('2026-03', 0)).toBe('2026-03');
  });

  it('names months in Indonesian and lists a range', () => {
    expect(labelBulan('2026-03')).toBe('Maret 2026');
    expect(labelBulan('2025-12')).toBe('Desember 2025');
    expect(bulanDari('2026-10-31')).toBe('2026-10');
    expect(awalBulan('2026-10')).toBe('2026-10-01');
    expect(daftarBulan('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(daftarBulan('2026-02', '2026-01')).toEqual([]);
  });
});

describe('the reminder to close last month', () => {
  it('starts from the village\'s first month', () => {
    // Installed this month: nothing owed for last month.
    expect(bulanPerluDitutup({ bulan_berjalan: '2026-11', tutup_terakhir: null, bulan_pertama: '2026-11' })).toBeNull();
    // Its first record last month: last month is owed.
    expect(bulanPerluDitutup({ bulan_berjalan: '2026-11', tutup_terakhir: null, bulan_pertama: '2026-10' })).toBe('2026-10');
    expect(bulanPerluDitutup({ bulan_berjalan: '2026-11', tutup_terakhir: '2026-09', bulan_pertama: '2020-01' })).toBe('2026-10');
    expect(bulanPerluDitutup({ bulan_berjalan: '2026-11', tutup_terakhir: '2026-10', bulan_pertama: '2020-01' })).toBeNull();
    expect(bulanWajibLapor('2026-10', '2026-11')).toBe(false);
    expect(bulanWajibLapor('2026-11', '2026-11')).toBe(true);
  });
});
