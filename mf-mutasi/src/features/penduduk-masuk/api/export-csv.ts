// The incoming area's CSV downloads, streamed by the server under the spec's names
// (Content-Disposition: data_kartu_keluarga_penduduk_masuk_{date}.csv, anggota_keluarga_{nik}.csv).
import { downloadCsv, type PendudukMasukSort, type SortOrder } from '@sid/openapi';

/** GET /api/penduduk_masuk/csv: the cards the list shows (its search `q` and filter `belum_lengkap`), in its order. */
export function unduhCsvPendudukMasuk(sort: PendudukMasukSort | undefined, order: SortOrder, filter: { q?: string; belum_lengkap?: boolean } = {}) {
  return downloadCsv('/api/penduduk_masuk/csv', { query: { sort, order, q: filter.q, belum_lengkap: filter.belum_lengkap } });
}

/** GET /api/penduduk_masuk/{idKK}/csv: the card's members. */
export function unduhCsvAnggotaMasuk(idKK: string) {
  return downloadCsv('/api/penduduk_masuk/{idKK}/csv', { path: { idKK } });
}
