// Issue 40: a new village's first steps, ticked from what the server holds. The dashboard shows them to
// its Super Admin until every one is done, then not at all.

export interface DataPersiapan {
  /** The village's Kemendagri code (null until set: by the Admin Kabupaten in a regency, else at install). */
  kodeWilayah: string | null | undefined;
  /** One of a regency's villages (GET /api/desa `dalam_kabupaten`): the regency sets the code. */
  dalamKabupaten: boolean;
  jumlahDusun: number;
  jumlahPejabat: number;
  /** Every user of the village, the Super Admin included. */
  jumlahPengguna: number;
  jumlahPenduduk: number;
}

export interface LangkahPersiapan {
  id: 'identitas' | 'pejabat' | 'staf' | 'penduduk';
  judul: string;
  keterangan: string;
  selesai: boolean;
  /** Where the step is done, and the link's words. */
  tautan: { ke: string; label: string };
}

export function langkahPersiapan(d: DataPersiapan): LangkahPersiapan[] {
  const adaKode = Boolean(d.kodeWilayah);
  const identitas = !adaKode
    ? `Kode wilayah desa belum diisi: ${d.dalamKabupaten ? 'minta Admin Kabupaten mengisinya di konsol kabupaten' : 'minta pengelola server mengisinya'}.`
    : d.jumlahDusun === 0
      ? `Kode wilayah ${d.kodeWilayah ?? ''}. Tambahkan dusun, RW dan RT desa.`
      : `Kode wilayah ${d.kodeWilayah ?? ''}, ${d.jumlahDusun} dusun.`;
  return [
    {
      id: 'identitas',
      judul: 'Identitas dan kode wilayah desa',
      keterangan: identitas,
      selesai: adaKode && d.jumlahDusun > 0,
      tautan: { ke: '/wilayah_desa', label: 'Atur dusun, RW dan RT' },
    },
    {
      id: 'pejabat',
      judul: 'Pejabat yang menandatangani',
      keterangan: d.jumlahPejabat > 0 ? `${d.jumlahPejabat} pejabat tersimpan.` : 'Simpan kepala desa atau pejabat lain yang menandatangani laporan dan surat.',
      selesai: d.jumlahPejabat > 0,
      tautan: { ke: '/laporan', label: 'Tambah pejabat' },
    },
    {
      id: 'staf',
      judul: 'Akun staf desa',
      keterangan: d.jumlahPengguna > 1 ? `${d.jumlahPengguna - 1} akun selain Anda.` : 'Buatkan akun untuk staf yang mencatat data; mereka mengganti password saat login pertama.',
      selesai: d.jumlahPengguna > 1,
      tautan: { ke: '/users', label: 'Tambah akun staf' },
    },
    {
      id: 'penduduk',
      judul: 'Data penduduk',
      keterangan: d.jumlahPenduduk > 0 ? `${d.jumlahPenduduk} penduduk tercatat.` : 'Masukkan data penduduk dari lembar kerja (Excel atau CSV) sekaligus.',
      selesai: d.jumlahPenduduk > 0,
      tautan: { ke: '/impor_penduduk', label: 'Buka impor data' },
    },
  ];
}
