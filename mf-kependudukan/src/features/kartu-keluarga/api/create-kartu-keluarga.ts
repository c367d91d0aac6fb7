// POST /api/kartu_keluarga: the card and its head, in one transaction; answers the head (or throws an
// ApiError with the server's Indonesian message: 400, 409). `alamat`: the card's address here (issue 35).
import { api, callApi, type KartuKeluargaCreateInput } from '@sid/openapi';
import { toKartuKeluargaBody, type KartuKeluargaFormValues } from '@sid/openapi/rules';

export function createKartuKeluarga(values: KartuKeluargaFormValues, alamat: Partial<Pick<KartuKeluargaCreateInput, 'rt_id' | 'alamat' | 'alamat_asal'>> = {}) {
  return callApi(api.POST('/api/kartu_keluarga', { body: { ...toKartuKeluargaBody(values), ...alamat } }));
}
