// @sid/ui-desa/statistik: Statistik Penduduk's tables and charts (issue 37), for the village's screens
// (mf-laporan) and the regency console's (mf-kabupaten). Chart.js loads with the first chart, in a
// chunk of its own (grafik-chart.ts).
export { PanelStatistik, TombolCetak, CETAK_STATISTIK, CETAK_STATISTIK_LANSKAP } from './panel-statistik';
export { GrafikStatistik, konfigurasiGrafik, WARNA_LAKI, WARNA_PEREMPUAN } from './grafik-statistik';
export { TabelStatistikView, jumlahTabel, angkaId, type TabelStatistik, type BarisStatistik } from './tabel-statistik';
