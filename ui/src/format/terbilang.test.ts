import { terbilang } from './terbilang';

describe('terbilang', () => {
  it.each([
    [0, 'Nol'],
    [1, 'Satu'],
    [2, 'Dua'],
    [10, 'Sepuluh'],
    [11, 'Sebelas'],
    [12, 'Dua Belas'],
    [19, 'Sembilan Belas'],
    [20, 'Dua Puluh'],
    [21, 'Dua Puluh Satu'],
    [99, 'Sembilan Puluh Sembilan'],
    [100, 'Seratus'],
    [111, 'Seratus Sebelas'],
    [250, 'Dua Ratus Lima Puluh'],
    [1000, 'Seribu'],
    [1001, 'Seribu Satu'],
    [2026, 'Dua Ribu Dua Puluh Enam'],
    [11000, 'Sebelas Ribu'],
    [100000, 'Seratus Ribu'],
    [1000000, 'Satu Juta'],
    [2500000, 'Dua Juta Lima Ratus Ribu'],
    [1000000000, 'Satu Miliar'],
    [3000000000000, 'Tiga Triliun'],
  ])('writes %d as %s', (n, words) => {
    expect(terbilang(n)).toBe(words);
  });

  it('drops fractions and names negative numbers', () => {
    expect(terbilang(3.9)).toBe('Tiga');
    expect(terbilang(-5)).toBe('Minus Lima');
  });

  it('refuses what it cannot spell', () => {
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
    expect(() => terbilang(1e15)).toThrow(RangeError);
  });
});
