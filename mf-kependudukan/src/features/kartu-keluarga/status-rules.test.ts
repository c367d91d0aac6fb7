import { alasanMutasiKeluargaDitolak } from './status-rules';

const anggota = (nama_lengkap: string, status_penduduk: '' | 'penduduk_masuk' | 'penduduk_keluar' | 'meninggal') => ({ nama_lengkap, status_penduduk });

describe('the whole-family Mutasi (spec §4)', () => {
  it('is allowed when every member is alive or incoming', () => {
    expect(alasanMutasiKeluargaDitolak([anggota('Budi', ''), anggota('Siti', 'penduduk_masuk')])).toBeUndefined();
  });

  it('is refused when a member has died, naming them', () => {
    expect(alasanMutasiKeluargaDitolak([anggota('Budi', ''), anggota('Siti', 'meninggal')])).toBe(
      'Mutasi seluruh keluarga tidak dapat dilakukan: Siti sudah meninggal',
    );
  });

  it('is refused when a member already moved out', () => {
    expect(alasanMutasiKeluargaDitolak([anggota('Budi', 'penduduk_keluar'), anggota('Siti', 'meninggal')])).toBe(
      'Mutasi seluruh keluarga tidak dapat dilakukan: Siti sudah meninggal; Budi sudah pindah keluar desa',
    );
  });

  it('is refused for a card without members', () => {
    expect(alasanMutasiKeluargaDitolak([])).toBe('Kartu keluarga ini tidak memiliki anggota');
  });
});
