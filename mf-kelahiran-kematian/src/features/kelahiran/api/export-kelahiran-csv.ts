// GET /api/kelahiran/csv: the server streams the births the list shows (its search `q`, in its
// order) as CSV, under the spec's name (data_kelahiran_{date}.csv, in Content-Disposition); `format`
// the ';' CSV or the .xlsx of the same rows ('csv', the server's default, stays out of the URL).
import { downloadCsv, type components, type KelahiranSort, type SortOrder } from '@sid/openapi';

export function unduhCsvKelahiran(sort: KelahiranSort | undefined, order: SortOrder, filter: { q?: string } = {}, format: components['parameters']['FormatEkspor'] = 'csv') {
  return downloadCsv('/api/kelahiran/csv', { query: { sort, order, q: filter.q, format: format === 'csv' ? undefined : format } });
}
