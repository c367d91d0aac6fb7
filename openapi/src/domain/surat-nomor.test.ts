import { bulanRomawi, FORMAT_NOMOR_BAWAAN, parseFormatNomor, renderNomor } from './surat-nomor';

describe('the number format of a letter', () => {
  const nilai = { kode: '470', seq: 7, kodeDesa: '35.07.24.2004', tanggal: '2026-11-05' };

  it('renders the issue example and the default', () => {
    expect(renderNomor('470/{seq:3}/35.07.24.2004/{bulan_romawi}/{tahun}', nilai)).toBe('470/007/35.07.24.2004/XI/2026');
    expect(renderNomor(FORMAT_NOMOR_BAWAAN, { ...nilai, kode: '474.3', seq: 12 })).toBe('474.3/012/35.07.24.2004/XI/2026');
    expect(renderNomor('Nomor {seq:1}', { ...nilai, seq: 1234 })).toBe('Nomor 1234');
    expect(renderNomor('{seq}', nilai)).toBe('7');
  });

  it('parses fixed text and the parts in order', () => {
    expect(parseFormatNomor('A-{seq:2}/{tahun}')).toEqual({ bagian: [{ jenis: 'teks', teks: 'A-' }, { jenis: 'seq', lebar: 2 }, { jenis: 'teks', teks: '/' }, { jenis: 'tahun' }] });
  });

  it('refuses an unknown part, a brace alone, no or two sequences, a bad width', () => {
    const masalah = (f: string) => {
      const r = parseFormatNomor(f);
      return 'masalah' in r ? r.masalah : null;
    };
    expect(masalah('{kode}/{nomor}/{tahun}')).toBe('Bagian {nomor} tidak dikenal dalam format nomor');
    expect(masalah('{kode}/{seq:3')).toBe('Format nomor memuat "{" tanpa "}"');
    expect(masalah('{kode}}/{seq:3}')).toBe('Format nomor memuat "}" tanpa "{"');
    expect(masalah('{kode}/{tahun}')).toBe('Format nomor harus memuat nomor urut {seq:N}');
    expect(masalah('{seq:2}/{seq:3}')).toBe('Format nomor hanya boleh memuat satu nomor urut {seq:N}');
    expect(masalah('{seq:7}')).toBe('Lebar nomor urut {seq:N} harus 1 sampai 6');
    expect(masalah('{seq:0}')).toBe('Lebar nomor urut {seq:N} harus 1 sampai 6');
    expect(masalah('  ')).toBe('Format nomor tidak boleh kosong');
    expect(masalah(`{seq:3}${'x'.repeat(120)}`)).toBe('Format nomor paling banyak 120 karakter');
    expect(masalah(FORMAT_NOMOR_BAWAAN)).toBeNull();
  });

  it('writes the months in Roman numerals', () => {
    expect([1, 4, 9, 12].map(bulanRomawi)).toEqual(['I', 'IV', 'IX', 'XII']);
    expect(() => bulanRomawi(13)).toThrow();
  });
});
