import { susunKontenSurat, type MasukanKontenSurat } from './surat-konten';

const dasar: MasukanKontenSurat = {
  jenis: {
    judul: 'SURAT KETERANGAN DOMISILI',
    data_penduduk: ['nama_lengkap', 'nik', 'alamat'],
    isian: [{ kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true }],
    isi: 'Berdomisili di {alamat}, Desa {nama_desa}, untuk keperluan {isian.keperluan}.',
    sumber: null,
  },
  orang: { nama_lengkap: 'BUDI SANTOSO', nik: '3507010101900001', alamat: 'RT 001 / RW 002, Dusun Krajan' },
  sumber: {},
  isian: { keperluan: 'Melamar pekerjaan' },
  pejabat: { nama: 'SITI AMINAH', jabatan: 'Sekretaris Desa', nip: null, bentuk: 'an', atas_nama: null, untuk_beliau: null },
  desa: { nama_desa: 'Sukamaju', kecamatan: 'Pakis', kabupaten: 'Malang', provinsi: 'Jawa Timur', alamat_kantor: 'Jl. Raya 1', kode_pos: '65154' },
  nomor: '470/001/35.07.24.2004/XI/2026',
  tanggal: '2026-11-05',
  ada_logo: true,
  kode_verifikasi: null,
  url_verifikasi: null,
};

describe('the content of a letter', () => {
  it('fills every part of a complete letter and lists nothing missing', () => {
    const { konten, kurang } = susunKontenSurat(dasar);
    expect(kurang).toEqual([]);
    expect(konten.isi).toBe('Berdomisili di RT 001 / RW 002, Dusun Krajan, Desa Sukamaju, untuk keperluan Melamar pekerjaan.');
    expect(konten.data).toEqual([
      { label: 'Nama Lengkap', nilai: 'BUDI SANTOSO' },
      { label: 'NIK', nilai: '3507010101900001' },
      { label: 'Alamat', nilai: 'RT 001 / RW 002, Dusun Krajan' },
    ]);
    expect(konten.ttd).toEqual({ tempat_tanggal: 'Sukamaju, 05 November 2026', baris: ['a.n. Kepala Desa Sukamaju', 'Sekretaris Desa'], nama: 'SITI AMINAH', nip: null });
    expect(konten.tanggal_teks).toBe('05 November 2026');
  });

  it('lists what is missing and marks it instead of printing a placeholder', () => {
    const { konten, kurang } = susunKontenSurat({ ...dasar, orang: { ...dasar.orang, alamat: '' }, isian: {}, pejabat: null, nomor: null });
    expect(kurang.map((k) => k.kolom)).toEqual(['pejabat_id', 'nomor_surat', 'alamat', 'isian.keperluan']);
    expect(kurang.find((k) => k.kolom === 'isian.keperluan')?.pesan).toBe('Keperluan wajib diisi');
    expect(konten.isi).toBe('Berdomisili di [Alamat], Desa Sukamaju, untuk keperluan [Keperluan].');
    expect(konten.isi).not.toMatch(/[{}]/);
    expect(konten.ttd.nama).toBe('[Nama Penandatangan]');
  });
});
