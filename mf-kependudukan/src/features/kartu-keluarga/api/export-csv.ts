// The two CSV downloads of the family-card area, streamed by the server under the spec's names
// (Content-Disposition: data_kartu_keluarga_{date}.csv, anggota_keluarga_{first member's nik}.csv).
import { downloadCsv, type KartuKeluargaSort, type SortOrder } from '@sid/openapi';

/** GET /api/kartu_keluarga/csv, in the list's order. */
export function exportKartuKeluargaCsv(sort: KartuKeluargaSort | undefined, order: SortOrder) {
  return downloadCsv('/api/kartu_keluarga/csv', { query: { sort, order } });
}

/** GET /api/kartu_keluarga/{id}/csv: the card's members. */
export function exportAnggotaKeluargaCsv(idKK: string) {
  return downloadCsv('/api/kartu_keluarga/{id}/csv', { path: { id: idKK } });
}
