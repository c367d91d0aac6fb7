// POST /api/kartu_keluarga: the card and its head, in one transaction; answers the head (or throws an
// ApiError with the server's Indonesian message: 400, 409).
import { api, callApi } from '@sid/openapi';
import { toKartuKeluargaBody, type KartuKeluargaFormValues } from '@sid/openapi/rules';

export function createKartuKeluarga(values: KartuKeluargaFormValues) {
  return callApi(api.POST('/api/kartu_keluarga', { body: toKartuKeluargaBody(values) }));
}
