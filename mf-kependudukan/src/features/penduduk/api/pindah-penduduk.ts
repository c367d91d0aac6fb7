// POST /api/penduduk_keluar/{id} (id: the resident), body no_kk: the single move-out (mutasi).
import { api, callApi } from '@sid/openapi';

export function pindahPenduduk(idPenduduk: string, noKk: string) {
  return callApi(api.POST('/api/penduduk_keluar/{id}', { params: { path: { id: idPenduduk } }, body: { no_kk: noKk } }));
}
