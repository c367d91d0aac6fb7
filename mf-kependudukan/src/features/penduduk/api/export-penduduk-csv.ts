// GET /api/penduduk/csv: the residents, streamed by the server under the spec's name
// (data_penduduk_desa_{village}_{date}.csv, in Content-Disposition). With the list's search text as
// `q`: digits find NIK or No. KK by prefix, other text the name (the server's list search). `format`:
// the ';' CSV or the .xlsx of the same rows ('csv', the server's default, stays out of the URL).
import { downloadCsv, type components, type PendudukSort, type SortOrder } from '@sid/openapi';

export function exportPendudukCsv(sort: PendudukSort | undefined, order: SortOrder, q?: string, format: components['parameters']['FormatEkspor'] = 'csv') {
  return downloadCsv('/api/penduduk/csv', { query: { sort, order, q, format: format === 'csv' ? undefined : format } });
}
