import { barisTtdSurat, isiTeksSurat, labelPlaceholderSurat, masalahTeksSurat, normalKodeVerifikasi, placeholderDalam, placeholderJenisSurat, samarkanNama, tampilKodeVerifikasi } from './surat-teks';
import { masalahDefinisiIsian, periksaIsianSurat, tampilIsianSurat, type IsianSurat } from './surat-isian';

const jenis = { isian: [{ kunci: 'keperluan' }] };

describe('the placeholders of a letter kind', () => {
  it('lists the person fields, the common ones and the kind own fields', () => {
    const p = placeholderJenisSurat(jenis);
    expect(p).toEqual(expect.arrayContaining(['nama_lengkap', 'nik', 'alamat', 'tempat_tanggal_lahir', 'nama_desa', 'nomor_surat', 'isian.keperluan']));
    expect(p).not.toContain('isian.nama_usaha');
    expect(p).not.toContain('sumber.tanggal_meninggal');
    expect(placeholderJenisSurat({ isian: [], sumber: 'kematian' })).toContain('sumber.tanggal_meninggal');
    expect(labelPlaceholderSurat('sumber.alamat_pindah', { isian: [], sumber: 'penduduk_keluar' })).toBe('Alamat Tujuan');
    expect(labelPlaceholderSurat('isian.keperluan', { isian: [{ kunci: 'keperluan', label: 'Keperluan' }] })).toBe('Keperluan');
    expect(labelPlaceholderSurat('nik', { isian: [] })).toBe('NIK');
  });

  it('refuses an unknown placeholder when the text is saved, and a brace alone', () => {
    const dikenal = placeholderJenisSurat(jenis);
    expect(masalahTeksSurat('Yang bertanda tangan di bawah ini, {nama_lengkap}, untuk {isian.keperluan}.', dikenal)).toBeNull();
    expect(masalahTeksSurat('Nama ibu: {nama_ibu}', dikenal)).toBe('Isian {nama_ibu} tidak dikenal untuk jenis surat ini');
    expect(masalahTeksSurat('Usaha {isian.nama_usaha}', dikenal)).toBe('Isian {isian.nama_usaha} tidak dikenal untuk jenis surat ini');
    expect(masalahTeksSurat('Nama {nama_lengkap', dikenal)).toBe('Isi surat memuat "{" tanpa "}"');
    expect(masalahTeksSurat('Nama nama_lengkap}', dikenal)).toBe('Isi surat memuat "}" tanpa "{"');
    expect(masalahTeksSurat('  ', dikenal)).toBe('Isi surat tidak boleh kosong');
  });

  it('fills a text and marks what is missing instead of printing a placeholder', () => {
    expect(placeholderDalam('{a} {b} { a }')).toEqual(['a', 'b']);
    const r = isiTeksSurat('{nama_lengkap} untuk {isian.keperluan} di {nama_desa}', { nama_lengkap: 'BUDI', 'isian.keperluan': ' ' }, (n) => (n === 'isian.keperluan' ? 'Keperluan' : n));
    expect(r).toEqual({ teks: 'BUDI untuk [Keperluan] di [nama_desa]', kosong: ['isian.keperluan', 'nama_desa'] });
  });
});

describe('the masked name of the verification page', () => {
  it('keeps the first letter of each word', () => {
    expect(samarkanNama('Budi Santoso')).toBe('B*** S******');
    expect(samarkanNama('  siti   NURHALIZA  ')).toBe('s*** N********');
    expect(samarkanNama('A')).toBe('A');
    expect(samarkanNama('Étienne')).toBe('É******');
    expect(samarkanNama('')).toBe('');
  });
});

describe('the signature lines', () => {
  it('writes a.n. and u.b. above the position', () => {
    expect(barisTtdSurat({ jabatan: 'Kepala Desa', bentuk: 'langsung' }, 'Sukamaju')).toEqual(['Kepala Desa Sukamaju']);
    expect(barisTtdSurat({ jabatan: 'Sekretaris Desa', bentuk: 'an' }, 'Sukamaju')).toEqual(['a.n. Kepala Desa Sukamaju', 'Sekretaris Desa']);
    expect(barisTtdSurat({ jabatan: 'Kasi Pemerintahan', bentuk: 'ub', atas_nama: null, untuk_beliau: null }, 'Sukamaju')).toEqual([
      'a.n. Kepala Desa Sukamaju',
      'Sekretaris Desa',
      'u.b.',
      'Kasi Pemerintahan',
    ]);
  });
});

describe('the short code beside the QR', () => {
  it('reads a code as typed and prints it in groups', () => {
    expect(normalKodeVerifikasi('abcd-efgh-2345-6789')).toBe('ABCDEFGH23456789');
    expect(normalKodeVerifikasi('abcd-efgh')).toBeNull();
    expect(tampilKodeVerifikasi('ABCDEFGH23456789')).toBe('ABCD-EFGH-2345-6789');
  });
});

describe('the extra fields a clerk fills', () => {
  const isian: IsianSurat[] = [
    { kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true },
    { kunci: 'penghasilan', label: 'Penghasilan', tipe: 'uang', wajib: false },
    { kunci: 'tanggal_hilang', label: 'Tanggal Hilang', tipe: 'tanggal', wajib: false },
    { kunci: 'jumlah', label: 'Jumlah', tipe: 'angka', wajib: false },
    { kunci: 'status', label: 'Status', tipe: 'pilihan', wajib: false, pilihan: ['Milik sendiri', 'Sewa'] },
  ];

  it('accepts good values in their stored form', () => {
    expect(periksaIsianSurat(isian, { keperluan: '  Melamar   kerja ', penghasilan: '1.500.000', tanggal_hilang: '2026-02-28', jumlah: '3', status: 'Sewa' })).toEqual({
      nilai: { keperluan: 'Melamar kerja', penghasilan: '1500000', tanggal_hilang: '2026-02-28', jumlah: '3', status: 'Sewa' },
      masalah: [],
    });
  });

  it('names each missing, wrong or unknown field', () => {
    const { masalah } = periksaIsianSurat(isian, { keperluan: ' ', penghasilan: '1,5 juta', tanggal_hilang: '2026-02-30', jumlah: 'tiga', status: 'Pinjam', lain: 'x' });
    expect(masalah).toEqual([
      { kolom: 'isian.lain', pesan: 'Isian lain tidak dikenal untuk jenis surat ini' },
      { kolom: 'isian.keperluan', pesan: 'Keperluan wajib diisi' },
      { kolom: 'isian.penghasilan', pesan: 'Penghasilan harus berupa jumlah rupiah tanpa sen, misalnya 1.500.000' },
      { kolom: 'isian.tanggal_hilang', pesan: 'Tanggal Hilang tidak ada: Februari 2026 hanya sampai tanggal 28' },
      { kolom: 'isian.jumlah', pesan: 'Jumlah harus berupa angka' },
      { kolom: 'isian.status', pesan: 'Status harus salah satu dari: Milik sendiri, Sewa' },
    ]);
    expect(periksaIsianSurat(isian, { tanggal_hilang: '05-01-2026' }).masalah).toContainEqual({ kolom: 'isian.tanggal_hilang', pesan: 'Tanggal Hilang harus tanggal yang benar (YYYY-MM-DD)' });
    expect(periksaIsianSurat(isian, { keperluan: 'x'.repeat(201) }).masalah).toEqual([{ kolom: 'isian.keperluan', pesan: 'Keperluan paling banyak 200 karakter' }]);
  });

  it('prints money and dates the Indonesian way', () => {
    expect(tampilIsianSurat('uang', '1500000')).toBe('Rp 1.500.000');
    expect(tampilIsianSurat('uang', '950')).toBe('Rp 950');
    expect(tampilIsianSurat('tanggal', '2026-01-05')).toBe('05 Januari 2026');
  });

  it('checks a kind fields as published', () => {
    expect(masalahDefinisiIsian(isian)).toBeNull();
    expect(masalahDefinisiIsian([...isian, { kunci: 'keperluan', label: 'X', tipe: 'teks', wajib: false }])).toBe('Kunci isian keperluan dipakai lebih dari sekali');
    expect(masalahDefinisiIsian([{ kunci: 'p', label: 'P', tipe: 'pilihan', wajib: false }])).toBe('Isian P bertipe pilihan harus punya daftar pilihan');
  });
});
