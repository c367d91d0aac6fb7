// The regency's default version of a module (sub-resource …/modul/{modulId}/default).
import { api, callApi } from '@sid/openapi';

/** PUT …/default: the version every village without a pin runs (null: the built-in build). */
export function setVersiDefault(modulId: string, versi: string | null) {
  return callApi(api.PUT('/api/kabupaten/modul/{modulId}/default', { params: { path: { modulId } }, body: { versi } }));
}

/** POST …/default/kembalikan: the default before the last change, in one action. */
export function kembalikanVersiDefault(modulId: string) {
  return callApi(api.POST('/api/kabupaten/modul/{modulId}/default/kembalikan', { params: { path: { modulId } } }));
}
