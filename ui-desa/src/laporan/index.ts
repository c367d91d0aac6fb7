// @sid/ui-desa/laporan: the reminder to close last month's Laporan Bulanan Penduduk (issue 37).
export { PengingatTutupLaporan } from './pengingat-tutup';
