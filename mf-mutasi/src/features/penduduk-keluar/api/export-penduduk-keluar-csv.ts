// GET /api/penduduk_keluar/csv: the server streams every moved-out record (in the list's order) as CSV.
import { downloadCsv, type PendudukKeluarSort, type SortOrder } from '@sid/openapi';
import { tanggalCsv } from '@sid/ui/format';

/** Spec §9: data_penduduk_keluar_{date}.csv. */
export function pendudukKeluarCsvName(date: Date = new Date()): string {
  return `data_penduduk_keluar_${tanggalCsv(date)}.csv`;
}

export function unduhCsvPendudukKeluar(sort: PendudukKeluarSort | undefined, order: SortOrder) {
  return downloadCsv('/api/penduduk_keluar/csv', { query: { sort, order } }, pendudukKeluarCsvName());
}
