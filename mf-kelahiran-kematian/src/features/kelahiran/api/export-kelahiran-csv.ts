// GET /api/kelahiran/csv: the server streams every birth (in the list's order) as CSV, under the
// spec's name (data_kelahiran_{date}.csv, in Content-Disposition).
import { downloadCsv, type KelahiranSort, type SortOrder } from '@sid/openapi';

export function unduhCsvKelahiran(sort: KelahiranSort | undefined, order: SortOrder) {
  return downloadCsv('/api/kelahiran/csv', { query: { sort, order } });
}
