// GET /api/kematian/csv: the server streams the deaths the list shows (its search `q` and filter
// `belum_lengkap`, in its order) as CSV, under the spec's name (data_kematian_{date}.csv, in
// Content-Disposition); `format` the ';' CSV or the .xlsx of the same rows ('csv', the server's default, stays out of the URL).
import { downloadCsv, type components, type KematianSort, type SortOrder } from '@sid/openapi';

export function unduhCsvKematian(
  sort: KematianSort | undefined,
  order: SortOrder,
  filter: { q?: string; belum_lengkap?: boolean } = {},
  format: components['parameters']['FormatEkspor'] = 'csv',
) {
  return downloadCsv('/api/kematian/csv', { query: { sort, order, q: filter.q, belum_lengkap: filter.belum_lengkap, format: format === 'csv' ? undefined : format } });
}
