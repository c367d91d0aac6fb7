// POST /api/kabupaten/desa: a new village of the regency.
import { api, callApi, type DesaInput } from '@sid/openapi';

export function createDesa(body: DesaInput) {
  return callApi(api.POST('/api/kabupaten/desa', { body }));
}
