// POST /api/wilayah_desa (Super Admin): a dusun, an RW under a dusun or an RT under an RW.
import { api, callApi, type WilayahDesaInput } from '@sid/openapi';

export function createWilayahDesa(body: WilayahDesaInput) {
  return callApi(api.POST('/api/wilayah_desa', { body }));
}
