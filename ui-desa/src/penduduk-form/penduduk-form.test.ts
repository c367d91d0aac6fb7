import { fieldOfServerError } from './penduduk-form';

// The contract's table is @sid/openapi's ERROR_CODE_FIELD (ui imports nothing of ours: the pages
// hand it in through `options`); a stand-in with the same pairs.
const FIELDS: Record<string, string> = { NIK_TAKEN: 'nik', NO_KK_TAKEN: 'no_kk', USERNAME_TAKEN: 'username', KEPALA_EXISTS: 'posisi_dalam_keluarga' };
const options = { fieldOfError: ({ code }: { code?: string }) => (code !== undefined ? FIELDS[code] : undefined) };

describe('which field of the resident form a refusal is about', () => {
  it('follows the code', () => {
    expect(fieldOfServerError({ code: 'NIK_TAKEN', message: 'NIK sudah terdaftar' }, options, false)).toBe('nik');
    expect(fieldOfServerError({ code: 'KEPALA_EXISTS', message: 'Kartu keluarga ini sudah memiliki Kepala Keluarga' }, options, false)).toBe('posisi_dalam_keluarga');
    expect(fieldOfServerError({ code: 'NO_KK_TAKEN', message: 'Nomor KK sudah terdaftar' }, options, true)).toBe('no_kk');
  });

  it('never reads the message', () => {
    expect(fieldOfServerError({ code: 'CONFLICT', message: 'NIK sudah terdaftar' }, options, true)).toBeUndefined();
    expect(fieldOfServerError({ message: 'Nomor KK sudah terdaftar' }, options, true)).toBeUndefined();
  });

  it('names only fields the form shows', () => {
    expect(fieldOfServerError({ code: 'NO_KK_TAKEN', message: 'Nomor KK sudah terdaftar' }, options, false)).toBeUndefined();
    expect(fieldOfServerError({ code: 'USERNAME_TAKEN', message: 'Username sudah digunakan' }, options, true)).toBeUndefined();
  });
});
