// GET /api/kematian/csv: the server streams every death (in the list's order) as CSV, under the
// spec's name (data_kematian_{date}.csv, in Content-Disposition).
import { downloadCsv, type KematianSort, type SortOrder } from '@sid/openapi';

export function unduhCsvKematian(sort: KematianSort | undefined, order: SortOrder) {
  return downloadCsv('/api/kematian/csv', { query: { sort, order } });
}
