// A list's download (GET /api/<list>/csv): the rows the list shows, in its order, as the ';' CSV, the
// ',' CSV or the .xlsx the server streams. One option object for every list (docs/conventions.md,
// "Names"): `downloadKelahiran({ sort, order, q, format })`; each list's function is one line on this.
import type { components } from './schema';
import { downloadCsv, type CsvPath, type GetParams } from './hooks';

/** What a list's download takes: the list's order and search, and the file's format. */
export interface ListDownloadOptions<S extends string> {
  sort?: S | undefined;
  order?: components['schemas']['SortOrder'] | undefined;
  /** The list's search text (the server's `q`). */
  q?: string | undefined;
  /** Only the records still missing their documents (the lists with 'Belum lengkap saja'). */
  belum_lengkap?: boolean | undefined;
  /** 'csv' (the server's default, left out of the URL), 'csv_titik_koma' or 'xlsx'. */
  format?: components['parameters']['FormatEkspor'] | undefined;
  /** The area the list is filtered by (issue 35: the resident and family-card lists). */
  dusun_id?: string | undefined;
  rw_id?: string | undefined;
  rt_id?: string | undefined;
}

/** Downloads list `path` as the options say, saved under the name the server gives. */
export function downloadList<P extends CsvPath>(path: P, { sort, order, q, belum_lengkap, format, dusun_id, rw_id, rt_id }: ListDownloadOptions<string>) {
  const query = { sort, order, q, belum_lengkap, format: format === 'csv' ? undefined : format, dusun_id, rw_id, rt_id };
  return downloadCsv(path, { query } as GetParams<P>);
}
