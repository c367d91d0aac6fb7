import { api, callApi } from '@sid/openapi';

/** PUT /api/kabupaten/desa/{id}/kode_wilayah: the code of a village that has none (the first village). */
export const setKodeWilayahDesa = (id: string, kode_wilayah: string) =>
  callApi(api.PUT('/api/kabupaten/desa/{id}/kode_wilayah', { params: { path: { id } }, body: { kode_wilayah } }));
