// GET /api/penduduk_keluar/csv: the server streams the moved-out records the list shows (its search
// `q` and filter `belum_lengkap`, in its order) as CSV, under the spec's name
// (data_penduduk_keluar_{date}.csv, in Content-Disposition).
import { downloadCsv, type PendudukKeluarSort, type SortOrder } from '@sid/openapi';

export function unduhCsvPendudukKeluar(sort: PendudukKeluarSort | undefined, order: SortOrder, filter: { q?: string; belum_lengkap?: boolean } = {}) {
  return downloadCsv('/api/penduduk_keluar/csv', { query: { sort, order, q: filter.q, belum_lengkap: filter.belum_lengkap } });
}
