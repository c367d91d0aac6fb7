// POST /api/impor/penduduk/periksa: the dry run of an import (writes nothing).
import { api, callApi } from '@sid/openapi';
import { berkasBody } from './berkas-impor';

export function periksaImpor(file: File, signal?: AbortSignal) {
  return callApi(api.POST('/api/impor/penduduk/periksa', { ...berkasBody(file), signal }));
}
