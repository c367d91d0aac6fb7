// The incoming area's CSV downloads, streamed by the server (spec §9 file names).
import { downloadCsv, type PendudukMasukSort, type SortOrder } from '@sid/openapi';
import { tanggalCsv } from '@sid/ui/format';

/** Spec §9: data_kartu_keluarga_penduduk_masuk_{date}.csv. */
export function pendudukMasukCsvName(today: Date = new Date()): string {
  return `data_kartu_keluarga_penduduk_masuk_${tanggalCsv(today)}.csv`;
}

/** GET /api/penduduk_masuk/csv, in the list's order. */
export function unduhCsvPendudukMasuk(sort: PendudukMasukSort | undefined, order: SortOrder) {
  return downloadCsv('/api/penduduk_masuk/csv', { query: { sort, order } }, pendudukMasukCsvName());
}

/** GET /api/penduduk_masuk/{idKK}/csv -> anggota_keluarga_{first member's nik}.csv. */
export function unduhCsvAnggotaMasuk(idKK: string, nikAnggotaPertama: string) {
  return downloadCsv('/api/penduduk_masuk/{idKK}/csv', { path: { idKK } }, `anggota_keluarga_${nikAnggotaPertama}.csv`);
}
