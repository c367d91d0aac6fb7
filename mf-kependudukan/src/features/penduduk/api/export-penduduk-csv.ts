// GET /api/penduduk/csv: the residents, streamed by the server under the spec's name
// (data_penduduk_desa_{village}_{date}.csv, in Content-Disposition). With the list's search text as
// `q`: digits find NIK or No. KK by prefix, other text the name (the server's list search).
import { downloadCsv, type PendudukSort, type SortOrder } from '@sid/openapi';

export function exportPendudukCsv(sort: PendudukSort | undefined, order: SortOrder, q?: string) {
  return downloadCsv('/api/penduduk/csv', { query: { sort, order, q } });
}
