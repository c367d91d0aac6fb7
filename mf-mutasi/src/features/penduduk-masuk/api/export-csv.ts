// The incoming area's CSV downloads, streamed by the server under the spec's names
// (Content-Disposition: data_kartu_keluarga_penduduk_masuk_{date}.csv, anggota_keluarga_{nik}.csv).
import { downloadCsv, type components, type PendudukMasukSort, type SortOrder } from '@sid/openapi';

/**
 * GET /api/penduduk_masuk/csv: the cards the list shows (its search `q` and filter `belum_lengkap`), in
 * its order; `format` the ';' CSV or the .xlsx of the same rows ('csv', the server's default, stays out of the URL).
 */
export function unduhCsvPendudukMasuk(
  sort: PendudukMasukSort | undefined,
  order: SortOrder,
  filter: { q?: string; belum_lengkap?: boolean } = {},
  format: components['parameters']['FormatEkspor'] = 'csv',
) {
  return downloadCsv('/api/penduduk_masuk/csv', { query: { sort, order, q: filter.q, belum_lengkap: filter.belum_lengkap, format: format === 'csv' ? undefined : format } });
}

/** GET /api/penduduk_masuk/{idKK}/csv: the card's members. */
export function unduhCsvAnggotaMasuk(idKK: string) {
  return downloadCsv('/api/penduduk_masuk/{idKK}/csv', { path: { idKK } });
}
