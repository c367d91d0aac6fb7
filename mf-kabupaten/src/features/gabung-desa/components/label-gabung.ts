// The dry run's words for the officer (issue 38): each table of the export by what it holds, each kind of
// conflict by what it is and what to do about it. The server's conflict messages are already Indonesian;
// these name the group and the way out.
import type { components } from '@sid/openapi';

type JenisKonflik = components['schemas']['KonflikGabungDesa']['jenis'];

const TABEL: Record<string, string> = {
  activity_log: 'Log aktivitas',
  arsip_kematian: 'Arsip kematian',
  berkas: 'Berkas unggahan (foto dan dokumen)',
  data_terhapus: 'Data Terhapus',
  data_terhapus_baris: 'Baris Data Terhapus',
  dusun: 'Dusun',
  files: 'Catatan berkas unggahan',
  kartu_keluarga: 'Kartu keluarga',
  kata_nama_desa: 'Indeks pencarian nama desa',
  kelahiran: 'Kelahiran',
  kematian: 'Kematian',
  keterangan_keluar: 'Keterangan keluar',
  keterangan_masuk: 'Keterangan masuk',
  laporan_bulanan: 'Laporan bulanan yang ditutup',
  login_alamat_dikenal: 'Perangkat masuk yang dikenal',
  login_percobaan: 'Percobaan masuk',
  modul_desa: 'Pengaturan modul desa',
  modul_muat: 'Catatan pemuatan modul',
  penduduk: 'Penduduk',
  penduduk_kata: 'Indeks pencarian penduduk',
  penduduk_keluar: 'Penduduk keluar',
  penduduk_keluar_anggota: 'Anggota penduduk keluar',
  penduduk_pasangan_kata: 'Indeks pencarian pasangan',
  peristiwa_penduduk: 'Buku peristiwa penduduk',
  pindah_antar_desa: 'Pindah antar desa',
  rt: 'RT',
  rw: 'RW',
  signatures: 'Tanda tangan',
  statistik_desa: 'Statistik desa',
  surat: 'Surat keluar',
  surat_format: 'Format surat',
  surat_jenis_desa: 'Jenis surat desa',
  surat_jumlah: 'Jumlah surat',
  surat_pejabat: 'Pejabat penandatangan',
  surat_setelan: 'Pengaturan surat',
  surat_urut: 'Nomor urut surat',
  tindakan_kabupaten: 'Tindakan kabupaten',
  tugas_terjadwal: 'Tugas terjadwal',
  users: 'Pengguna',
};

/** A table of the export in words ('penduduk_keluar' -> 'Penduduk keluar'; one added later by its name). */
export function labelTabel(tabel: string): string {
  const known = TABEL[tabel];
  if (known) return known;
  const words = tabel.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KONFLIK: Record<JenisKonflik, { judul: string; saran: string }> = {
  tanda_tangan: { judul: 'Tanda tangan', saran: 'Periksa kunci gabung, atau minta desa mengekspor ulang dengan kunci dari kabupaten.' },
  checksum: { judul: 'Keutuhan berkas', saran: 'Berkas rusak atau berubah di perjalanan: minta desa mengekspor ulang.' },
  skema: { judul: 'Versi aplikasi', saran: 'Perbarui aplikasi desa ke versi kabupaten, lalu ekspor ulang.' },
  sudah_digabung: { judul: 'Sudah digabungkan', saran: 'Desa ini sudah ada di kabupaten: tidak perlu digabungkan lagi.' },
  kode_desa: { judul: 'Kode desa', saran: "Tambahkan desanya di 'Ringkasan Kabupaten', lalu pilih desa itu sebagai desa tujuan." },
  desa_tujuan: { judul: 'Desa tujuan', saran: 'Pilih desa yang belum berisi data, atau desa baru.' },
  nik: { judul: 'NIK', saran: 'Selesaikan dulu di desa yang masih mencatat NIK ini aktif (misalnya pindah keluar), lalu periksa lagi.' },
  username: { judul: 'Nama pengguna', saran: 'Ganti nama pengguna itu di desa asal, lalu ekspor ulang.' },
  jenis_surat: { judul: 'Jenis surat', saran: "Tambahkan jenis surat itu di 'Layanan Surat Kabupaten', lalu periksa lagi." },
};

export const judulKonflik = (jenis: JenisKonflik) => KONFLIK[jenis]?.judul ?? 'Konflik';
export const saranKonflik = (jenis: JenisKonflik) => KONFLIK[jenis]?.saran ?? '';
