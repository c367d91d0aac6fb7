// The backups' calls (tag `cadangan` of openapi.yaml, docs/adr/0011-backups.md). Who may is the
// server's to say: a single village's Super Admin does all; in a regency the Admin Kabupaten lists
// and starts, nobody downloads (403), and a village's Super Admin gets 403 on everything.
import { api, callApi, saveBlob, useApiGet, type components } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export type Cadangan = components['schemas']['Cadangan'];
export type CadanganSort = components['schemas']['CadanganSort'];
export type StatusCadangan = components['schemas']['StatusCadangan'];

/** How often the page asks again while a run is `berjalan` (a village's run takes about a second). */
export const POLL_MS = 1000;

export function useCadanganList(query: TableQuery<CadanganSort>, refreshInterval: number) {
  return useApiGet(
    '/api/cadangan',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true, refreshInterval },
  );
}

/**
 * getBackupStatus: the warning, the last good run, the schedule and whether the caller may download.
 * A refusal (a regency's village Super Admin: 403) is not retried: it will not change.
 */
export function useStatusCadangan(enabled = true, refreshInterval = 0) {
  return useApiGet(enabled ? '/api/cadangan/status' : null, undefined, { refreshInterval, shouldRetryOnError: false });
}

export function startCadangan() {
  return callApi(api.POST('/api/cadangan'));
}

/**
 * Downloads one archive with the session's token (a plain link would carry none) and saves it under
 * its file name in BACKUP_DIR, the name the server also gives in Content-Disposition.
 */
export async function downloadCadangan(run: Pick<Cadangan, '_id' | 'nama_berkas'>): Promise<{ message: string }> {
  const blob = await callApi(api.GET('/api/cadangan/{id}/unduh', { params: { path: { id: run._id } }, parseAs: 'blob' }));
  const fileName = run.nama_berkas ?? `sid-cadangan-${run._id}.tar.gz`;
  saveBlob(blob as Blob, fileName);
  return { message: `Arsip ${fileName} diunduh` };
}
