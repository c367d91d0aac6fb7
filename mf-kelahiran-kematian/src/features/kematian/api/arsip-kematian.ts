// The death archive photo: POST /api/kematian/arsip/{id} (id of the death record) adds it,
// PUT /api/kematian/arsip/{archiveId} replaces it, DELETE removes it. jpg/jpeg/png, at most 10 MB:
// checked here first (the spec's messages), and by the server from the bytes (413 / 415).
import { api, callApi, formBody, type ArsipKematianInput } from '@sid/openapi';

export function createArsipKematian(kematianId: string, file: File) {
  return callApi(api.POST('/api/kematian/arsip/{id}', {
    params: { path: { id: kematianId } },
    body: formBody<ArsipKematianInput>({ arsip_kematian: file }),
  }));
}

export function updateArsipKematian(archiveId: string, file: File) {
  return callApi(api.PUT('/api/kematian/arsip/{id}', {
    params: { path: { id: archiveId } },
    body: formBody<ArsipKematianInput>({ arsip_kematian: file }),
  }));
}

export function deleteArsipKematian(archiveId: string) {
  return callApi(api.DELETE('/api/kematian/arsip/{id}', { params: { path: { id: archiveId } } }));
}

/** Server refusals that are about the file itself (400, 413, 415) show under the file field. */
const FILE_STATUSES: readonly number[] = [400, 413, 415];

/** Which field of the upload dialog a refused upload is about: the file, or none (the dialog's banner). */
export function arsipDitolak(error: { status?: number }): 'arsip_kematian' | undefined {
  return error.status !== undefined && FILE_STATUSES.includes(error.status) ? 'arsip_kematian' : undefined;
}
