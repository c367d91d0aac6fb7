import { aksiKematian, aksiMutasi } from './status-rules';

describe('the resident detail buttons (spec §4)', () => {
  it('allows both for a living resident and an incoming one', () => {
    for (const status of ['', 'penduduk_masuk'] as const) {
      expect(aksiKematian(status)).toEqual({ disabled: false });
      expect(aksiMutasi(status)).toEqual({ disabled: false });
    }
  });

  it('refuses to record the death of a resident who moved out, but lets nobody move them twice', () => {
    expect(aksiKematian('penduduk_keluar')).toMatchObject({ disabled: true, reason: expect.stringMatching(/pindah keluar desa/) });
    expect(aksiMutasi('penduduk_keluar')).toMatchObject({ disabled: true });
  });

  it('refuses to move out a resident who has died, or to record the death twice', () => {
    expect(aksiMutasi('meninggal')).toMatchObject({ disabled: true, reason: 'Penduduk yang sudah meninggal tidak dapat dimutasi' });
    expect(aksiKematian('meninggal')).toMatchObject({ disabled: true, reason: 'Penduduk ini sudah tercatat meninggal' });
  });
});
