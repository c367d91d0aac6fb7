// GET /api/kematian/csv: the server streams every death (in the list's order) as CSV.
import { downloadCsv, type KematianSort, type SortOrder } from '@sid/openapi';
import { tanggalCsv } from '@sid/ui/format';

/** Spec §9: data_kematian_{date}.csv. */
export function kematianCsvName(date: Date = new Date()): string {
  return `data_kematian_${tanggalCsv(date)}.csv`;
}

export function unduhCsvKematian(sort: KematianSort | undefined, order: SortOrder) {
  return downloadCsv('/api/kematian/csv', { query: { sort, order } }, kematianCsvName());
}
