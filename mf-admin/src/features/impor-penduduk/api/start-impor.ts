// POST /api/impor/penduduk: starts the import (202, status 'berjalan'); all or nothing.
import { api, callApi } from '@sid/openapi';
import { berkasBody } from './berkas-impor';

export function startImpor(file: File) {
  return callApi(api.POST('/api/impor/penduduk', berkasBody(file)));
}
