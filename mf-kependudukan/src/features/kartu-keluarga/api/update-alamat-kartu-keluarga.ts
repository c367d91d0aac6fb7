// PUT /api/kartu_keluarga/{id}/alamat: the card's address here (issue 35); its members who do not live apart move with it.
import { api, callApi } from '@sid/openapi';

export function updateAlamatKartuKeluarga(id: string, values: { rt_id: string; alamat: string }) {
  return callApi(api.PUT('/api/kartu_keluarga/{id}/alamat', { params: { path: { id } }, body: { rt_id: values.rt_id || null, alamat: values.alamat.trim() } }));
}
