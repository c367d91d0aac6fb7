// GET /api/penduduk/csv: every resident, streamed by the server, saved under the spec's name.
import { downloadCsv, type PendudukSort, type SortOrder } from '@sid/openapi';
import { tanggalCsv, namaBerkasAman } from '@sid/ui/format';

/** Spec §9: data_penduduk_desa_{village}_{date}.csv */
export function pendudukCsvFileName(namaDesa: string, today: Date = new Date()): string {
  return `data_penduduk_desa_${namaBerkasAman(namaDesa)}_${tanggalCsv(today)}.csv`;
}

export function exportPendudukCsv(namaDesa: string, sort: PendudukSort | undefined, order: SortOrder) {
  return downloadCsv('/api/penduduk/csv', { query: { sort, order } }, pendudukCsvFileName(namaDesa));
}
