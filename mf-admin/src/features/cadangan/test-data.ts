// Answers of the backups' calls, for the tests of their screens.
import type { Cadangan, StatusCadangan } from './api/list-cadangan';

export const berhasil: Cadangan = {
  _id: 'c1', mulai: '2026-11-27T05:00:00.000Z', selesai: '2026-11-27T05:00:01.000Z', status: 'berhasil', pemicu: 'jadwal',
  ukuran: 5_452_595, nama_berkas: 'sid-cadangan-20261127-050000Z-c1.tar.gz', terenkripsi: false, tersedia: true,
  pesan: 'Cadangan berhasil: 120 baris data dari 20 tabel, 3 berkas unggahan, 5,2 MB.',
};

export const gagal: Cadangan = {
  ...berhasil, _id: 'c2', mulai: '2026-11-26T05:00:00.000Z', status: 'gagal', ukuran: null, nama_berkas: null, tersedia: false,
  pesan: 'Pencadangan gagal: ruang disk penuh di /media/cadangan. Kosongkan ruang lalu coba lagi.',
};

export const lama: Cadangan = { ...berhasil, _id: 'c3', mulai: '2026-11-20T05:00:00.000Z', pemicu: 'manual', ukuran: 20_480, tersedia: false };

export const berjalan: Cadangan = { ...berhasil, _id: 'c4', mulai: '2026-11-27T08:30:00.000Z', selesai: null, status: 'berjalan', pemicu: 'manual', ukuran: null, nama_berkas: null, tersedia: false, pesan: 'Pencadangan sedang berjalan.' };

export const statusBaik: StatusCadangan = {
  peringatan: false, pesan: null, berjalan: false, terakhir: berhasil, terakhir_berhasil: berhasil,
  jadwal: { aktif: true, jam: 12, zona_waktu: 'Asia/Jakarta' }, terenkripsi: false, unduh_diizinkan: true, ekspor_desa_diizinkan: false,
};

export const statusGagal: StatusCadangan = {
  ...statusBaik, peringatan: true, pesan: `Pencadangan terakhir gagal. ${gagal.pesan}`, terakhir: gagal,
};

export const statusLama: StatusCadangan = {
  ...statusBaik, peringatan: true, pesan: 'Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu (2026-11-20). Periksa pencadangan otomatis.', terakhir: lama, terakhir_berhasil: lama,
};
