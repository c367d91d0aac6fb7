// GET /api/kematian/csv: the server streams the deaths the list shows (its search `q` and filter
// `belum_lengkap`, in its order) as CSV, under the spec's name (data_kematian_{date}.csv, in
// Content-Disposition).
import { downloadCsv, type KematianSort, type SortOrder } from '@sid/openapi';

export function unduhCsvKematian(sort: KematianSort | undefined, order: SortOrder, filter: { q?: string; belum_lengkap?: boolean } = {}) {
  return downloadCsv('/api/kematian/csv', { query: { sort, order, q: filter.q, belum_lengkap: filter.belum_lengkap } });
}
