// The two CSV downloads of the family-card area, streamed by the server under the spec's names
// (Content-Disposition: data_kartu_keluarga_{date}.csv, anggota_keluarga_{first member's nik}.csv).
import { downloadCsv, downloadList, type KartuKeluargaSort, type ListDownloadOptions } from '@sid/openapi';

/**
 * GET /api/kartu_keluarga/csv, in the list's order; with the list's search text as `q`, the cards
 * it finds (digits: No. KK or a member's NIK by prefix; other text: a member's name); `format` the ';'
 * CSV or the .xlsx of the same rows.
 */
export const downloadKartuKeluarga = (options: ListDownloadOptions<KartuKeluargaSort>) => downloadList('/api/kartu_keluarga/csv', options);

/** GET /api/kartu_keluarga/{id}/csv: the card's members. */
export function downloadAnggotaKeluarga(idKK: string) {
  return downloadCsv('/api/kartu_keluarga/{id}/csv', { path: { id: idKK } });
}
