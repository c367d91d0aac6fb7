// GET /api/kelahiran/csv: the server streams the births the list shows (its search `q`, in its
// order) as CSV, under the spec's name (data_kelahiran_{date}.csv, in Content-Disposition); `format`
// the ';' CSV or the .xlsx of the same rows.
import { downloadList, type KelahiranSort, type ListDownloadOptions } from '@sid/openapi';

export const downloadKelahiran = (options: ListDownloadOptions<KelahiranSort>) => downloadList('/api/kelahiran/csv', options);
