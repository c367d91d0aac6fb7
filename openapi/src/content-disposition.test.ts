import { fallbackFileName, fileNameOf } from './content-disposition';

describe('fileNameOf (Content-Disposition)', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="data_penduduk_desa_Watu_Gede_05-01-2026.csv"; filename*=UTF-8''data_penduduk_desa_Watu%20Gede_05-01-2026.csv`)).toBe('data_penduduk_desa_Watu Gede_05-01-2026.csv');
    expect(fileNameOf('attachment; filename="data_kelahiran_05-01-2026.csv"')).toBe('data_kelahiran_05-01-2026.csv');
    expect(fileNameOf('attachment; filename=anggota_keluarga_3507.csv')).toBe('anggota_keluarga_3507.csv');
  });

  it('has no name without the header, and never a folder', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="cadangan.csv"`)).toBe('cadangan.csv');
  });
});

describe('fallbackFileName (no Content-Disposition)', () => {
  it("names the file after the list's path, never with a date of its own", () => {
    expect(fallbackFileName('/api/kelahiran/csv')).toBe('kelahiran.csv');
    expect(fallbackFileName('/api/kartu_keluarga/{id}/csv')).toBe('kartu_keluarga.csv');
    expect(fallbackFileName('/api/penduduk_masuk/{idKK}/csv')).toBe('penduduk_masuk.csv');
    expect(fallbackFileName('/api/csv')).toBe('data.csv');
  });
});
