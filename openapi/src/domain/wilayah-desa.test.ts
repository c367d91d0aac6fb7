import { formatAlamatDesa, formatWilayah, masalahNamaWilayah, nomorWilayah, parseNomorWilayah } from './wilayah-desa';

describe('the numbers of RW and RT', () => {
  it('prints three digits', () => {
    expect([1, 5, 12, 999].map(nomorWilayah)).toEqual(['001', '005', '012', '999']);
  });

  it('reads 1 to 999 with or without leading zeros, nothing else', () => {
    expect(['5', '005', ' 12 ', '999', '1'].map(parseNomorWilayah)).toEqual([5, 5, 12, 999, 1]);
    expect(['0', '000', '1000', '', ' ', 'a', '1a', '-1', '1.5', '٣'].map(parseNomorWilayah)).toEqual(Array(10).fill(null));
  });

  it('names what is wrong with a name or number typed for each level', () => {
    expect(masalahNamaWilayah('rt', '0')).toBe('Nomor RT harus angka 1 sampai 999');
    expect(masalahNamaWilayah('rw', 'lima')).toBe('Nomor RW harus angka 1 sampai 999');
    expect(masalahNamaWilayah('rw', '5')).toBeNull();
    expect(masalahNamaWilayah('dusun', '   ')).toBe('Nama dusun tidak boleh kosong');
    expect(masalahNamaWilayah('dusun', 'x'.repeat(101))).toBe('Nama dusun paling banyak 100 karakter');
    expect(masalahNamaWilayah('dusun', ' Krajan ')).toBeNull();
  });
});

describe('an address in the village as printed', () => {
  it('writes "RT 002 / RW 005, Dusun Krajan"', () => {
    expect(formatWilayah({ dusun: 'Krajan', rw: '005', rt: '002' })).toBe('RT 002 / RW 005, Dusun Krajan');
  });

  it('leaves out what is not known', () => {
    expect(formatWilayah({ dusun: 'Krajan', rw: null, rt: null })).toBe('Dusun Krajan');
    expect(formatWilayah({ dusun: null, rw: '005', rt: '002' })).toBe('RT 002 / RW 005');
    expect(formatWilayah({ dusun: 'Krajan', rw: '005', rt: null })).toBe('RW 005, Dusun Krajan');
    expect(formatWilayah({ dusun: null, rw: null, rt: null })).toBe('');
  });

  it('puts the street or house text first', () => {
    expect(formatAlamatDesa({ alamat: 'Jl. Mawar 12 ', dusun: 'Krajan', rw: '005', rt: '002' })).toBe('Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan');
    expect(formatAlamatDesa({ alamat: '', dusun: 'Krajan', rw: '005', rt: '002' })).toBe('RT 002 / RW 005, Dusun Krajan');
    expect(formatAlamatDesa({ alamat: 'Jl. Mawar 12', dusun: null, rw: null, rt: null })).toBe('Jl. Mawar 12');
  });
});
