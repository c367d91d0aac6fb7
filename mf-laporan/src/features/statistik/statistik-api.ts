// Statistik Penduduk of the village (tag laporan of openapi.yaml): the tables and their download.
import { downloadCsv, useApiGet, type components } from '@sid/openapi';

export type StatistikPenduduk = components['schemas']['StatistikPenduduk'];
type FormatEkspor = components['parameters']['FormatEkspor'];

export const useStatistikPenduduk = (dusun: string | null) => useApiGet('/api/statistik_penduduk', { query: { dusun: dusun || undefined } }, { keepPreviousData: true });

export const downloadStatistikPenduduk = (dusun: string | null, format: FormatEkspor) =>
  downloadCsv('/api/statistik_penduduk/csv', { query: { dusun: dusun || undefined, format: format === 'csv' ? undefined : format } });
