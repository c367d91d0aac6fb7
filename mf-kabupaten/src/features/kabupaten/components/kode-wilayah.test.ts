import { formatKodeWilayah, isKodeWilayah, sebutanKabupaten } from './kode-wilayah';

describe('formatKodeWilayah', () => {
  it('puts the dots in as the digits are typed', () => {
    expect(['3', '35', '350', '35070', '3507012', '3507012001'].map(formatKodeWilayah)).toEqual(['3', '35', '35.0', '35.07.0', '35.07.01.2', '35.07.01.2001']);
  });

  it('keeps a code typed or pasted with dots, spaces or dashes in the one format', () => {
    expect(formatKodeWilayah('35.07.01.2001')).toBe('35.07.01.2001');
    expect(formatKodeWilayah(' 35 07 01 2001 ')).toBe('35.07.01.2001');
    expect(formatKodeWilayah('35-07-01-2001')).toBe('35.07.01.2001');
  });

  it('drops letters and anything past the tenth digit', () => {
    expect(formatKodeWilayah('35.07.01.20019')).toBe('35.07.01.2001');
    expect(formatKodeWilayah('ab35')).toBe('35');
    expect(formatKodeWilayah('')).toBe('');
  });

  it('lets a backspace over a dot remove it', () => {
    expect(formatKodeWilayah('35.')).toBe('35');
  });
});

describe('isKodeWilayah', () => {
  it('accepts only a whole code', () => {
    expect(isKodeWilayah('35.07.01.2001')).toBe(true);
    expect(isKodeWilayah('35.07.01.200')).toBe(false);
    expect(isKodeWilayah('3507012001')).toBe(false);
  });
});

describe('sebutanKabupaten', () => {
  it('says Kabupaten before a regency and leaves a city as the list names it', () => {
    expect(sebutanKabupaten('Malang')).toBe('Kabupaten Malang');
    expect(sebutanKabupaten('Kota Batu')).toBe('Kota Batu');
  });
});
