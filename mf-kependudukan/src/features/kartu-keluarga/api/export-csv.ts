// The two CSV downloads of the family-card area, streamed by the server (spec §9 file names).
import { downloadCsv, type KartuKeluargaSort, type SortOrder } from '@sid/openapi';
import { tanggalCsv } from '@sid/ui/format';

/** GET /api/kartu_keluarga/csv -> data_kartu_keluarga_{date}.csv */
export function exportKartuKeluargaCsv(sort: KartuKeluargaSort | undefined, order: SortOrder, today: Date = new Date()) {
  return downloadCsv('/api/kartu_keluarga/csv', { query: { sort, order } }, `data_kartu_keluarga_${tanggalCsv(today)}.csv`);
}

/** GET /api/kartu_keluarga/{id}/csv -> anggota_keluarga_{first member's nik}.csv */
export function exportAnggotaKeluargaCsv(idKK: string, nikAnggotaPertama: string) {
  return downloadCsv('/api/kartu_keluarga/{id}/csv', { path: { id: idKK } }, `anggota_keluarga_${nikAnggotaPertama}.csv`);
}
