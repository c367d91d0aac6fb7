// GET /api/impor/penduduk/terakhir: the village's running import (else its last one kept), or null.
import { api, callApi } from '@sid/openapi';

export function getImporTerakhir(signal?: AbortSignal) {
  return callApi(api.GET('/api/impor/penduduk/terakhir', { signal }));
}
