// The two CSV downloads of the family-card area, streamed by the server under the spec's names
// (Content-Disposition: data_kartu_keluarga_{date}.csv, anggota_keluarga_{first member's nik}.csv).
import { downloadCsv, type components, type KartuKeluargaSort, type SortOrder } from '@sid/openapi';

/**
 * GET /api/kartu_keluarga/csv, in the list's order; with the list's search text as `q`, the cards
 * it finds (digits: No. KK or a member's NIK by prefix; other text: a member's name); `format` the ';'
 * CSV or the .xlsx of the same rows ('csv', the server's default, stays out of the URL).
 */
export function exportKartuKeluargaCsv(sort: KartuKeluargaSort | undefined, order: SortOrder, q?: string, format: components['parameters']['FormatEkspor'] = 'csv') {
  return downloadCsv('/api/kartu_keluarga/csv', { query: { sort, order, q, format: format === 'csv' ? undefined : format } });
}

/** GET /api/kartu_keluarga/{id}/csv: the card's members. */
export function exportAnggotaKeluargaCsv(idKK: string) {
  return downloadCsv('/api/kartu_keluarga/{id}/csv', { path: { id: idKK } });
}
