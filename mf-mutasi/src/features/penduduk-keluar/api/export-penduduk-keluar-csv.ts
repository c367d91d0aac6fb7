// GET /api/penduduk_keluar/csv: the server streams every moved-out record (in the list's order) as
// CSV, under the spec's name (data_penduduk_keluar_{date}.csv, in Content-Disposition).
import { downloadCsv, type PendudukKeluarSort, type SortOrder } from '@sid/openapi';

export function unduhCsvPendudukKeluar(sort: PendudukKeluarSort | undefined, order: SortOrder) {
  return downloadCsv('/api/penduduk_keluar/csv', { query: { sort, order } });
}
