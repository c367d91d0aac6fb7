import { fromKematian, toKematianBody } from './kematian-form-values';

describe('the death form body', () => {
  it('sends every field trimmed, an empty one as empty (an edit can clear it)', () => {
    expect(toKematianBody({ tanggal_meninggal: '2026-01-05', hari_meninggal: 'Senin', tempat_meninggal: '  Rumah ', penyebab_meninggal: '', nomor_surat_kematian: ' 474.3/1 ' }))
      .toEqual({ tanggal_meninggal: '2026-01-05', hari_meninggal: 'Senin', tempat_meninggal: 'Rumah', penyebab_meninggal: '', nomor_surat_kematian: '474.3/1' });
  });

  it("reads a record's missing fields as empty text", () => {
    const values = fromKematian({ tanggal_meninggal: '2026-01-05', hari_meninggal: null, tempat_meninggal: 'Rumah' } as unknown as Parameters<typeof fromKematian>[0]);
    expect(values).toEqual({ tanggal_meninggal: '2026-01-05', hari_meninggal: '', tempat_meninggal: 'Rumah', penyebab_meninggal: '', nomor_surat_kematian: '' });
  });
});
