// GET /api/kelahiran/csv: the server streams the births the list shows (its search `q`, in its
// order) as CSV, under the spec's name (data_kelahiran_{date}.csv, in Content-Disposition).
import { downloadCsv, type KelahiranSort, type SortOrder } from '@sid/openapi';

export function unduhCsvKelahiran(sort: KelahiranSort | undefined, order: SortOrder, filter: { q?: string } = {}) {
  return downloadCsv('/api/kelahiran/csv', { query: { sort, order, q: filter.q } });
}
