import { readSpec } from '../spec-test-utils';
import { DIGITS_16, format16DigitMessage, FORMAT_16_DIGIT_MESSAGES, KODE_POS, KODE_WILAYAH, NOMOR_16_DIGIT, regionFormatMessage, searchNumberMessage } from './format';

const schemas = readSpec().components.schemas;

describe('the 16-digit rule of NIK and No. KK', () => {
  it("is the contract's pattern (Nik, NoKk); the database's CHECK is held to it by the server's tests", () => {
    for (const name of ['Nik', 'NoKk']) {
      expect(schemas[name]).toMatchObject({ pattern: NOMOR_16_DIGIT.pattern, minLength: NOMOR_16_DIGIT.length, maxLength: NOMOR_16_DIGIT.length });
    }
  });

  it('takes 16 ASCII digits and nothing else', () => {
    expect(DIGITS_16.test('3507123412340001')).toBe(true);
    for (const value of ['350712341234000', '35071234123400011', '35071234123400AB', '3507123412340001\n', '３５０７１２３４１２３４０００１', '']) {
      expect(DIGITS_16.test(value)).toBe(false);
    }
  });

  it('has one message per field, each naming its field', () => {
    expect(FORMAT_16_DIGIT_MESSAGES).toEqual({
      nik: 'NIK harus 16 digit angka',
      nik_ayah: 'NIK Ayah harus 16 digit angka',
      nik_ibu: 'NIK Ibu harus 16 digit angka',
      no_kk: 'Nomor KK harus 16 digit angka',
    });
    expect(format16DigitMessage('nik_ibu')).toBe('NIK Ibu harus 16 digit angka');
    expect(format16DigitMessage('nama_lengkap')).toBeUndefined();
    expect(format16DigitMessage('constructor')).toBeUndefined();
    expect(searchNumberMessage('no_kk')).toBe('Nomor KK pencarian hanya boleh berisi angka, paling banyak 16 digit');
    expect(searchNumberMessage('nik_ayah')).toBeUndefined();
  });
});

describe('region formats', () => {
  it('are the contract patterns of KodeWilayah and the letterhead postal code', () => {
    expect(schemas.KodeWilayah?.pattern).toBe(KODE_WILAYAH.pattern);
    expect(new RegExp(KODE_WILAYAH.pattern).test(KODE_WILAYAH.contoh)).toBe(true);
    expect((schemas.DesaInput?.properties as Record<string, { pattern?: string }> | undefined)?.kode_pos?.pattern).toBe(KODE_POS.pattern);
    expect(regionFormatMessage('kode_pos')).toBe('Kode pos harus 5 digit angka');
    expect(regionFormatMessage('nama_desa')).toBeUndefined();
  });
});
