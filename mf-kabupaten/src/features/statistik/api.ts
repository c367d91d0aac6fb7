// The regency's side of issue 37 (tag kabupaten; Admin Kabupaten only, the server enforces it): the
// statistics, every village's monthly report side by side, one village's report, and their downloads.
import { downloadCsv, useApiGet, type components } from '@sid/openapi';

type S = components['schemas'];
export type StatistikKabupaten = S['StatistikKabupaten'];
export type LaporanBulananKabupaten = S['LaporanBulananKabupaten'];
export type RingkasLaporan = S['RingkasLaporanBulanan'];
export type LaporanBulanan = S['LaporanBulanan'];
export type FormatEkspor = components['parameters']['FormatEkspor'];

const tanpaKosong = (v: string | null | undefined) => (v ? v : undefined);
const formatDari = (format: FormatEkspor) => (format === 'csv' ? undefined : format);

export interface FilterStatistik {
  kecamatan?: string | null;
  desa_id?: string | null;
}

export const useStatistikKabupaten = (f: FilterStatistik) =>
  useApiGet('/api/kabupaten/statistik', { query: { kecamatan: tanpaKosong(f.kecamatan), desa_id: tanpaKosong(f.desa_id) } }, { keepPreviousData: true });

export const downloadStatistikKabupaten = (f: FilterStatistik, format: FormatEkspor) =>
  downloadCsv('/api/kabupaten/statistik/csv', { query: { kecamatan: tanpaKosong(f.kecamatan), desa_id: tanpaKosong(f.desa_id), format: formatDari(format) } });

export const useLaporanBulananKabupaten = (bulan: string | undefined, kecamatan: string | null) =>
  useApiGet('/api/kabupaten/laporan_bulanan', { query: { bulan, kecamatan: tanpaKosong(kecamatan) } }, { keepPreviousData: true });

export const downloadLaporanBulananKabupaten = (bulan: string, kecamatan: string | null, format: FormatEkspor) =>
  downloadCsv('/api/kabupaten/laporan_bulanan/csv', { query: { bulan, kecamatan: tanpaKosong(kecamatan), format: formatDari(format) } });

export const useLaporanDesa = (id: string, bulan: string | undefined) =>
  useApiGet('/api/kabupaten/desa/{id}/laporan_bulanan', { path: { id }, query: { bulan } }, { keepPreviousData: true });

/** The village's name and kecamatan for the drill-down's title (its record in the console). */
export const useDesaKabupaten = (id: string) => useApiGet('/api/kabupaten/desa/{id}', { path: { id } });

/** 'Kabupaten Malang', or a city's own name ('Kota Batu'). */
export const sebutanWilayah = (kabupaten: string): string => (/^kota\s/i.test(kabupaten) ? kabupaten : `Kabupaten ${kabupaten}`);
