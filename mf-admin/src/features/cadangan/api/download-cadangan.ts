// GET /api/cadangan/{id}/unduh: one archive, with the session's token (a plain link would carry none),
// saved under its file name in BACKUP_DIR, the name the server also gives in Content-Disposition.
import { api, callApi, saveBlob } from '@sid/openapi';
import type { Cadangan } from './list-cadangan';

export async function downloadCadangan(run: Pick<Cadangan, '_id' | 'nama_berkas'>): Promise<{ message: string }> {
  const blob = await callApi(api.GET('/api/cadangan/{id}/unduh', { params: { path: { id: run._id } }, parseAs: 'blob' }));
  const fileName = run.nama_berkas ?? `sid-cadangan-${run._id}.tar.gz`;
  saveBlob(blob as Blob, fileName);
  return { message: `Arsip ${fileName} diunduh` };
}
