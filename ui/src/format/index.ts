export {
  NAMA_BULAN,
  formatTanggalPanjang,
  formatTanggalPendek,
  formatTanggalWaktu,
  hariIniIso,
  type TanggalInput,
} from './tanggal';
export { terbilang } from './terbilang';
export { tampil, teks, namaHari, NAMA_HARI, umurTahun } from './display';
