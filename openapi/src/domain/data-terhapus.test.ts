import { ALASAN_HAPUS_MESSAGES, ATURAN_ALASAN_HAPUS, periksaAlasanHapus } from './data-terhapus';
import { readSpec } from '../spec-test-utils';

describe('the reason of a delete (HapusInput.alasan)', () => {
  it('refuses an empty, a too short and a too long reason, trimmed as the server trims it', () => {
    expect(periksaAlasanHapus('   ')).toBe(ALASAN_HAPUS_MESSAGES.kosong);
    expect(periksaAlasanHapus(' ab ')).toBe('Alasan penghapusan minimal 3 karakter');
    expect(periksaAlasanHapus('x'.repeat(501))).toBe('Alasan penghapusan maksimal 500 karakter');
    expect(periksaAlasanHapus(' abc ')).toBeUndefined();
    expect(ATURAN_ALASAN_HAPUS.petunjuk).toBe('Wajib diisi, minimal 3 karakter.');
  });

  it("follows the contract's limits", () => {
    const input = readSpec().components.schemas.HapusInput as { properties: { alasan: { minLength: number; maxLength: number } } };
    const { alasan } = input.properties;
    expect([alasan.minLength, alasan.maxLength]).toEqual([3, ATURAN_ALASAN_HAPUS.maxLength]);
  });
});
