// GET /api/kematian/csv: the server streams the deaths the list shows (its search `q` and filter
// `belum_lengkap`, in its order) as CSV, under the spec's name (data_kematian_{date}.csv, in
// Content-Disposition); `format` the ';' CSV or the .xlsx of the same rows.
import { downloadList, type KematianSort, type ListDownloadOptions } from '@sid/openapi';

export const downloadKematian = (options: ListDownloadOptions<KematianSort>) => downloadList('/api/kematian/csv', options);
