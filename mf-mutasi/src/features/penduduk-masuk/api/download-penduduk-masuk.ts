// The incoming area's CSV downloads, streamed by the server under the spec's names
// (Content-Disposition: data_kartu_keluarga_penduduk_masuk_{date}.csv, anggota_keluarga_{nik}.csv).
import { downloadCsv, downloadList, type ListDownloadOptions, type PendudukMasukSort } from '@sid/openapi';

/**
 * GET /api/penduduk_masuk/csv: the cards the list shows (its search `q` and filter `belum_lengkap`), in
 * its order; `format` the ';' CSV or the .xlsx of the same rows.
 */
export const downloadPendudukMasuk = (options: ListDownloadOptions<PendudukMasukSort>) => downloadList('/api/penduduk_masuk/csv', options);

/** GET /api/penduduk_masuk/{idKK}/csv: the card's members. */
export function downloadAnggotaMasuk(idKK: string) {
  return downloadCsv('/api/penduduk_masuk/{idKK}/csv', { path: { idKK } });
}
