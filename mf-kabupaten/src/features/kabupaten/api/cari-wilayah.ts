// GET /api/kabupaten/wilayah/{kode}: a region code looked up in the Kemendagri list.
import { api, callApi } from '@sid/openapi';

/** The official name, kecamatan, regency and province of a code (404: not in the Kemendagri list). */
export async function cariWilayah(kode: string) {
  const body = await callApi(api.GET('/api/kabupaten/wilayah/{kode}', { params: { path: { kode } } }));
  return body.data;
}
