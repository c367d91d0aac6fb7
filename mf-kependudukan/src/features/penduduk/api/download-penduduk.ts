// GET /api/penduduk/csv: the residents, streamed by the server under the spec's name
// (data_penduduk_desa_{village}_{date}.csv, in Content-Disposition). With the list's search text as
// `q`: digits find NIK or No. KK by prefix, other text the name (the server's list search). `format`:
// the ';' CSV or the .xlsx of the same rows.
import { downloadList, type ListDownloadOptions, type PendudukSort } from '@sid/openapi';

export const downloadPenduduk = (options: ListDownloadOptions<PendudukSort>) => downloadList('/api/penduduk/csv', options);
