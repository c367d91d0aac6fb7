// Laporan's calls (tag laporan of openapi.yaml): the monthly report, its download and closing a month.
import { api, callApi, downloadCsv, useApiGet, type components } from '@sid/openapi';

type S = components['schemas'];
export type LaporanBulanan = S['LaporanBulanan'];
export type BarisLaporan = S['LaporanBulananBaris'];
export type FormatEkspor = components['parameters']['FormatEkspor'];

export const useLaporanBulanan = (bulan: string | undefined) => useApiGet('/api/laporan_bulanan', { query: { bulan } }, { keepPreviousData: true });

export const downloadLaporanBulanan = (bulan: string, format: FormatEkspor) =>
  downloadCsv('/api/laporan_bulanan/csv', { query: { bulan, format: format === 'csv' ? undefined : format } });

export const tutupLaporanBulanan = (bulan: string) => callApi(api.POST('/api/laporan_bulanan/tutup', { body: { bulan } }));
