// GET /api/penduduk/csv: every resident, streamed by the server under the spec's name
// (data_penduduk_desa_{village}_{date}.csv, in Content-Disposition).
import { downloadCsv, type PendudukSort, type SortOrder } from '@sid/openapi';

export function exportPendudukCsv(sort: PendudukSort | undefined, order: SortOrder) {
  return downloadCsv('/api/penduduk/csv', { query: { sort, order } });
}
