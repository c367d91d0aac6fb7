// GET /api/impor/penduduk/{id}: how far the import is, and how it ended.
import { api, callApi } from '@sid/openapi';

export function getImpor(id: string, signal?: AbortSignal) {
  return callApi(api.GET('/api/impor/penduduk/{id}', { params: { path: { id } }, signal }));
}
