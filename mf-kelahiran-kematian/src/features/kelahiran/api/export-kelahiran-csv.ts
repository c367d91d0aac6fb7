// GET /api/kelahiran/csv: the server streams every birth (in the list's order) as CSV.
import { downloadCsv, type KelahiranSort, type SortOrder } from '@sid/openapi';
import { tanggalCsv } from '@sid/ui/format';

/** Spec §9: data_kelahiran_{date}.csv. */
export function kelahiranCsvName(date: Date = new Date()): string {
  return `data_kelahiran_${tanggalCsv(date)}.csv`;
}

export function unduhCsvKelahiran(sort: KelahiranSort | undefined, order: SortOrder) {
  return downloadCsv('/api/kelahiran/csv', { query: { sort, order } }, kelahiranCsvName());
}
