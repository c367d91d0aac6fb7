// GET /api/penduduk_keluar/csv: the server streams the moved-out records the list shows (its search
// `q` and filter `belum_lengkap`, in its order) as CSV, under the spec's name
// (data_penduduk_keluar_{date}.csv, in Content-Disposition); `format` the ';' CSV or the .xlsx of the same rows.
import { downloadList, type ListDownloadOptions, type PendudukKeluarSort } from '@sid/openapi';

export const downloadPendudukKeluar = (options: ListDownloadOptions<PendudukKeluarSort>) => downloadList('/api/penduduk_keluar/csv', options);
