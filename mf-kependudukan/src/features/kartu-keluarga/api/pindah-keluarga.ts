// POST /api/penduduk_keluar/{idKK}/m, body idKK: the whole family moves out, all or nothing.
import { api, callApi } from '@sid/openapi';

export function pindahKeluarga(idKK: string) {
  return callApi(api.POST('/api/penduduk_keluar/{idKK}/m', { params: { path: { idKK } }, body: { idKK } }));
}
