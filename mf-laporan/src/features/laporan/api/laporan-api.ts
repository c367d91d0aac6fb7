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

/** The village's signers and the regency's logo, for the printed pages. */
export const useKopLaporan = () => useApiGet('/api/laporan_kop', {});
export type PejabatLaporan = S['PejabatLaporan'];
/** Adds an official who signs the reports and books (Super Admin; Layanan Surat's list). */
export const tambahPejabatLaporan = (body: S['PejabatLaporanInput']) => callApi(api.POST('/api/laporan_kop/pejabat', { body }));

export type BukuIndukBaris = S['BukuIndukBaris'];
export type BukuMutasi = S['BukuMutasi'];
export type BukuRekapitulasi = S['BukuRekapitulasi'];

export const useBukuInduk = (bulan: string | undefined, page: number, limit: number) =>
  useApiGet('/api/buku_induk', { query: { bulan, page, limit } }, { keepPreviousData: true });
export const useBukuMutasi = (bulan: string | undefined) => useApiGet('/api/buku_mutasi', { query: { bulan } }, { keepPreviousData: true });
export const useBukuRekapitulasi = (bulan: string | undefined) => useApiGet('/api/buku_rekapitulasi', { query: { bulan } }, { keepPreviousData: true });

const unduh = (path: '/api/buku_induk/csv' | '/api/buku_mutasi/csv' | '/api/buku_rekapitulasi/csv') => (bulan: string, format: FormatEkspor) =>
  downloadCsv(path, { query: { bulan, format: format === 'csv' ? undefined : format } });
export const downloadBukuInduk = unduh('/api/buku_induk/csv');
export const downloadBukuMutasi = unduh('/api/buku_mutasi/csv');
export const downloadBukuRekapitulasi = unduh('/api/buku_rekapitulasi/csv');
