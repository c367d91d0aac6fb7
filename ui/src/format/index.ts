export {
  NAMA_BULAN,
  formatTanggalPanjang,
  formatTanggalPendek,
  formatTanggalWaktu,
  tanggalCsv,
  hariIniIso,
  type TanggalInput,
} from './tanggal';
export { terbilang } from './terbilang';
